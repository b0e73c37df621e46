import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../../../protocol';
import { IMAGE_MAX_PIXELS, imageFormatOf } from '../objects/image-check';

/**
 * The avatar kept for a picture: a square of AVATAR_SIZE_PX, cut from the middle when the
 * picture is not square (the client crops already; this holds for any caller), turned upright,
 * the first frame of an animation, as WebP with no metadata. Null when it is not a JPEG, PNG,
 * GIF or WebP that decodes within the pixel limit.
 *
 * The first bytes are checked before sharp sees the file, as for chat photos
 * (`objects/image-check.ts`): its other loaders (SVG, PDF, TIFF…) never parse what was sent.
 */
export async function avatarSquare(input: Buffer): Promise<Buffer | null> {
  const format = imageFormatOf(input);
  if (!format) return null;
  try {
    const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;
    const meta = await sharp(input, options).metadata();
    if (meta.format !== format) return null;
    return await sharp(input, options)
      .autoOrient()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    // Truncated, corrupt, or over the pixel limit: not a picture we can show.
    return null;
  }
}
