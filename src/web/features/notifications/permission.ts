/** Where this device remembers that its person closed the "turn on notifications" banner. */
const DISMISSED_KEY = 'allo.notificationsBannerClosed';

/** The browser's notifications permission, or 'unsupported' where there are none. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Whether to offer notifications in the chat list: the browser has them, nobody answered its
 * question yet, and the banner was not closed on this device. The browser's question is never
 * asked unprompted: only from the banner's button or the Settings' Notifications tab.
 */
export function notificationsOffer(): boolean {
  if (notificationPermission() !== 'default') return false;
  try {
    return !localStorage.getItem(DISMISSED_KEY);
  } catch {
    return true;
  }
}

export function notificationsOfferClose(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the banner comes back next visit, which is acceptable.
  }
}

/** Asks the browser (it shows its question only for a click); the answer, or 'default'. */
export async function notificationsAsk(): Promise<NotificationPermission | 'unsupported'> {
  if (notificationPermission() !== 'default') return notificationPermission();
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}
