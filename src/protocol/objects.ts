import { z } from 'zod';
import { IMAGE_MAX_BYTES, OBJECT_TEXT, VOICE_MAX_BYTES } from './objects-limits';
import { objectRefSchema } from './rich';

export * from './objects-limits';

/**
 * Issue 12: stored objects (photos, voice notes) behind `POST /api/objects?kind=`. The server
 * checks the bytes, never the name or the claimed type; what it keeps is described by
 * `ObjectUpload`, the 201 body of an upload.
 */

export const objectKindSchema = z.enum(['image', 'voice']);
export type ObjectKind = z.infer<typeof objectKindSchema>;

export const OBJECT_MAX_BYTES: Record<ObjectKind, number> = {
  image: IMAGE_MAX_BYTES,
  voice: VOICE_MAX_BYTES,
};

/**
 * Spec core 7: the live `message` event may carry an image as a data URL (`imageData`). It is
 * held to the same 5 MB as an upload: base64 takes 4 characters per 3 bytes, plus the prefix.
 */
export const IMAGE_DATA_MAX_CHARS = 100 + Math.ceil(IMAGE_MAX_BYTES / 3) * 4;

export const imageDataSchema = z.string().max(IMAGE_DATA_MAX_CHARS, OBJECT_TEXT.image.tooLarge);

/** The 201 body of `POST /api/objects`, and each item of the recent list. */
export const objectUploadSchema = z.object({
  ref: objectRefSchema,
  /** `/api/images/{ref}` for images, `/api/objects/{ref}` for others. */
  url: z.string(),
  kind: objectKindSchema,
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** `{url}?thumb=1`: a webp at most 480 px wide. */
  thumbUrl: z.string().optional(),
  durationMs: z.number().int().positive().optional(),
  /** Addition: when it was uploaded. */
  createdAt: z.string().optional(),
});
export type ObjectUpload = z.infer<typeof objectUploadSchema>;

/** `POST /api/objects?kind=` */
export const objectUploadQuerySchema = z.object({ kind: objectKindSchema });

/** `GET /api/objects/{ref}` and `GET /api/images/{ref}`. */
export const objectRefParamsSchema = z.object({ ref: objectRefSchema });
export const objectReadQuerySchema = z.object({ thumb: z.enum(['0', '1']).optional() });

/** How many recent objects the Photo Library asks for at most. */
export const OBJECT_RECENT_MAX = 100;
export const OBJECT_RECENT_DEFAULT = 30;

/**
 * `GET /api/objects/recent?kind=image`: my own, newest first. `source=generated`: only the
 * pictures the Image Playground made for me (its Gallery).
 */
export const objectRecentQuerySchema = z.object({
  kind: objectKindSchema.default('image'),
  source: z.enum(['generated']).optional(),
  limit: z.coerce.number().int().min(1).max(OBJECT_RECENT_MAX).optional(),
});

/** Where an object is read: images at the spec's images path (core 7), others beside them. */
export function objectUrl(kind: ObjectKind, ref: string): string {
  return kind === 'image' ? `/api/images/${ref}` : `/api/objects/${ref}`;
}
