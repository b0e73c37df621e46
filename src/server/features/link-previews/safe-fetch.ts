import type { FetchContext, FetchWant } from './hop';
import { hopFetch } from './hop';
import { previewRefusal } from './refusal';
import { urlChecked } from './url-check';

/**
 * Most redirects followed. Links in chats are often shortened (t.co, bit.ly) and then moved to
 * https or a canonical host: three covers a shortener, a scheme change and a canonical redirect.
 * More than that is a loop or a site we would not preview anyway.
 */
export const REDIRECTS_MAX = 3;

/** A fetched body of a wanted type, with the URL it finally came from. */
export interface SafeFetched {
  /** The URL after redirects. */
  url: string;
  mime: string;
  /** The Content-Type header's charset, if it named one. */
  charset: string | undefined;
  body: Buffer;
  truncated: boolean;
}

/**
 * GETs `text`, following at most {@link REDIRECTS_MAX} redirects, each one checked as the first
 * URL was (scheme, credentials, every address), and resolved against the URL that redirected
 * (a relative Location). Throws a `LinkPreviewRefusedError`; `ctx.signal` bounds all the hops
 * together.
 */
export async function safeFetch(
  text: string,
  want: FetchWant,
  ctx: FetchContext,
): Promise<SafeFetched> {
  let url = urlChecked(text);
  for (let redirects = 0; ; redirects++) {
    const answer = await hopFetch(url, want, ctx);
    if (!('redirect' in answer)) return { url: url.href, ...answer };
    if (redirects === REDIRECTS_MAX) {
      throw previewRefusal('redirects', `more than ${REDIRECTS_MAX}, last from ${url.host}`);
    }
    url = urlChecked(answer.redirect, url);
  }
}
