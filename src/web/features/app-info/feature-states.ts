import type { LiveStatus } from '../../lib/live';

/** One line of App Information's features list: what it says, and whether that holds now. */
export interface FeatureState {
  /** Catalog id of the line's text. */
  text:
    | 'app-info.featureEncryption'
    | 'app-info.notEncrypted'
    | 'app-info.featureRealtime'
    | 'app-info.featureGroups'
    | 'app-info.featureLanguages';
  /** Catalog id of its badge: only 'Active' when it is true for this page right now. */
  badge: 'app-info.active' | 'app-info.off' | 'app-info.notConnected';
  on: boolean;
  id: 'encryption' | 'realtime' | 'groups' | 'languages';
}

/**
 * The features list as it holds for this page: the page and its live socket (same host, ws or
 * wss after the page's scheme: lib/live.ts) are encrypted in transit only over https. Plain
 * http says so, localhost included: nothing claims more than the connection gives. Real-time
 * messaging is active while the live connection is open.
 */
export function featureStates(protocol: string, live: LiveStatus): FeatureState[] {
  const encrypted = protocol === 'https:';
  const connected = live === 'open';
  return [
    {
      id: 'encryption',
      text: encrypted ? 'app-info.featureEncryption' : 'app-info.notEncrypted',
      badge: encrypted ? 'app-info.active' : 'app-info.off',
      on: encrypted,
    },
    {
      id: 'realtime',
      text: 'app-info.featureRealtime',
      badge: connected ? 'app-info.active' : 'app-info.notConnected',
      on: connected,
    },
    { id: 'groups', text: 'app-info.featureGroups', badge: 'app-info.active', on: true },
    { id: 'languages', text: 'app-info.featureLanguages', badge: 'app-info.active', on: true },
  ];
}
