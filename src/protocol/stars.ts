import { z } from 'zod';
import { messageTypeSchema } from './messages';

/** Spec secondary 3 'Starred message': the kinds a starred card shows and filters by. */
export const starredTypeSchema = z.enum(['text', 'image', 'video', 'document', 'link']);
export type StarredType = z.infer<typeof starredTypeSchema>;

/**
 * Spec secondary 3 'Starred message', served by GET /api/users/{userId}/starred. Additions:
 * `language` (what the message is written in, so the reader's client can translate it) and
 * `seq` (its place in the chat, for Go to Message). `linkPreview` holds only what the text
 * itself says (the URL and its host name): nothing is fetched from the linked site.
 */
export const starredMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  messageType: starredTypeSchema,
  /** Addition: the chat's own type (voice, sticker, game...), which the card may name. */
  sourceType: messageTypeSchema,
  senderId: z.string(),
  senderName: z.string(),
  senderAvatar: z.string().nullable(),
  conversationId: z.string(),
  conversationName: z.string(),
  createdAt: z.string(),
  starredAt: z.string(),
  language: z.string().nullable(),
  seq: z.number().int(),
  editedAt: z.string().nullable(),
  media: z.string().optional(),
  fileName: z.string().optional(),
  linkPreview: z
    .object({
      url: z.string(),
      title: z.string(),
      description: z.string().optional(),
      image: z.string().optional(),
    })
    .optional(),
});
export type StarredMessage = z.infer<typeof starredMessageSchema>;

/** PUT / DELETE /api/messages/{id}/star answer: where the star stands now. */
export const messageStarStateSchema = z.object({
  messageId: z.string(),
  starred: z.boolean(),
  starredAt: z.string().nullable(),
});
export type MessageStarState = z.infer<typeof messageStarStateSchema>;

/** GET /api/messages/{id}/versions: one text a message has had. */
export const messageVersionSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  language: z.string().nullable(),
  writtenAt: z.string(),
  /** The text the message holds now (the last version). */
  current: z.boolean(),
});
export type MessageVersion = z.infer<typeof messageVersionSchema>;
