/**
 * An object key: short segments of letters, digits, '.', '_' and '-' joined by '/', none of
 * them '.' or '..' and none starting with '.'. Keys are made by the server from random refs;
 * this check makes sure nothing else (a file name, a path) can ever reach a store.
 */
const KEY_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,3}$/;

export function objectKeyCheck(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  return key;
}

/** The byte range an HTTP `Range` header asks of an object of `size` bytes. */
export type RangeAsk =
  { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads `Range: bytes=a-b`, `bytes=a-` and `bytes=-n` (RFC 9110 14.1.2). A header that is not
 * one single byte range is ignored and the whole object served, as the RFC allows; a range
 * that starts past the end cannot be satisfied (416).
 */
export function rangeParse(header: string | undefined, size: number): RangeAsk {
  if (!header) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'range', start, end };
}
