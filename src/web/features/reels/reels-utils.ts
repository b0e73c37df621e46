import type { VideoFeedFilter, VideoReaction } from '../../../protocol/video-social';

/** Spec secondary 'Videos / Reels feed' and 9: a reel shows at most its first 2 hashtags. */
export const REEL_HASHTAGS_SHOWN = 2;

/** Spec secondary 'Videos / Reels feed': the like button's long press, in ms. */
export const REEL_LONG_PRESS_MS = 500;

/**
 * Reels asked for at a time: each fills the screen, so ten is minutes of watching, and the next
 * page is asked for {@link REEL_PREFETCH_AHEAD} reels before the end, before anyone gets there.
 */
export const REEL_PAGE_SIZE = 10;
export const REEL_PREFETCH_AHEAD = 3;

/** A description longer than this (or of several lines) is clamped, with 'more' to open it. */
export const REEL_DESCRIPTION_CLAMP_CHARS = 90;

/** The first hashtags a reel shows, each once and without its '#' (the chip draws one). */
export function reelHashtagsShown(hashtags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of hashtags) {
    const tag = raw.replace(/^#+/, '').trim();
    if (!tag || out.includes(tag)) continue;
    out.push(tag);
    if (out.length === REEL_HASHTAGS_SHOWN) break;
  }
  return out;
}

/** The address that opens the feed at one video (Share copies it). */
export function reelShareUrl(origin: string, videoId: string): string {
  return `${origin}/videos?v=${encodeURIComponent(videoId)}`;
}

/** The video a `?v=` address asks for, or null. */
export function reelTargetFromSearch(search: string): string | null {
  const v = new URLSearchParams(search).get('v');
  return v ? v : null;
}

/**
 * Spec secondary 'Videos / Reels feed': in the comment box Enter sends, Shift+Enter makes a new
 * line. A key that finishes an input method's composition (Japanese, Chinese) is neither.
 */
export function commentKeyIntent(key: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'newline' | null {
  if (key.key !== 'Enter' || key.isComposing) return null;
  return key.shiftKey ? 'newline' : 'send';
}

/** The feed's filters' labels (catalog ids), in the spec's order. */
export const REEL_FILTER_LABEL_IDS: Record<VideoFeedFilter, string> = {
  all: 'reels.filterAll',
  trending: 'reels.filterTrending',
  recent: 'reels.filterRecent',
  following: 'reels.filterFollowing',
};

/** Each reaction's name for assistive technology (catalog ids). */
export const REEL_REACTION_LABEL_IDS: Record<VideoReaction, string> = {
  heart: 'reels.reactionHeart',
  heart_eyes: 'reels.reactionHeartEyes',
  laughing: 'reels.reactionLaughing',
  crying: 'reels.reactionCrying',
  surprised: 'reels.reactionSurprised',
  clapping: 'reels.reactionClapping',
};

/** What the feed says when a filter has no videos (catalog ids). */
export const REEL_EMPTY_IDS: Record<VideoFeedFilter, { title: string; body: string }> = {
  all: { title: 'reels.emptyAllTitle', body: 'reels.emptyAllBody' },
  trending: { title: 'reels.emptyTrendingTitle', body: 'reels.emptyTrendingBody' },
  recent: { title: 'reels.emptyRecentTitle', body: 'reels.emptyRecentBody' },
  following: { title: 'reels.emptyFollowingTitle', body: 'reels.emptyFollowingBody' },
};

/** Saves a file the server offers as an attachment, as a click on a download link would. */
export function fileSave(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}
