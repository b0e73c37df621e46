import type { LiveStatus } from '../../lib/live';

/**
 * How long the page's first live connection may take before the chat says 'Connecting...'.
 * Opening a chat connects within it on any working network, and a banner that flashes at every
 * open only says something is wrong when nothing is. A connection that drops once it was open,
 * and a browser with no network, are shown at once.
 */
export const CONNECTING_GRACE_MS = 1_500;

export interface ConnectingState {
  status: LiveStatus;
  /** The browser has no network, or the chat shows what was kept from the last visit. */
  offline: boolean;
  /** This page's connection has been open before (so not open now means it dropped). */
  hasOpened: boolean;
  /** The first connection has taken longer than its grace. */
  graceOver: boolean;
}

/** Whether the chat shows the connecting (or offline) banner. */
export function connectingBannerShown(state: ConnectingState): boolean {
  if (state.status === 'open') return false;
  return state.offline || state.hasOpened || state.graceOver;
}

/** What is left of the grace after waiting `waitedMs`, ms (0 once it is over). */
export function connectingGraceLeft(waitedMs: number): number {
  return Math.max(0, CONNECTING_GRACE_MS - waitedMs);
}
