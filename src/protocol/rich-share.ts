import { z } from 'zod';
import { songFind } from './songs';
import type { StickerSet } from './stickers';
import { stickerFind } from './stickers';

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

/** Spec core 3: a location is shown with 6 decimals, so it is stored with 6 too. */
export const LOCATION_DECIMALS = 6;

export const locationMetadataSchema = z.strictObject({
  latitude: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  /** Metres, as the browser reports it. */
  accuracy: z.number().min(0).max(1_000_000).optional(),
});

/** A sticker, song or location message's words and metadata, exactly as stored. */
export interface RichShare {
  content: string;
  metadata: Record<string, unknown>;
}

/** A sticker message: its emoji as words, the set and id as metadata. */
export function stickerShare(set: StickerSet, id: string): RichShare | null {
  const sticker = stickerFind(set, id);
  return sticker ? { content: sticker.emoji, metadata: { set, id } } : null;
}

/** A music message: "{title} — {artist}", and the song from the built-in list. */
export function songShare(id: string): RichShare | null {
  const song = songFind(id);
  return song
    ? { content: `${song.title} — ${song.artist}`, metadata: { song: { ...song } } }
    : null;
}

const round = (x: number, decimals: number) => {
  const f = 10 ** decimals;
  // `|| 0` turns -0 into 0, so '-0.000000' is never shown.
  return Math.round(x * f) / f || 0;
};

/** A location message: "{lat}, {lng}" with 6 decimals, and the same rounded numbers. */
export function locationShare(latitude: number, longitude: number, accuracy?: number): RichShare {
  const lat = round(latitude, LOCATION_DECIMALS);
  const lng = round(longitude, LOCATION_DECIMALS);
  const metadata: Record<string, unknown> = { latitude: lat, longitude: lng };
  // Metres to one decimal: finer is noise.
  if (accuracy !== undefined) metadata.accuracy = round(accuracy, 1);
  return {
    content: `${lat.toFixed(LOCATION_DECIMALS)}, ${lng.toFixed(LOCATION_DECIMALS)}`,
    metadata,
  };
}

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
