import type { AutoDownload } from '../../../../protocol';

/** What the browser says of its connection (the Network Information API, Chromium only). */
export interface ConnectionInfo {
  type?: string;
  saveData?: boolean;
}

/**
 * Whether a photo, a voice note or a link's picture downloads by itself (Settings > Storage >
 * Auto-download Media). 'On Wi-Fi' loads unless the browser says the connection is a mobile one
 * or asks to save data; a browser that says nothing (Safari, Firefox, most desktops) is taken to
 * be on Wi-Fi or a cable, as a laptop usually is. Pure: the connection is passed in.
 */
export function mediaAutoLoads(setting: AutoDownload, connection: ConnectionInfo | undefined) {
  if (setting === 'always') return true;
  if (setting === 'never') return false;
  if (connection?.saveData) return false;
  return connection?.type !== 'cellular';
}
