import { z } from 'zod';
import { SEQ_MAX } from './limits';
import { pinnedMessageSchema } from './message-actions';
import { messageSchema } from './messages';
import { receiptSchema } from './receipts';

/** A conversation's newest reaction: who gave which emoji when, to which message. */
export const lastReactionSchema = z.object({
  userId: z.string(),
  emoji: z.string(),
  at: z.string(),
  message: messageSchema,
});
export type LastReaction = z.infer<typeof lastReactionSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  isGroup: z.boolean(),
  participants: z.array(z.string()),
  updatedAt: z.string(),
  /** Addition: the newest message, its per-conversation seq, and what this user has not read. */
  lastMessage: messageSchema.nullable().optional(),
  lastSeq: z.number().int().optional(),
  unreadCount: z.number().int().optional(),
  /** Addition: every member's delivered and read positions, as this user may see them. */
  receipts: z.array(receiptSchema).optional(),
  /** Addition: the chat menu's Mute and Wallpaper, this user's own (chat-menu.ts). */
  muted: z.boolean().optional(),
  wallpaper: z.string().nullable().optional(),
  /** Addition (issue 31): this user pinned it to the top of their list, then; absent if not. */
  pinnedAt: z.string().nullable().optional(),
  /**
   * Addition: a Start Demo Conversations chat. Its demo people are in `participants` but are not
   * members: only the person who started it sees it, and nothing sent in it reaches anyone else.
   */
  demo: z.boolean().optional(),
  /**
   * Addition (issue 31): the newest reaction in it, with the message it was given to, for the
   * list's 'Sofía reacted 👍 to …' while no message came after it. Null when none, or when that
   * reaction was taken back or its message unsent or burnt.
   */
  lastReaction: lastReactionSchema.nullable().optional(),
  /** Addition (issue 31): messages pinned at the top of the chat for every member, newest first. */
  pinnedMessages: z.array(pinnedMessageSchema).optional(),
  /** Addition (issue 31): a message this user has not read yet mentions them ('You were mentioned'). */
  mentionedMe: z.boolean().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Largest group we accept, so one send never fans out without bound. */
export const GROUP_MAX_MEMBERS = 256;

/**
 * Addition: the spec's new-chat actions, made real. One other participant and no name: the 1:1
 * conversation (the existing one if there is one). Otherwise a named group.
 */
export const conversationCreateSchema = z.object({
  participants: z.array(z.string().min(1).max(100)).min(1).max(GROUP_MAX_MEMBERS),
  name: z.string().trim().min(1).max(80).optional(),
  isGroup: z.boolean().optional(),
});
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

/** As far as the live receipt report goes: positions are PostgreSQL integers. */
export const conversationReadSchema = z.object({ seq: z.number().int().min(0).max(SEQ_MAX) });

export const seedDemoSchema = z.object({ userId: z.string().min(1).max(100) });
