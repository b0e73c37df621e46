import { PictureTooLarge, pictureFit, pictureFormatRead } from '../media/picture-fit';
import type { PhotoProblem } from './photo-rules';
import { IMAGE_MAX_BYTES, PHOTO_TYPES, photoFileProblem } from './photo-rules';

/** What a picked, pasted, dropped, captured or sample file comes to before it is shown or sent. */
export type PhotoChecked = { ok: true; blob: Blob } | { ok: false; problem: PhotoProblem };

/**
 * Spec core 5's early refusal, then the bytes: a file the browser types as something else than
 * our four picture types is 'Invalid file type'; one whose bytes are no PNG, JPEG, GIF or WebP
 * (a text file named .png) is 'Not a picture', before any preview; a GIF over 5 MB cannot be
 * made smaller without losing its animation, so it is 'File too large' at once.
 */
export async function photoCheck(blob: Blob): Promise<PhotoProblem | null> {
  if (blob.type && !PHOTO_TYPES.includes(blob.type.toLowerCase())) return 'invalid_file_type';
  const format = await pictureFormatRead(blob);
  if (!format) return 'not_a_picture';
  if (format === 'gif' && blob.size > IMAGE_MAX_BYTES) return 'file_too_large';
  return null;
}

/**
 * The picture as it is sent: checked by its bytes, then made to fit (media/picture-fit.ts:
 * upright, at most 2048 px, metadata dropped, under 5 MB), so a phone's 8 MB photo goes. What
 * cannot be made to fit (a GIF over the limit) is refused with the spec's 'File too large'.
 */
export async function photoPrepare(blob: Blob): Promise<PhotoChecked> {
  const refused = await photoCheck(blob);
  if (refused) return { ok: false, problem: refused };
  const format = (await pictureFormatRead(blob))!;
  let fitted: Blob;
  try {
    fitted = await pictureFit(blob, format);
  } catch (err) {
    return {
      ok: false,
      problem: err instanceof PictureTooLarge ? 'file_too_large' : 'not_a_picture',
    };
  }
  // Sent as it is: its type is what its bytes are, not what the name said.
  const typed = fitted === blob ? new Blob([blob], { type: `image/${format}` }) : fitted;
  const problem = photoFileProblem(typed);
  return problem ? { ok: false, problem } : { ok: true, blob: typed };
}
