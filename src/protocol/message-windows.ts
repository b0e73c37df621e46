/**
 * Spec core 4: how long a message can be edited and unsent, apart from the message schemas
 * (`messages.ts`): the web client's chat offers Edit and Unsend without downloading them.
 */

/** Spec core 4: a message can be edited for 15 minutes after it was sent, by its sender only. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Spec core 4: a message can be unsent for 2 minutes after it was sent, by its sender only. */
export const UNSEND_WINDOW_MS = 2 * 60 * 1000;

/** Spec core 5 and 8, the unsend texts. */
export const UNSEND_TEXT = {
  expiredTitle: 'Cannot unsend',
  expired: 'Messages can only be unsent within 2 minutes',
  error: 'Error unsending message',
} as const;
