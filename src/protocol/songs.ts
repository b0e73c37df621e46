import { z } from 'zod';

export * from './songs-list';

/**
 * Spec core 3 'Song' and core 9: a song as the API carries it. The built-in songs are in
 * `songs-list.ts`; the server stores a shared song from that list by its id, never the title a
 * client sent.
 */
export const songSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  /** Length as shown, m:ss. */
  duration: z.string(),
  /** The cover picture's path. */
  cover: z.string(),
});

/**
 * Addition: `GET /api/music/recent`, the user's Recently Played. `shared` says whether the songs
 * are the ones they shared most recently (newest first) or, having shared none, the spec's
 * sample recent songs.
 */
export const recentSongsSchema = z.object({
  songs: z.array(songSchema),
  shared: z.boolean(),
});
export type RecentSongs = z.infer<typeof recentSongsSchema>;
