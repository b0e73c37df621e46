import type { ImageStyle } from '../../../protocol';
import type { AvatarStyle } from '../../../protocol/avatar';
import { AVATAR_MAX_BYTES } from '../../../protocol/avatar';

/** Why a chosen file is refused before anything is sent. */
export type AvatarFileProblem = 'too_large' | 'invalid_type';

/**
 * A chosen file that is not a picture is refused ('invalid_type'). Its size is not: the crop
 * dialog draws it and only the 512 px square it makes is uploaded (about 40 KB), so a phone's
 * 8 MB photo is taken (issue 27: photos over 5 MB were refused). Any picture the browser can
 * open is taken.
 */
export function avatarFileProblem(file: { size: number; type: string }): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalid_type';
  return null;
}

/**
 * Spec secondary 5 and 8: what is uploaded is at most 5 MB ('File Too Large'), the server's
 * limit too; the square made by the crop always is, so this only guards the limit.
 */
export function avatarUploadProblem(square: { size: number }): AvatarFileProblem | null {
  return square.size > AVATAR_MAX_BYTES ? 'too_large' : null;
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
