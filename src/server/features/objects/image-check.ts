import sharp from 'sharp';
import type { Sharp } from 'sharp';

/**
 * Most pixels a photo may have (all frames of an animation together): a 48-megapixel phone photo
 * fits, while a small file declaring 30000x30000 (a decompression bomb, 900 million pixels and
 * 3.6 GB once decoded) is refused before anything is decoded. Decoding 50 million pixels takes
 * about 200 MB for a moment.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Thumbnails: as wide as a chat bubble on a large phone at 2x, never taller than 3 widths. */
const THUMB_WIDTH = 480;
const THUMB_MAX_HEIGHT = 1440;

type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The four formats a chat photo may be, by their first bytes; null for anything else. */
export function imageFormatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface CheckedImage {
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
  thumb: Buffer;
}

/**
 * Checks an uploaded photo by its bytes and makes what is stored of it: the picture re-encoded in
 * its own format with its orientation applied and every metadata block dropped (EXIF with GPS
 * position, XMP, IPTC, comments), and a webp thumbnail. Re-encoding also drops anything
 * hidden after or inside the picture. Returns null when it is not a JPEG, PNG, GIF or WebP that
 * decodes, or when it has more than IMAGE_MAX_PIXELS.
 *
 * The first bytes are checked before sharp sees the file, so its other loaders (SVG, PDF, TIFF…)
 * never parse what a client sent.
 */
export async function imageCheck(input: Buffer): Promise<CheckedImage | null> {
  const format = imageFormatOf(input);
  if (!format) return null;
  try {
    const meta = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (meta.format !== format) return null;
    const frames = meta.pages ?? 1;
    const frameHeight = meta.pageHeight ?? meta.height;
    // The header is trusted for the size: decoding is what the limit protects.
    if (meta.width * frameHeight * frames > IMAGE_MAX_PIXELS) return null;
    const animated = frames > 1;
    const options = { limitInputPixels: IMAGE_MAX_PIXELS, animated, failOn: 'error' } as const;
    // Animations carry no orientation; a still picture is turned the way its EXIF says.
    const base = animated ? sharp(input, options) : sharp(input, options).autoOrient();
    const full = await encode(base.clone(), format, meta.isPalette).toBuffer({
      resolveWithObject: true,
    });
    const thumb = await sharp(full.data, { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize({
        width: THUMB_WIDTH,
        height: THUMB_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      bytes: full.data,
      mimeType: `image/${format}`,
      width: full.info.width,
      height: full.info.pageHeight ?? full.info.height,
      thumb,
    };
  } catch {
    // Truncated, corrupt, or refused by sharp's own limits: not a picture we can show.
    return null;
  }
}

/** The same format out as in; sharp writes no metadata unless asked, which is the point. */
function encode(image: Sharp, format: ImageFormat, isPalette: boolean): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 88 });
    case 'png':
      return image.png({ palette: isPalette });
    case 'webp':
      return image.webp({ quality: 88 });
    case 'gif':
      return image.gif();
  }
}
