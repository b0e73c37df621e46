import { sql } from 'drizzle-orm';
import type { RecentSongs, Song } from '../../../protocol';
import { RECENT_SONGS_MAX, SAMPLE_RECENT_SONGS, songFind } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';

/**
 * Share Music's Recently Played: the songs the user shared most recently, each once, newest
 * first, taken from their own music messages that still stand (an unsent share does not
 * count). Someone who has shared none sees the spec's 3 sample recent songs (core 9).
 */
export async function musicRecent(ctx: AppContext, userId: string): Promise<RecentSongs> {
  // The partial index messages_music_sender_idx keeps this to the user's own music messages.
  const rows = await dbRows<{ id: string | null }>(
    ctx.db,
    sql`select metadata->'song'->>'id' as id
        from messages
        where sender_id = ${userId} and message_type = 'music' and deleted_at is null
        group by 1
        order by max(created_at) desc, 1
        limit ${RECENT_SONGS_MAX}`,
  );
  const songs = rows.map((r) => (r.id ? songFind(r.id) : undefined)).filter((s): s is Song => !!s);
  if (songs.length === 0) return { songs: [...SAMPLE_RECENT_SONGS], shared: false };
  return { songs, shared: true };
}
