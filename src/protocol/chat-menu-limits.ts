/**
 * The chat header menu's numbers and names, apart from its schemas (`chat-menu.ts`): the chat
 * view needs these but not zod.
 */

/**
 * Chat menu 'Wallpaper': the presets a member may pick for a chat. No preset (null) is the app's
 * own background. Stored by name, so a preset's colours can change without touching the data.
 */
export const WALLPAPERS = [
  'sky',
  'mint',
  'peach',
  'lavender',
  'sunset',
  'ocean',
  'forest',
  'rose',
] as const;
export type Wallpaper = (typeof WALLPAPERS)[number];

/** 'Search in this chat': longest query; a sentence is plenty to find a message by. */
export const CHAT_SEARCH_MAX_CHARS = 100;

/**
 * Most hits one search returns, the newest ones: more than anyone steps through with up and
 * down, and the answer stays small (a one-letter query in a long chat would match thousands).
 */
export const CHAT_SEARCH_HITS_MAX = 200;

/** Contact info's shared photos: one page, newest first, a few screens of thumbnails. */
export const CHAT_MEDIA_PAGE = 60;
