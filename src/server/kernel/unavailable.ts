/** What a client is told while a backend (the database) cannot be reached: HTTP 503. */
export const UNAVAILABLE = 'Service Unavailable';

/** Socket errors that mean the peer is gone or unreachable, not that the request was wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or refusing work: class 08 (connection exception),
 * shutdowns and "cannot connect now" (57P01-03), too many connections (53300), and a statement
 * cancelled by statement_timeout (57014: the database is too slow to answer now).
 */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]$|53300$|57014$)/;

/** node-postgres reports a lost or never-made connection only in words. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
];

/**
 * True when an error means the database is unreachable or not answering, so the
 * request may succeed later as it is: answered with 503, not 500. Ordinary query errors (a
 * constraint, bad SQL) stay what they are. Drizzle wraps driver errors: causes are followed.
 */
export function isUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
      return true;
    if (DRIVER_MESSAGES.some((re) => re.test(e instanceof Error ? e.message : ''))) return true;
    e = e.cause;
  }
  return false;
}
