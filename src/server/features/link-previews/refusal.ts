/**
 * Why a link got no preview. Callers log the reason and show nothing; none of them is an error
 * of ours to report to the sender.
 *
 * - `url`: not a URL at all.
 * - `scheme`: not http or https (file:, ftp:, data:, gopher:, javascript:…), first or redirected to.
 * - `credentials`: the URL carries a user name or password.
 * - `address`: the host is, or resolves to, an address that is not public unicast.
 * - `redirects`: more redirects than the fetcher follows.
 * - `timeout`: the whole fetch, or one connection attempt, took too long.
 * - `too-large`: an image over its cap (pages are cut, not refused).
 * - `not-html`, `not-image`: the answer's content type is not one we read.
 * - `encoding`: a content-encoding we do not decode, or a compressed body that does not decode.
 * - `status`: an answer other than 200 or a redirect with a Location.
 * - `network`: DNS found nothing, the connection failed or was cut.
 */
export type LinkPreviewRefusalReason =
  | 'url'
  | 'scheme'
  | 'credentials'
  | 'address'
  | 'redirects'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'not-image'
  | 'encoding'
  | 'status'
  | 'network';

/** A refused preview as `previewFetch` returns it: the reason, and a detail for the log. */
export interface LinkPreviewRefusal {
  refused: LinkPreviewRefusalReason;
  /**
   * Names hosts, addresses, ports, statuses and types, never a path or query: the link came from
   * someone's message, and its path may be private.
   */
  detail: string;
}

/** A refusal on its way up through the fetcher's promises; `previewFetch` returns it as a value. */
export class LinkPreviewRefusedError extends Error {
  constructor(
    readonly reason: LinkPreviewRefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'LinkPreviewRefusedError';
  }
}

/** A refusal with its reason and a detail for the log. */
export function previewRefusal(
  reason: LinkPreviewRefusalReason,
  detail: string,
): LinkPreviewRefusedError {
  return new LinkPreviewRefusedError(reason, detail);
}

/**
 * Any failure as a refusal: ours pass through, the deadline's abort is `timeout`, everything
 * else (a reset connection, a parser error from a malformed answer) is `network`.
 */
export function refusalOf(err: unknown, signal?: AbortSignal): LinkPreviewRefusedError {
  if (err instanceof LinkPreviewRefusedError) return err;
  if (signal?.aborted) return previewRefusal('timeout', 'deadline passed');
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return previewRefusal('network', code ?? (err instanceof Error ? err.message : String(err)));
}
