import { IMAGE_MAX_BYTES } from '../../../protocol';

/** The four picture formats the server stores, told by their first bytes (as it does). */
export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** How many first bytes {@link pictureFormatOf} needs. */
export const PICTURE_HEAD_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * A picture's format by its magic numbers, whatever its name or type claims (a text file named
 * .png is not a picture); null for anything else. The server's `imageFormatOf`, for the browser.
 */
export function pictureFormatOf(head: Uint8Array): PictureFormat | null {
  if (head.length < PICTURE_HEAD_BYTES) return null;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((b, i) => head[i] === b)) return 'png';
  const gif = latin1(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Reads a file's first bytes and tells its picture format (null: not a picture). */
export async function pictureFormatRead(blob: Blob): Promise<PictureFormat | null> {
  try {
    const head = new Uint8Array(await blob.slice(0, PICTURE_HEAD_BYTES).arrayBuffer());
    return pictureFormatOf(head);
  } catch {
    return null;
  }
}

/**
 * Longest side a photo is sent at: sharper than any phone screen shows it in full, and a 12 MP
 * camera photo (4000x3000, 4-8 MB) comes to well under 1 MB.
 */
export const PICTURE_MAX_SIDE = 2048;

/** Encoder qualities tried in turn until the picture fits the limit. */
export const PICTURE_QUALITIES = [0.88, 0.8, 0.7, 0.6, 0.5] as const;

/** Each further try shrinks the sides by this much (only for pictures that still do not fit). */
const SHRINK = 0.75;
const SHRINK_TRIES = 4;

/** The size a picture is drawn at: its own, or its longest side brought down to `maxSide`. */
export function pictureTargetSize(
  width: number,
  height: number,
  maxSide: number = PICTURE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether a picture is redrawn before it goes: every JPEG and WebP (a camera's EXIF, with its
 * GPS position, never leaves the device; the drawing applies the EXIF orientation), and a PNG
 * too large or too big to send as it is. A GIF goes as it is, to keep its animation: one over
 * the limit is refused.
 */
export function pictureNeedsRedraw(
  format: PictureFormat,
  bytes: number,
  size: { width: number; height: number },
): boolean {
  if (format === 'gif') return false;
  if (format === 'jpeg' || format === 'webp') return true;
  return bytes > IMAGE_MAX_BYTES || Math.max(size.width, size.height) > PICTURE_MAX_SIDE;
}

/** Even small and at the lowest quality, the picture stays over the limit. */
export class PictureTooLarge extends Error {
  constructor() {
    super('The picture does not fit under the limit');
    this.name = 'PictureTooLarge';
  }
}

/** A canvas's picture as a file of this type and quality (null: the browser could not). */
function canvasBlob(
  canvas: HTMLCanvasElement,
  type: string,
  quality: number,
): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Makes a picture fit to send (issue 27: photos over 5 MB were refused, and most phone cameras
 * make them): drawn upright (`imageOrientation: 'from-image'`), its longest side at most
 * PICTURE_MAX_SIDE, and encoded again as JPEG (WebP for a PNG or WebP, which keeps
 * transparency), stepping the quality down, then the size, until it is under IMAGE_MAX_BYTES.
 * Drawing drops every metadata block, EXIF and its GPS position included. A picture that needs
 * none of it comes back as it is. The server keeps its own 5 MB limit and checks the bytes again.
 */
export async function pictureFit(blob: Blob, format: PictureFormat): Promise<Blob> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    if (!pictureNeedsRedraw(format, blob.size, bitmap)) return blob;
    const type = format === 'jpeg' ? 'image/jpeg' : 'image/webp';
    let size = pictureTargetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    for (let attempt = 0; attempt <= SHRINK_TRIES; attempt++) {
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of PICTURE_QUALITIES) {
        const out = await canvasBlob(canvas, type, quality);
        // A browser without a WebP encoder gives PNG back: JPEG then, which every one has.
        const made =
          out && out.type !== type && type === 'image/webp'
            ? await canvasBlob(canvas, 'image/jpeg', quality)
            : out;
        if (made && made.size <= IMAGE_MAX_BYTES) return made;
      }
      size = { width: Math.round(size.width * SHRINK), height: Math.round(size.height * SHRINK) };
    }
    throw new PictureTooLarge();
  } finally {
    bitmap.close();
  }
}
