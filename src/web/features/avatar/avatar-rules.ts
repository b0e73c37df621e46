import type { ImageStyle } from '../../../protocol';
import type { AvatarStyle } from '../../../protocol/avatar';
import { AVATAR_MAX_BYTES } from '../../../protocol/avatar';

/** Why a chosen file is refused before anything is sent. */
export type AvatarFileProblem = 'too_large' | 'invalid_type';

/**
 * Spec secondary 5 and 8: a file over 5 MB is refused ('File Too Large'); so is one that is not
 * a picture. Any picture the browser can open is taken: the crop dialog draws it, and the
 * square it makes is what is uploaded.
 */
export function avatarFileProblem(file: { size: number; type: string }): AvatarFileProblem | null {
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  if (!file.type.startsWith('image/')) return 'invalid_type';
  return null;
}

/**
 * How the image generator (one of its eight styles, spec core 3) paints each of the four avatar
 * styles (spec secondary 3): the nearest of its styles, words added to the prompt, and for
 * pixel art a last step in the browser that makes the picture a grid of blocks.
 */
export const AVATAR_STYLE_LOOK: Record<
  AvatarStyle,
  { generator: ImageStyle; words: string; pixelCells: number | null }
> = {
  realistic: { generator: 'realistic', words: 'realistic portrait', pixelCells: null },
  cartoon: { generator: 'cartoon', words: 'cartoon character portrait', pixelCells: null },
  abstract: { generator: 'digital_art', words: 'abstract shapes and colours', pixelCells: null },
  // 32 blocks across: the look of a 32x32 game sprite.
  pixel: { generator: 'digital_art', words: 'pixel art', pixelCells: 32 },
};

/** Most characters of the person's own words; the style's words fit within the generator's 1000. */
export const AVATAR_PROMPT_MAX = 500;

/**
 * The prompt sent for an avatar: the person's words (spec secondary 5: non-blank once trimmed;
 * null when blank) and the style's, as a square portrait.
 */
export function avatarPrompt(prompt: string, style: AvatarStyle): string | null {
  const own = prompt.trim().slice(0, AVATAR_PROMPT_MAX);
  if (!own) return null;
  return `${own}, ${AVATAR_STYLE_LOOK[style].words}, square avatar`;
}
