/**
 * The most plaintext one push may carry: a push service need accept no more than 4,096 bytes of
 * body (RFC 8030 §7.2), and aes128gcm takes 86 of them for its header, 16 for the tag and 1 for
 * the padding delimiter (RFC 8291 §4 gives the same 3,993).
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3993;

/** Put where a shortened body was cut. */
const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The payload as JSON of at most `maxBytes` UTF-8 bytes. When it is longer, its `body` text is
 * shortened, with an ellipsis, to what fits: a notification is a preview of a message the app
 * shows whole once opened, and a cut preview says more than none (a push service refuses the
 * whole push with 413 when it is too long). It is cut between graphemes, so no emoji, flag or
 * letter with its marks is split. Null when even an empty body is too long, or there is no
 * `body` text to shorten.
 */
export function pushPayloadFit(
  payload: object,
  maxBytes: number = PUSH_PAYLOAD_MAX_BYTES,
): string | null {
  const whole = JSON.stringify(payload);
  if (utf8Length(whole) <= maxBytes) return whole;
  const body: unknown = (payload as { body?: unknown }).body;
  if (typeof body !== 'string') return null;
  const parts = Array.from(graphemes.segment(body), (s) => s.segment);
  const withBody = (kept: number) =>
    JSON.stringify({ ...payload, body: parts.slice(0, kept).join('').trimEnd() + ELLIPSIS });
  const fits = (kept: number) => utf8Length(withBody(kept)) <= maxBytes;
  if (!fits(0)) return null;
  // The most graphemes that fit: more never takes fewer bytes, so a binary search finds it.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return withBody(low);
}
