/** Where this device remembers that it asked for the notifications permission once. */
const ASKED_KEY = 'allo.notificationsAsked';

/** The browser's notifications permission, or 'unsupported' where there are none. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for the notifications permission at the person's next tap or key press (a
 * browser only shows the question for a gesture), once per device, and only while the answer is
 * not given yet. Returns a cancel.
 */
export function notificationPermissionAskOnGesture(): () => void {
  if (notificationPermission() !== 'default') return () => {};
  try {
    if (localStorage.getItem(ASKED_KEY)) return () => {};
  } catch {
    // Storage refused (private mode): asking again on a later visit is acceptable.
  }
  const ask = () => {
    stop();
    try {
      localStorage.setItem(ASKED_KEY, '1');
    } catch {
      // As above.
    }
    if (notificationPermission() === 'default') void Notification.requestPermission();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', ask, true);
    window.removeEventListener('keydown', ask, true);
  };
  window.addEventListener('pointerdown', ask, true);
  window.addEventListener('keydown', ask, true);
  return stop;
}
