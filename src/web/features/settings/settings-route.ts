/** The settings screen's tabs, in the spec's order. */
export const SETTINGS_TABS = ['account', 'privacy', 'notifications', 'storage', 'about'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Spec secondary 2: the tab is chosen from the route. /privacy is Privacy, /notifications is
 * Notifications, /storage is Storage, /app-info and /linked-devices are About, anything else
 * is Account.
 */
export function settingsTabFor(path: string): SettingsTab {
  switch (path) {
    case '/privacy':
      return 'privacy';
    case '/notifications':
      return 'notifications';
    case '/storage':
      return 'storage';
    case '/app-info':
    case '/linked-devices':
      return 'about';
    default:
      return 'account';
  }
}

/**
 * The route a tab is reached by, so that choosing it leaves an address that opens it again.
 * About has no route of its own here (/app-info and /linked-devices are their own pages).
 */
export function settingsPathFor(tab: SettingsTab): string | null {
  switch (tab) {
    case 'account':
      return '/settings';
    case 'privacy':
    case 'notifications':
    case 'storage':
      return `/${tab}`;
    case 'about':
      return null;
  }
}
