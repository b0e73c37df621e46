import { UNSEND_TEXT, UNSEND_WINDOW_MS } from '../../../../protocol';
import { ApiError, errorIsNetwork, errorText } from '../../../lib/api';
import type { ChatMessage } from '../../../lib/apply-event';
import { tNow } from '../../../i18n/intl';
import { messageIsEditableType } from './message-edit';
import { serverReason } from './server-reason';

/**
 * The client's side of spec core 4 'Unsend is allowed only within 2 minutes' and core 6 'Only
 * the sender of a message may edit or unsend it'. Pure: the time is passed in. The server
 * checks the same rules again; these only decide what the sender is offered.
 */

/** A payment, a game or a call's line stands for a record the server keeps: never unsent. */
const KEPT_TYPES = new Set<ChatMessage['messageType']>(['payment', 'game', 'call']);

/** Milliseconds left to unsend this message at `now` (0 once the window has closed). */
export function messageUnsendRemainingMs(
  message: Pick<ChatMessage, 'createdAt'>,
  now: number,
): number {
  const created = Date.parse(message.createdAt);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, created + UNSEND_WINDOW_MS - now);
}

/** True when `meId` may unsend this message at `now`: their own, stored, under 2 minutes old. */
export function messageCanUnsend(message: ChatMessage, meId: string, now: number): boolean {
  return (
    message.senderId === meId &&
    message.sendState === undefined &&
    !message.deletedAt &&
    !KEPT_TYPES.has(message.messageType) &&
    messageUnsendRemainingMs(message, now) > 0
  );
}

/**
 * True when this message can be unsent but has no Edit Message dialog to do it from (a photo,
 * a voice message, a sticker...): it gets an Unsend button of its own.
 */
export function messageCanUnsendAlone(message: ChatMessage, meId: string, now: number): boolean {
  return !messageIsEditableType(message) && messageCanUnsend(message, meId, now);
}

/** A toast's words, in the app language. */
export interface UnsendFailure {
  title: string;
  description: string;
  /** The window has closed: nothing more can be done from the dialog. */
  expired: boolean;
}

/**
 * What to tell the sender when an unsend fails (spec core 5 and 8): 'Cannot unsend' when the
 * server says the 2 minutes are up, else 'Error unsending message' with the server's words.
 * The protocol's UNSEND_TEXT is what the server says; the sender reads the catalog's words.
 */
export function unsendFailure(err: unknown): UnsendFailure {
  if (err instanceof ApiError && err.status === 403 && serverReason(err) === UNSEND_TEXT.expired) {
    return {
      title: tNow('chat.unsendExpiredTitle'),
      description: tNow('chat.unsendExpired'),
      expired: true,
    };
  }
  return {
    title: tNow('chat.unsendError'),
    description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
    expired: false,
  };
}
