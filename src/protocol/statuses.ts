import { z } from 'zod';
import { ERROR_TEXTS } from './error-codes';
import { clientIdSchema, messageContentSchema } from './messages';
import { pathIdSchema } from './params';
import { objectRefSchema } from './rich';

/** Spec secondary 4 and 9: a status update lasts 24 hours after it is posted. */
export const STATUS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The longest status text (or photo caption). The spec gives none; 700 is what WhatsApp allows
 * for a text status: room for a paragraph, short enough to read on one screen.
 */
export const STATUS_MAX_CHARS = 700;

/**
 * Most live statuses one person may have at once: far above a busy day's posting, and it keeps
 * every friend's feed a bounded read.
 */
export const STATUS_MAX_LIVE = 30;

/** The refusals of the status routes, in the words the server sends (error-codes.ts). */
export const STATUS_TEXT = {
  notFound: ERROR_TEXTS.statusNotFound,
  empty: ERROR_TEXTS.statusEmpty,
  tooLong: ERROR_TEXTS.statusTooLong,
  nul: ERROR_TEXTS.statusNul,
  tooMany: ERROR_TEXTS.statusTooMany,
  onlyAuthor: ERROR_TEXTS.statusOnlyAuthor,
  replySelf: ERROR_TEXTS.statusReplySelf,
} as const;

/**
 * POST /api/status-updates: a text (non-blank after trimming, spec secondary 5), or a photo the
 * author uploaded (`POST /api/objects?kind=image`) with an optional caption. Stored trimmed.
 */
export const statusCreateSchema = z
  .strictObject({
    content: z
      .string()
      .max(STATUS_MAX_CHARS, STATUS_TEXT.tooLong)
      .refine((s) => !s.includes('\u0000'), STATUS_TEXT.nul)
      .default(''),
    objectRef: objectRefSchema.optional(),
  })
  .refine((s) => s.objectRef !== undefined || s.content.trim().length > 0, STATUS_TEXT.empty);
export type StatusCreate = z.input<typeof statusCreateSchema>;

/** A status's id in a path. */
export const statusParamsSchema = z.object({ id: pathIdSchema });

/** POST /api/status-updates/{id}/reply: the words go to the author's chat as a message. */
export const statusReplySchema = z.strictObject({
  content: messageContentSchema,
  /** A retry with the same clientId sends the message once (as in POST /api/messages). */
  clientId: clientIdSchema.optional(),
});
export type StatusReply = z.infer<typeof statusReplySchema>;

/** Who posted a status, as the feed shows them. */
export const statusAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
});
export type StatusAuthor = z.infer<typeof statusAuthorSchema>;

/** A photo status's picture: addresses of our own API, and its size so its box is right early. */
export const statusMediaSchema = z.object({
  url: z.string(),
  thumbUrl: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type StatusMedia = z.infer<typeof statusMediaSchema>;

/**
 * A status's words (its text, or its photo's caption) in the reader's language, as the server
 * gives them to each reader (as a message's translation: `TranslationOutcome`): the translation
 * with the language it was made from and the engine that made it, or why there is none, in which
 * case the reader is shown the words as written. `targetLanguage` is the reader's language.
 */
export const statusTranslationSchema = z.union([
  z.object({
    targetLanguage: z.string(),
    translatedText: z.string(),
    detectedLanguage: z.string(),
    engine: z.string(),
  }),
  z.object({ targetLanguage: z.string(), error: z.string() }),
]);
export type StatusTranslation = z.infer<typeof statusTranslationSchema>;

/**
 * Spec secondary 3 'Status update': id, userId, content, optional media, createdAt, expiresAt,
 * views, likes, replies, isLiked. Additions: `author` (the feed's name and picture),
 * `hasViewed` (the reader opened it; always true for the author's own), `language` and
 * `translation` (the words in the reader's language; `content` stays as written).
 */
export const statusUpdateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** As the author wrote it (a photo's caption; '' for a photo without one). */
  content: z.string(),
  /** The language `content` is in, detected when posted; null when it has no words. */
  language: z.string().nullable(),
  /**
   * Only for someone else's status whose words are in another language than the reader's: its
   * translation into the reader's language, or why there is none. Absent otherwise (the author
   * reads their own as written; so does a reader of the same language), and while a slow engine
   * has not answered yet (the reader then gets `statuses_changed` once it has).
   */
  translation: statusTranslationSchema.optional(),
  media: statusMediaSchema.optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  replies: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  author: statusAuthorSchema,
  hasViewed: z.boolean(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

/** GET /api/status-updates/{id}/views (the author only): who saw it, newest first. */
export const statusViewerSchema = statusAuthorSchema.extend({
  viewedAt: z.string(),
  /** They liked it too. */
  liked: z.boolean(),
});
export type StatusViewer = z.infer<typeof statusViewerSchema>;

/** The answer of a reply: the status as it stands, and where the message went. */
export const statusReplyResultSchema = z.object({
  status: statusUpdateSchema,
  conversationId: z.string(),
  messageId: z.string(),
});
export type StatusReplyResult = z.infer<typeof statusReplyResultSchema>;

/**
 * What a reply's message carries in `metadata.statusReply`: the status it answers, quoted as it
 * was, so the chat shows what was replied to after the status itself has gone.
 */
export const statusReplyQuoteSchema = z.object({
  statusId: z.string(),
  authorId: z.string(),
  content: z.string().max(STATUS_MAX_CHARS),
  photo: z.boolean(),
});
export type StatusReplyQuote = z.infer<typeof statusReplyQuoteSchema>;
