import { z } from 'zod';

/** Spec core 3 'Image styles', in the spec's order. */
export const IMAGE_STYLES = [
  'realistic',
  'cartoon',
  'anime',
  'digital_art',
  'oil_painting',
  'watercolor',
  'sketch',
  'vintage',
] as const;
export const imageStyleSchema = z.enum(IMAGE_STYLES, {
  error: `Style must be one of ${IMAGE_STYLES.join(', ')}`,
});
export type ImageStyle = z.infer<typeof imageStyleSchema>;

/** As long as an image message's `metadata.prompt` may be (rich.ts), so the prompt fits there. */
export const IMAGE_PROMPT_MAX_CHARS = 1_000;

/** Spec core 5: 'Image prompt is required (trimmed)'; the words are ours, the spec gives none. */
export const IMAGE_PROMPT_REQUIRED = 'Please enter a prompt';

/** Spec core 5: 'Generation is blocked while one is running', said by the server as a 409. */
export const IMAGE_GENERATION_BUSY = 'An image is already being generated. Please wait for it.';

/** Spec core 7 POST /api/generate-image. */
export const generateImageRequestSchema = z.object({
  // A missing prompt is a blank one: the same words either way.
  prompt: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: IMAGE_PROMPT_REQUIRED })
      .trim()
      .min(1, IMAGE_PROMPT_REQUIRED)
      .max(IMAGE_PROMPT_MAX_CHARS, `Prompt must be at most ${IMAGE_PROMPT_MAX_CHARS} characters`),
  ),
  style: imageStyleSchema,
  userId: z.string({ error: 'userId is required' }).min(1).max(100),
});
export type GenerateImageRequest = z.infer<typeof generateImageRequestSchema>;

/**
 * The reply: the spec's `imageUrl` (`/api/images/{ref}`, readable by its owner at once and by a
 * chat's members once sent there) plus `ref`, the object an image message refers to.
 */
export const generateImageResponseSchema = z.object({
  imageUrl: z.string(),
  ref: z.string(),
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;
