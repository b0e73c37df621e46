import { z } from 'zod';
import type { RichShare } from './rich-share-build';
import { locationShare, songShare, stickerShare } from './rich-share-build';
import { songFind } from './songs';
import { stickerFind } from './stickers';

export * from './rich-share-build';

/**
 * Issue 12: stickers, shared songs and locations. Each carries little: which built-in sticker or
 * song, or where. The message is built from that alone (`richShareMessage`), by the client for
 * its pending bubble and again by the server for what it stores, so a client's own words
 * (a made-up song title, coordinates with 15 decimals) never reach anyone.
 */

export const stickerMetadataSchema = z
  .strictObject({
    set: z.enum(['emoji', 'memoji', 'sticker']),
    id: z.string().min(1).max(40),
  })
  .refine((m) => !!stickerFind(m.set, m.id), {
    message: 'is not a built-in sticker',
    path: ['id'],
  });

export const musicMetadataSchema = z
  .strictObject({
    // The client may send the whole song (contract); only its id is read.
    song: z.looseObject({ id: z.string().min(1).max(40) }),
  })
  .refine((m) => !!songFind(m.song.id), {
    message: 'is not a built-in song',
    path: ['song', 'id'],
  });

export const locationMetadataSchema = z.strictObject({
  latitude: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  /** Metres, as the browser reports it. */
  accuracy: z.number().min(0).max(1_000_000).optional(),
});

/**
 * The stored form of a sticker, music or location message, built from its metadata alone; null
 * for other types, or when the metadata is not valid (the send schema refuses it then).
 */
export function richShareMessage(messageType: string, metadata: unknown): RichShare | null {
  if (messageType === 'sticker') {
    const m = stickerMetadataSchema.safeParse(metadata);
    return m.success ? stickerShare(m.data.set, m.data.id) : null;
  }
  if (messageType === 'music') {
    const m = musicMetadataSchema.safeParse(metadata);
    return m.success ? songShare(m.data.song.id) : null;
  }
  if (messageType === 'location') {
    const m = locationMetadataSchema.safeParse(metadata);
    return m.success ? locationShare(m.data.latitude, m.data.longitude, m.data.accuracy) : null;
  }
  return null;
}

/** The types `richShareMessage` builds. */
export const RICH_SHARE_TYPES: ReadonlySet<string> = new Set(['sticker', 'music', 'location']);

export { musicMessageSong } from './message-read';
