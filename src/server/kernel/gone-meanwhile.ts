/** SQLSTATE 23503, foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * True when a write pointed at a row that was deleted while the request ran (an account, a
 * conversation): PostgreSQL refuses the insert or update with a foreign-key violation. The
 * writes that point at people check and hold them first (`usersHeld`); this answers 404 for any
 * that does not, never 500. A delete refused because a row is still referenced is not this.
 * node-postgres reports the SQLSTATE as `code`; Drizzle wraps driver errors, so causes are
 * followed.
 */
export function isGoneMeanwhile(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === FOREIGN_KEY_VIOLATION) return e.message.startsWith('insert or update on table');
    e = e.cause;
  }
  return false;
}
