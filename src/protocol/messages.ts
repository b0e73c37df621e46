import { z } from 'zod';
import { richMetadataProblem } from './rich';
import { mentionsSchema } from './message-actions';
import { messageReactionSchema } from './reactions';

/** Spec core 3: the message types. */
export const messageTypeSchema = z.enum([
  'text',
  'image',
  'burner',
  'game',
  'music',
  'location',
  'payment',
  'voice',
  'sticker',
  'call',
]);
export type MessageType = z.infer<typeof messageTypeSchema>;

/**
 * Types only the server writes: a payment or a game message stands for a record the server
 * keeps, so a client sending one could fake money or a game. They come from Allo Cash and
 * Allogames instead.
 */
const SERVER_MADE: Partial<Record<MessageType, string>> = {
  payment: 'Payments are sent with Allo Cash',
  game: 'Games are started from Allogames',
  call: 'Calls are noted in the chat by Allo',
};

/** A message type a client may send (spec core 3 types, less the server-made ones). */
export const clientMessageTypeSchema = messageTypeSchema.superRefine((type, ctx) => {
  const refusal = SERVER_MADE[type];
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
});

import { MESSAGE_MAX_CHARS, MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX, SEQ_MAX } from './limits';

export * from './message-windows';

export { MESSAGE_MAX_CHARS, MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX, SEQ_MAX };

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  messageType: messageTypeSchema,
  metadata: z.record(z.string(), z.unknown()).nullable(),
  isBurner: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Addition: position in its conversation, 1, 2, 3... with no gaps. */
  seq: z.number().int(),
  /** Addition: the sender's own id for this send, so a retry is recognised. */
  clientId: z.string().nullable(),
  editedAt: z.string().nullable().optional(),
  /** Addition: the language detected when it was sent or edited; null for what is not text. */
  language: z.string().nullable().optional(),
  /** Addition: when its sender unsent it; its content and metadata are then empty. */
  deletedAt: z.string().nullable().optional(),
  /**
   * Addition: the conversation's change counter when this message was last edited or unsent
   * (0: never). A newer change has a higher number, and a device that was away asks for what
   * changed after the highest it holds (`changedAfter`).
   */
  changeSeq: z.number().int().optional(),
  /**
   * Addition (issue 31): who reacted with what, one reaction per person, the first given first.
   * Absent when there are none; gone with the message's words when it is unsent or burnt.
   */
  reactions: z.array(messageReactionSchema).optional(),
  /**
   * Addition (issue 31): the id of the message of this chat it answers. Only the reference is
   * kept: the quote shows that message as it is now (translated, or 'Message unavailable').
   */
  replyTo: z.string().optional(),
  /**
   * Addition (issue 31): this reader deleted it for themself. It keeps its place (its seq) with
   * nothing of it shown; the other members still have it.
   */
  hiddenForMe: z.boolean().optional(),
  /** Addition (issue 31): the members it mentions with @, by id (absent: none). */
  mentions: z.array(z.string()).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** Spec core 5: non-blank trimmed text. */
export const messageContentSchema = z
  .string()
  .max(MESSAGE_MAX_CHARS, `Message must be at most ${MESSAGE_MAX_CHARS} characters`)
  .refine((s) => s.trim().length > 0, 'Message cannot be empty')
  // PostgreSQL text cannot hold NUL: refused here, not failed deep in the database.
  .refine((s) => !s.includes('\u0000'), 'Message cannot contain NUL characters');

export const clientIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'clientId must be letters, digits, - or _');

/** True when any string inside a JSON value (keys included) holds a NUL character. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  }
  return false;
}

/**
 * Metadata keys only the server writes: a status reply's quote of the status it answers. A
 * client's copy is dropped, so nobody can make a message look like a reply to a status that
 * does not exist or say something its author never wrote; and the 'Forwarded' label (issue 31),
 * so nobody can pass their own words off as passed on; and a link's preview, which only the
 * server fetches (a client's could show any title and picture beside any link).
 */
export const SERVER_METADATA_KEYS = ['statusReply', 'forwarded', 'linkPreview'] as const;

/** `m` without the keys only the server writes (the same object when it has none). */
function serverKeysDropped(m: Record<string, unknown>): Record<string, unknown> {
  if (!SERVER_METADATA_KEYS.some((k) => Object.hasOwn(m, k))) return m;
  const kept = { ...m };
  for (const k of SERVER_METADATA_KEYS) delete kept[k];
  return kept;
}

/**
 * A message's metadata from a client: at most 20 KB of JSON, no NUL anywhere (PostgreSQL refuses
 * it), and none of the keys only the server writes.
 */
export const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((m) => JSON.stringify(m).length <= 20_000, 'Metadata too large')
  .refine((m) => !containsNul(m), 'Metadata cannot contain NUL characters')
  .transform(serverKeysDropped)
  .nullable()
  .optional();

/** A rich type's metadata must be what the chat can show (rich.ts). */
export function richMetadataCheck(
  m: { messageType: string; metadata?: unknown },
  ctx: z.RefinementCtx,
): void {
  const problem = richMetadataProblem(m.messageType, m.metadata);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['metadata'] });
}

/** Spec core 7: POST /api/messages. Burner overrides the type. */
export const messageSendSchema = z
  .object({
    conversationId: z.string().min(1).max(100),
    senderId: z.string().min(1).max(100),
    content: messageContentSchema,
    messageType: clientMessageTypeSchema.default('text'),
    metadata: metadataSchema,
    isBurner: z.boolean().optional(),
    clientId: clientIdSchema.optional(),
    /** Addition (issue 31): the message of this chat it answers, by id (a reference, no copy). */
    replyTo: z.string().min(1).max(100).optional(),
    /** Addition (issue 31): the members it mentions, by id; each must be a member of the chat. */
    mentions: mentionsSchema.optional(),
  })
  .superRefine(richMetadataCheck);
export type MessageSend = z.infer<typeof messageSendSchema>;

export const messagePageQuerySchema = z.object({
  beforeSeq: z.coerce.number().int().min(1).max(SEQ_MAX).optional(),
  afterSeq: z.coerce.number().int().min(0).max(SEQ_MAX).optional(),
  /** Addition: messages edited or unsent after this change number, oldest change first. */
  changedAfter: z.coerce.number().int().min(0).max(SEQ_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).optional(),
});
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

/** Spec core 7 PUT /api/messages/{id}/edit. */
export const messageEditSchema = z.object({
  content: messageContentSchema,
  userId: z.string().min(1).max(100),
});
export type MessageEdit = z.infer<typeof messageEditSchema>;

/** Spec core 7 DELETE /api/messages/{id}. */
export const messageUnsendSchema = z.object({ userId: z.string().min(1).max(100) });
