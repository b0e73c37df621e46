import { z } from 'zod';
import { messageContentSchema } from './messages';

/**
 * Send Later (spec core 2 'Send Later scheduler', core 4 'Scheduled message', core 5): a text
 * the server sends at a chosen moment through the normal send path, even with the sender's app
 * closed. Only its sender sees it before it goes.
 */

/**
 * Furthest ahead a message can be scheduled. The spec sets no limit; a year covers birthdays and
 * anniversaries, and keeps a mistyped year (2062 for 2026) from waiting silently for decades.
 */
export const SCHEDULED_MAX_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Most messages one person may have waiting in one chat. The spec sets none; Telegram allows 100
 * per chat, plenty for people, and it keeps a runaway client from filling the scheduler.
 */
export const SCHEDULED_MAX_PENDING = 100;

/** The words of Send Later's refusals, shared by the server (which decides) and the client. */
export const SCHEDULED_TEXT = {
  /** Spec core 5, 'Scheduled message'. */
  past: 'Please select a future date and time',
  tooFar: 'Messages can be scheduled at most 1 year ahead',
  tooMany: `You can have at most ${SCHEDULED_MAX_PENDING} scheduled messages in a chat`,
  alreadySent: 'This message has already been sent',
  notFound: 'Scheduled message not found',
  invalidMoment: 'Please select a valid date and time',
  nothingToChange: 'Nothing to change',
} as const;

export const scheduledStatusSchema = z.enum(['pending', 'sent', 'cancelled']);
export type ScheduledStatus = z.infer<typeof scheduledStatusSchema>;

/** A moment on the wire: ISO 8601 with its offset (what `Date.toISOString()` writes). */
const momentSchema = z.iso.datetime({ offset: true, error: SCHEDULED_TEXT.invalidMoment });

export const scheduledMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  isBurner: z.boolean(),
  /** When it goes (ISO). */
  sendAt: z.string(),
  status: scheduledStatusSchema,
  /** The message it became, once sent. */
  messageId: z.string().nullable(),
  createdAt: z.string(),
  /** Grows with every change, so a client keeps the newest of two pushes. */
  updatedAt: z.string(),
});
export type ScheduledMessage = z.infer<typeof scheduledMessageSchema>;

/** POST /api/scheduled-messages: the sender is the session's user. */
export const scheduledCreateSchema = z.object({
  conversationId: z.string().min(1).max(100),
  content: messageContentSchema,
  sendAt: momentSchema,
  isBurner: z.boolean().optional(),
});
export type ScheduledCreate = z.infer<typeof scheduledCreateSchema>;

/** PUT /api/scheduled-messages/{id}: new words, a new moment, or both, while still pending. */
export const scheduledUpdateSchema = z
  .object({ content: messageContentSchema.optional(), sendAt: momentSchema.optional() })
  .refine((u) => u.content !== undefined || u.sendAt !== undefined, SCHEDULED_TEXT.nothingToChange);
export type ScheduledUpdate = z.infer<typeof scheduledUpdateSchema>;
