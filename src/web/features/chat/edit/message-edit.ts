import { EDIT_WINDOW_MS } from '../../../../protocol';
import type { ChatMessage } from '../../../lib/apply-event';

/**
 * The client's side of spec core 4 'Message edit' and core 5 'Edit'. Pure: the time is passed
 * in. The server checks the same rules again; these only decide what the sender is offered.
 */

/** Words can be edited; an image, a payment or a game move cannot (as on the server). */
const EDITABLE_TYPES = new Set<ChatMessage['messageType']>(['text', 'burner']);

/** Milliseconds left to edit this message at `now` (0 once the window has closed). */
export function messageEditRemainingMs(
  message: Pick<ChatMessage, 'createdAt'>,
  now: number,
): number {
  const created = Date.parse(message.createdAt);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, created + EDIT_WINDOW_MS - now);
}

/** True for the types whose words can be edited (text, burner). */
export function messageIsEditableType(message: Pick<ChatMessage, 'messageType'>): boolean {
  return EDITABLE_TYPES.has(message.messageType);
}

/**
 * True when `meId` may edit this message at `now`: their own stored words, not unsent, under 15
 * minutes old.
 */
export function messageCanEdit(message: ChatMessage, meId: string, now: number): boolean {
  return (
    message.senderId === meId &&
    message.sendState === undefined &&
    !message.deletedAt &&
    EDITABLE_TYPES.has(message.messageType) &&
    messageEditRemainingMs(message, now) > 0
  );
}

/**
 * The countdown as m:ss. Rounded up, so it reads 0:00 only when the time is really up and the
 * first second after opening still shows the whole minute it started in.
 */
export function countdownLabel(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Why Save is not offered, or null when it is. Sending trims the text, so the edit is compared
 * trimmed too: a trailing space alone is no change.
 */
export function editBlockedReason(
  draft: string,
  original: string,
  saving: boolean,
): 'saving' | 'empty' | 'unchanged' | null {
  if (saving) return 'saving';
  const text = draft.trim();
  if (!text) return 'empty';
  if (text === original) return 'unchanged';
  return null;
}
