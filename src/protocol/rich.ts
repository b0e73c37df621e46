import { z } from 'zod';
import { locationMetadataSchema, musicMetadataSchema, stickerMetadataSchema } from './rich-share';

/**
 * Issue 12: what a message of each rich type carries in `metadata`, checked on every send (HTTP
 * and live alike) so a client cannot store what the chat cannot show. Each type's owner file
 * refines its own schema; this map is what the send schema looks up.
 */

/** A stored object's reference: letters, digits and '-' (never a path). */
export const objectRefSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid object reference');

/** Image and voice messages point at an object the sender uploaded (`POST /api/objects`). */
export const imageMetadataSchema = z.object({
  objectRef: objectRefSchema,
  caption: z.string().max(1_000).optional(),
  /** Where it came from, for the Photo Library's Recent tab and the Image Playground. */
  source: z.enum(['upload', 'camera', 'library', 'generated']).optional(),
  prompt: z.string().max(1_000).optional(),
  style: z.string().max(40).optional(),
});

/** Spec core 9: a voice note is at most 300 s. */
export const VOICE_MAX_SECONDS = 300;

export const voiceMetadataSchema = z.object({
  objectRef: objectRefSchema,
  durationMs: z
    .number()
    .int()
    .positive()
    .max(VOICE_MAX_SECONDS * 1000 + 1_000),
  /** Loudness bars for the player, 0..1. */
  waveform: z.array(z.number().min(0).max(1)).max(64).optional(),
});

/** The metadata each rich type must carry. Types not listed keep free metadata. */
export const RICH_METADATA: Partial<Record<string, z.ZodType>> = {
  image: imageMetadataSchema,
  voice: voiceMetadataSchema,
  sticker: stickerMetadataSchema,
  music: musicMetadataSchema,
  location: locationMetadataSchema,
};

/** The first problem of a rich message's metadata, in plain words; null when it is fine. */
export function richMetadataProblem(messageType: string, metadata: unknown): string | null {
  const schema = RICH_METADATA[messageType];
  if (!schema) return null;
  const result = schema.safeParse(metadata);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return `Invalid ${messageType} message: ${issue.path.join('.') || 'metadata'} ${issue.message}`;
}
