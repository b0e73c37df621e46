import { z } from 'zod';
import type { Wallpaper } from './chat-menu-limits';
import { CHAT_MEDIA_PAGE, CHAT_SEARCH_MAX_CHARS, WALLPAPERS } from './chat-menu-limits';
import { ERROR_TEXTS } from './error-codes';
import { SEQ_MAX } from './limits';
import { userSchema } from './users';

export * from './chat-menu-limits';

/**
 * The chat header's menu (spec core 2, chat view header): Contact info, Search in this chat,
 * Mute and Wallpaper. Mute and wallpaper are one member's choices for one chat; nobody else
 * sees them.
 */

// z.custom rather than z.boolean/z.enum: a wrong type then gets these words, not "is required".
const mutedSchema = z.custom<boolean>((v) => typeof v === 'boolean', 'muted must be true or false');
const wallpaperSchema = z.custom<Wallpaper | null>(
  (v) => v === null || (typeof v === 'string' && (WALLPAPERS as readonly string[]).includes(v)),
  'Unknown wallpaper',
);

const pinnedSchema = z.custom<boolean>(
  (v) => typeof v === 'boolean',
  'pinned must be true or false',
);

/** Issue 31: at most this many chats are pinned at the top of a person's list. */
export const PINNED_CHATS_MAX = 3;
export const PIN_TEXT = { tooMany: 'You can pin up to 3 chats' } as const;

/**
 * PUT /api/conversations/{id}/preferences: any of them; null wallpaper is the default. Addition
 * (issue 31): `pinned`, the chat at the top of my list.
 */
export const chatPreferencesUpdateSchema = z
  .strictObject({
    muted: mutedSchema.optional(),
    wallpaper: wallpaperSchema.optional(),
    pinned: pinnedSchema.optional(),
  })
  .refine(
    (u) => u.muted !== undefined || u.wallpaper !== undefined || u.pinned !== undefined,
    'Nothing to change: send muted or wallpaper',
  );
export type ChatPreferencesUpdate = z.infer<typeof chatPreferencesUpdateSchema>;

/** One member's choices for one chat, as stored; also the live event to their devices. */
export const chatPreferencesSchema = z.object({
  conversationId: z.string(),
  muted: z.boolean(),
  /** A preset name; read tolerantly (a preset retired later shows the default). */
  wallpaper: z.string().nullable(),
  /** Addition (issue 31): pinned to the top of my list since then; null when not pinned. */
  pinnedAt: z.string().nullable().optional(),
});
export type ChatPreferences = z.infer<typeof chatPreferencesSchema>;

/** GET /api/conversations/{id}/search?q=: a case-insensitive piece of text. */
export const chatSearchQuerySchema = z.object({
  q: z
    .custom<string>((v) => typeof v === 'string' && v.trim() !== '', 'Search text is required')
    .transform((v) => v.trim())
    .refine(
      (v) => [...v].length <= CHAT_SEARCH_MAX_CHARS,
      `Search text must be at most ${CHAT_SEARCH_MAX_CHARS} characters`,
    )
    // Searched for in the database, whose text cannot hold NUL.
    .refine((v) => !v.includes('\u0000'), ERROR_TEXTS.invalidRequest),
});

/** One message that matched: where it is, and whether its words or its translation did. */
export interface ChatSearchHit {
  messageId: string;
  seq: number;
  senderId: string;
  createdAt: string;
  /** 'translation' when only the translation into the reader's language matched. */
  matched: 'original' | 'translation';
}

export interface ChatSearchResult {
  /** Oldest first, as the chat reads; the newest CHAT_SEARCH_HITS_MAX when there are more. */
  hits: ChatSearchHit[];
  /** True when older hits were left out. */
  truncated: boolean;
}

/** Contact info: a member as the chat's other members see them, with when they were last on. */
export const chatMemberSchema = userSchema.extend({
  /** Null while online, when never seen, or when either side keeps last seen private. */
  lastSeen: z.string().nullable(),
  joinedAt: z.string(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** GET /api/conversations/{id}/media?beforeSeq=: the chat's photos, newest first. */
export const chatMediaQuerySchema = z.object({
  beforeSeq: z.coerce.number().int().min(1).max(SEQ_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MEDIA_PAGE).default(CHAT_MEDIA_PAGE),
});
