import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * The shortest reading window a burner message gets once read (issue 27, point 5): long enough
 * to take in a short line and to notice it is about to go, short enough that a secret does not
 * linger on a screen left open.
 */
export const BURNER_READ_MIN_MS = 10_000;
/**
 * Characters a second at a normal reading pace: about 180 words a minute in English, slower than
 * most adults read, so a long message is never cut off mid-sentence (10,000 characters get 11 min).
 */
export const BURNER_READ_CHARS_PER_S = 15;

/** The reading window of a burner message of `chars` characters (and a voice note's length). */
export function burnerReadingMs(chars: number, voiceMs = 0): number {
  return (
    Math.max(BURNER_READ_MIN_MS, Math.ceil((chars * 1000) / BURNER_READ_CHARS_PER_S)) + voiceMs
  );
}

/**
 * {@link burnerReadingMs} in SQL, as an interval, for the messages row `m`: the same formula,
 * so the server's clock and the database agree. A voice note adds its own length.
 */
export function burnerReadingSql(): SQL {
  // Constants written out: bound parameters would leave their types to the planner's guess.
  const min = sql.raw(String(BURNER_READ_MIN_MS));
  const cps = sql.raw(String(BURNER_READ_CHARS_PER_S));
  return sql`((greatest(${min}, ceil(length(m.content) * 1000.0 / ${cps}))
    + case when m.message_type = 'voice' then coalesce((m.metadata->>'durationMs')::int, 0) else 0 end)
    )::float8 * interval '1 millisecond'`;
}
