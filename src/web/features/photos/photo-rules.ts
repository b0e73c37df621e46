import type { Message } from '../../../protocol';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../protocol';
import { imageCaption } from '../../../protocol/message-words';

/** Spec core 5 and 9: at most 5 MB, the server's limit too (src/protocol/objects.ts). */
export { IMAGE_MAX_BYTES };

/**
 * Why a file cannot be sent as a photo: the server's reason codes, checked early, and
 * `not_a_picture` for a file whose bytes are no picture whatever its name says.
 */
export type PhotoProblem = 'invalid_file_type' | 'file_too_large' | 'not_a_picture';

/**
 * The picture types the server stores (it checks the bytes). Others that call themselves images
 * (SVG, a document that can carry script; HEIC; BMP) are refused here at once rather than after
 * their upload.
 */
export const PHOTO_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/**
 * The first problem of a file picked, pasted or dropped as a photo (spec core 5), or null. The
 * type is the browser's claim from the name; the server checks the bytes.
 */
export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!PHOTO_TYPES.includes(file.type.toLowerCase())) return 'invalid_file_type';
  if (file.size > IMAGE_MAX_BYTES) return 'file_too_large';
  return null;
}

/** The image files among those given (paste and drop carry any kind of file). */
export function imageFilesOf(files: Iterable<File>): File[] {
  return [...files].filter((f) => f.type.toLowerCase().startsWith('image/'));
}

export interface DisplaySize {
  width: number;
  height: number;
}

/** The photo's box in a bubble: the bubble is at most about 280px wide on a phone. */
export const PHOTO_BOX = { maxWidth: 248, maxHeight: 320, min: 96 } as const;

/**
 * The size a photo is shown at in the chat, from its real width and height, so its box is
 * right before a byte of it arrives and the list never jumps. Small pictures are enlarged at
 * most twice; very long or very wide ones are cropped to at least `min` on their short side.
 * Without a size (old messages), a 4:3 box.
 */
export function imageDisplaySize(
  width: number | undefined,
  height: number | undefined,
  box: { maxWidth: number; maxHeight: number; min: number } = PHOTO_BOX,
): DisplaySize {
  if (!width || !height || width <= 0 || height <= 0) {
    return { width: box.maxWidth, height: Math.round((box.maxWidth * 3) / 4) };
  }
  const scale = Math.min(box.maxWidth / width, box.maxHeight / height, 2);
  return {
    width: Math.max(box.min, Math.round(width * scale)),
    height: Math.max(box.min, Math.round(height * scale)),
  };
}

/** What an image message shows, read defensively from its content and metadata. */
export interface ImageMessageView {
  /** The full picture, or null while ours is still uploading. */
  src: string | null;
  /** The small one for the bubble (`?thumb=1`), or the full one where there is none. */
  thumb: string | null;
  width: number | undefined;
  height: number | undefined;
  caption: string | undefined;
  /** The picture's bytes, when the server said (what a held-back photo would download). */
  size?: number;
}

const positive = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;

/**
 * Reads an image message. Only pictures of our own server (`/api/images/...`) or inline
 * `data:image/` content (messages from before object storage) are shown: never an outside
 * address a sender typed in.
 */
export function imageMessageRead(message: Pick<Message, 'content' | 'metadata'>): ImageMessageView {
  const meta = message.metadata ?? {};
  // The same caption the server detects and translates (src/protocol/message-words.ts).
  const caption = imageCaption(meta) ?? undefined;
  const width = positive(meta.width);
  const height = positive(meta.height);
  const content = message.content;
  if (content.startsWith('data:image/')) {
    return { src: content, thumb: content, width, height, caption };
  }
  if (content.startsWith('/api/images/')) {
    const thumbUrl = meta.thumbUrl;
    const thumb =
      typeof thumbUrl === 'string' && thumbUrl.startsWith('/api/images/')
        ? thumbUrl
        : `${content}?thumb=1`;
    const size = positive(meta.size);
    return { src: content, thumb, width, height, caption, ...(size ? { size } : {}) };
  }
  return { src: null, thumb: null, width, height, caption };
}

/** A file name for a download: `allo-photo-<ref or time>.<ext>`. */
export function photoFileName(src: string, mimeType?: string, now = new Date()): string {
  const ext =
    mimeType
      ?.split('/')[1]
      ?.replace('jpeg', 'jpg')
      .replace(/[^a-z0-9]/g, '') || 'jpg';
  const ref = /\/api\/images\/([A-Za-z0-9-]+)/.exec(src)?.[1];
  const stamp = now.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return `allo-photo-${ref ?? stamp}.${ext}`;
}
