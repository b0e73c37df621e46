import type { UserSettings } from '../../../protocol';

type Switches = Pick<
  UserSettings,
  'notifications' | 'notifyMessages' | 'notifyGroups' | 'notifyCalls'
> & {
  /** They chose Busy (issue 31, `users.status`): nothing is told until they change it. */
  busy: boolean;
};

/**
 * Whether a person away from the app is pushed a new message: the rules of the web client's
 * `messageShouldNotify` (src/web/features/notifications/notify-rules.ts), on the server. Busy,
 * the master switch, then Groups for a group or Messages for a one-to-one chat; a muted chat stays
 * silent unless the message mentions them (issue 31). The sender, edits and unsends never reach
 * here: only new messages are delivered to the notifier.
 */
export function pushMessageWanted(
  settings: Switches,
  chat: { isGroup: boolean; muted: boolean },
  mentioned: boolean,
): boolean {
  if (settings.busy || !settings.notifications || (chat.muted && !mentioned)) return false;
  return chat.isGroup ? settings.notifyGroups : settings.notifyMessages;
}

/** A ringing call is pushed under the master switch and Calls (`callShouldNotify`), never Busy. */
export function pushCallWanted(settings: Switches, chat: { muted: boolean }): boolean {
  return !settings.busy && settings.notifications && !chat.muted && settings.notifyCalls;
}
