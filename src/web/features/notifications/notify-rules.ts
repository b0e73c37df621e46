import type { Call, Conversation, Message, UserSettings } from '../../../protocol';

/**
 * When a browser notification is shown (spec secondary 'Settings' notifications and 9:
 * notifications on by default, with message, call and group switches). Pure: everything it
 * depends on is passed in.
 */
export interface NotifyContext {
  meId: string;
  /** I chose Busy (issue 31): nothing is told until I am Available or Away again. */
  busy?: boolean;
  /** The tab is hidden (`document.hidden`): a visible tab shows what arrives itself. */
  hidden: boolean;
  /** The browser's permission; 'unsupported' where there is no Notification at all. */
  permission: NotificationPermission | 'unsupported';
  settings: Pick<UserSettings, 'notifications' | 'notifyMessages' | 'notifyGroups' | 'notifyCalls'>;
  /** The conversation as my list holds it; undefined when the list does not know it yet. */
  conversation: Pick<Conversation, 'isGroup' | 'muted'> | undefined;
}

/**
 * What every notification needs: a hidden tab, not Busy, permission, the master switch, an
 * unmuted chat.
 * `mentioned`: the message names me with @, which reaches me through Mute (issue 31).
 */
function notifyAllowed(ctx: NotifyContext, mentioned = false): boolean {
  return (
    ctx.hidden &&
    !ctx.busy &&
    ctx.permission === 'granted' &&
    ctx.settings.notifications &&
    (mentioned || !(ctx.conversation?.muted ?? false))
  );
}

/**
 * A message pushed live is told when it is new (an edit or an unsend arrives the same way and is
 * not), someone else sent it, and the switch for its kind of chat is on: Groups for a group,
 * Messages for a one-to-one chat. One that mentions me is told in a muted chat too.
 */
export function messageShouldNotify(message: Message, ctx: NotifyContext): boolean {
  const mentioned = message.mentions?.includes(ctx.meId) ?? false;
  if (!notifyAllowed(ctx, mentioned) || message.senderId === ctx.meId) return false;
  if (message.editedAt || message.deletedAt || (message.changeSeq ?? 0) > 0) return false;
  return ctx.conversation?.isGroup ? ctx.settings.notifyGroups : ctx.settings.notifyMessages;
}

/** A call ringing for me is told when the Calls switch is on. */
export function callShouldNotify(call: Call, ctx: NotifyContext): boolean {
  return notifyAllowed(ctx) && call.from !== ctx.meId && ctx.settings.notifyCalls;
}

/** A collaboration request, or its answer, is told under the master switch alone. */
export function collabShouldNotify(ctx: NotifyContext): boolean {
  return notifyAllowed(ctx);
}
