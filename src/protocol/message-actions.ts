import { z } from 'zod';

/**
 * Issue 31: what a member does to a message beyond reacting to it: pin it at the top of the chat
 * for everyone, forward it to other chats, mention people in it.
 */

/** Like pinned chats: a pin bar of more than three would hide the chat it sits on. */
export const PINNED_MESSAGES_MAX = 3;

/** Forwarding at most five chats at once keeps one tap from becoming a mass send. */
export const FORWARD_MAX_CHATS = 5;

/** More @mentions than this in one message is a list of members, not a mention. */
export const MENTIONS_MAX = 50;

export const MESSAGE_ACTION_TEXT = {
  pinTooMany: `You can pin up to ${PINNED_MESSAGES_MAX} messages`,
  pinNotAllowed: 'This message cannot be pinned',
  forwardTooMany: `You can forward to up to ${FORWARD_MAX_CHATS} chats at once`,
  forwardNone: 'Choose at least one chat',
  forwardNotAllowed: 'This message cannot be forwarded',
  forwardBurner: 'Burner messages cannot be forwarded',
  mentionNotMember: 'Only members of this chat can be mentioned',
} as const;

/** A message pinned at the top of a chat: which, by whom, when (ISO). */
export const pinnedMessageSchema = z.object({
  messageId: z.string(),
  userId: z.string(),
  at: z.string(),
});
export type PinnedMessage = z.infer<typeof pinnedMessageSchema>;

/** POST /api/messages/{id}/forward: the chats to forward it to, each once. */
export const forwardSchema = z.strictObject({
  conversationIds: z
    .array(z.string().min(1).max(100))
    .min(1, MESSAGE_ACTION_TEXT.forwardNone)
    .max(FORWARD_MAX_CHATS, MESSAGE_ACTION_TEXT.forwardTooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type Forward = z.infer<typeof forwardSchema>;

/** The message a forward created in each chat, in the order asked. */
export const forwardResultSchema = z.object({
  forwarded: z.array(z.object({ conversationId: z.string(), messageId: z.string() })),
});
export type ForwardResult = z.infer<typeof forwardResultSchema>;

/** The members a message mentions, by id, each once; the words carry their @username. */
export const mentionsSchema = z
  .array(z.string().min(1).max(100))
  .max(MENTIONS_MAX)
  .transform((ids) => [...new Set(ids)]);

/**
 * A link's preview (issue 31), written by the server into the message's metadata once it has
 * fetched the page (`metadata.linkPreview`, a key only the server writes). The picture is an
 * object of the message, served like a photo's.
 */
export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
  image: z
    .object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })
    .optional(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;
