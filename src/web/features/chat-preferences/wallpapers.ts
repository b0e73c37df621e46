import type { CSSProperties } from 'react';
import type { Wallpaper } from '../../../protocol/chat-menu-limits';
import { WALLPAPERS } from '../../../protocol/chat-menu-limits';

/**
 * How each wallpaper preset looks: light, soft gradients, so the bubbles, day labels and the
 * empty chat's text read on every one of them as they do on the default.
 */
const BACKGROUNDS: Record<Wallpaper, string> = {
  sky: 'linear-gradient(180deg, #e0f2fe 0%, #f0f9ff 55%, #ffffff 100%)',
  mint: 'linear-gradient(160deg, #d1fae5 0%, #ecfdf5 60%, #f8fffb 100%)',
  peach: 'linear-gradient(160deg, #ffe4d6 0%, #fff1ea 60%, #fffaf6 100%)',
  lavender: 'linear-gradient(160deg, #ede9fe 0%, #f5f3ff 60%, #fdfcff 100%)',
  sunset: 'linear-gradient(180deg, #fde68a 0%, #fecaca 55%, #fbcfe8 100%)',
  ocean: 'linear-gradient(180deg, #a5f3fc 0%, #bae6fd 50%, #c7d2fe 100%)',
  forest: 'linear-gradient(170deg, #bbf7d0 0%, #d9f99d 55%, #ecfccb 100%)',
  rose: 'linear-gradient(160deg, #fecdd3 0%, #fce7f3 60%, #fff1f2 100%)',
};

/** True for a name this client has a preset for. */
export function wallpaperKnown(name: string | null | undefined): name is Wallpaper {
  return !!name && (WALLPAPERS as readonly string[]).includes(name);
}

/**
 * The chat background's style for a stored choice; undefined for the default (the chat's own
 * `chat-wallpaper` look), and for a preset this client does not know.
 */
export function wallpaperStyle(name: string | null | undefined): CSSProperties | undefined {
  if (!wallpaperKnown(name)) return undefined;
  // One gradient over the whole area: the default's dot pattern sets a tile size, not wanted here.
  return {
    backgroundImage: BACKGROUNDS[name],
    backgroundSize: '100% 100%',
    backgroundPosition: '0 0',
  };
}

/** The catalog id of each preset's name (whole literals, for the catalog check). */
export const WALLPAPER_NAME_IDS: Record<Wallpaper, string> = {
  sky: 'chat-preferences.wallpaperSky',
  mint: 'chat-preferences.wallpaperMint',
  peach: 'chat-preferences.wallpaperPeach',
  lavender: 'chat-preferences.wallpaperLavender',
  sunset: 'chat-preferences.wallpaperSunset',
  ocean: 'chat-preferences.wallpaperOcean',
  forest: 'chat-preferences.wallpaperForest',
  rose: 'chat-preferences.wallpaperRose',
};
