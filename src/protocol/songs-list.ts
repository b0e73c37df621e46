/**
 * Spec core 3 'Song' and core 9: 8 built-in sample songs, 5 trending and 3 recent. Made-up titles
 * and artists with covers drawn for the app and shipped with it (`/music/covers/`). Apart from
 * their schema (`songs.ts`): the web client's chat shows and shares them without downloading
 * the schema library.
 */

/** A built-in song. */
export interface Song {
  id: string;
  title: string;
  artist: string;
  /** Length as shown, m:ss. */
  duration: string;
  /** The cover picture's path. */
  cover: string;
}

function song(id: string, title: string, artist: string, duration: string): Song {
  return { id, title, artist, duration, cover: `/music/covers/${id}.svg` };
}

/** Spec core 9: the 5 trending songs, in the tab's order. */
export const TRENDING_SONGS: readonly Song[] = [
  song('neon-skyline', 'Neon Skyline', 'Luna Vega', '3:24'),
  song('golden-hour', 'Golden Hour Drive', 'Coastal Echoes', '3:51'),
  song('paper-planes', 'Paper Planes', 'Mika & the Moths', '2:58'),
  song('lisbon-nights', 'Midnight in Lisbon', 'Sol Amado', '4:07'),
  song('electric-hearts', 'Electric Hearts', 'NOVA K', '3:12'),
];

/** Spec core 9: the 3 recent sample songs, shown until the user has shared songs of their own. */
export const SAMPLE_RECENT_SONGS: readonly Song[] = [
  song('slow-sunday', 'Slow Sunday', 'Juniper Lane', '3:45'),
  song('cherry-rain', 'Cherry Blossom Rain', 'Hana Mori', '4:20'),
  song('desert-roads', 'Desert Roads', 'The Wandering Kind', '3:33'),
];

export const SONGS: readonly Song[] = [...TRENDING_SONGS, ...SAMPLE_RECENT_SONGS];

/** The built-in song with this id, or undefined. */
export function songFind(id: string): Song | undefined {
  return SONGS.find((s) => s.id === id);
}

/** Share Music's search: title or artist, case-insensitive; a blank search keeps every song. */
export function songMatches(s: Song, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return s.title.toLocaleLowerCase().includes(q) || s.artist.toLocaleLowerCase().includes(q);
}

/** Most songs 'Recently Played' lists: every built-in song fits. */
export const RECENT_SONGS_MAX = 8;
