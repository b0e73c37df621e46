import { songFind } from './songs-list';
import type { StickerSet } from './stickers';
import { stickerFind } from './stickers';

/**
 * Issue 12: a sticker, song or location message built from what it carries (`rich-share.ts`
 * checks that with its schemas). Apart from them: the web client's chat builds its pending
 * bubble with these, and must not download the schema library for that.
 */

/** Spec core 3: a location is shown with 6 decimals, so it is stored with 6 too. */
export const LOCATION_DECIMALS = 6;

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
