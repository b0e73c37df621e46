import type { AddressAllowed } from './address-policy';
import { addressPublic } from './address-policy';
import type { FetchContext, FetchWant, PreviewLookup } from './hop';
import { lookupSystem } from './hop';
import { htmlMetaRead } from './html-meta';
import { IMAGE_TYPES, imageTypeOf } from './image-type';
import { pageText, textClean } from './preview-text';
import type { LinkPreviewRefusal, LinkPreviewRefusalReason } from './refusal';
import { previewRefusal, refusalOf } from './refusal';
import { safeFetch } from './safe-fetch';

/**
 * The whole preview's time, every redirect and the image included. Previews are made as a
 * message is sent, and a page that has not answered in 5 s is one the chat has moved past; it
 * also bounds how long a hostile server can hold one of our sockets open by answering slowly.
 */
export const PREVIEW_TIMEOUT_MS = 5_000;

/**
 * Most time from asking DNS to a connected socket, per hop. A TCP handshake takes well under a
 * second anywhere on Earth; 2 s still fits one retransmitted SYN (Linux retries after 1 s), and
 * leaves the rest of the 5 s for a host that is slow to answer rather than unreachable.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Most of a page read (after decompression). The tags a preview reads are in `<head>`, at the
 * top; a heavy news page's head with its inline styles and scripts is commonly tens of KB (an
 * estimate, not a measurement of ours). A page over the cap is cut, not refused: its first
 * 512 KB hold its head, and a long article should still get its preview.
 */
export const PAGE_BYTES_MAX = 512 * 1024;

/**
 * Most bytes of a preview image. Sites make their og:image 1200×630 (the size Facebook and
 * others ask for), which is 100–500 KB as JPEG or PNG; 2 MB takes a detailed PNG at that size,
 * and refuses a full-size photo sent where a thumbnail was meant. An image over it is refused:
 * a cut image is a broken one.
 */
export const IMAGE_BYTES_MAX = 2 * 1024 * 1024;

/** Title and description caps, in characters: a preview card shows two or three lines of each. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 300;
/** A site's name is a label above the title: a short one. */
export const SITE_NAME_MAX = 100;

/** How a page is fetched: HTML only, cut at the cap. */
export const PAGE_WANT: FetchWant = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  types: ['text/html', 'application/xhtml+xml'],
  typeRefusal: 'not-html',
  bytesMax: PAGE_BYTES_MAX,
  overCap: 'truncate',
};

/** How an image is fetched: the four types only, refused over the cap. */
export const IMAGE_WANT: FetchWant = {
  accept: IMAGE_TYPES.join(','),
  types: IMAGE_TYPES,
  typeRefusal: 'not-image',
  bytesMax: IMAGE_BYTES_MAX,
  overCap: 'refuse',
};

/** A page's preview. */
export interface LinkPreviewFetched {
  /** The page's URL after redirects. */
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** The page's og:image (or twitter:image), fetched with the same checks. */
  image?: {
    bytes: Buffer;
    /** By the image's first bytes, one of `IMAGE_TYPES`. */
    contentType: string;
    /** Its URL after redirects. */
    url: string;
  };
  /** Why the page named an image and the preview has none, for the log. */
  imageRefusal?: LinkPreviewRefusalReason;
}

/** What `previewFetch` may be told. Without any, it is the production policy. */
export interface LinkPreviewOptions {
  /** The whole preview's time; {@link PREVIEW_TIMEOUT_MS} by default. */
  timeoutMs?: number;
  /** Per hop, DNS to a connected socket; {@link CONNECT_TIMEOUT_MS} by default. */
  connectTimeoutMs?: number;
  /** Tests only: a resolver instead of the system's. */
  lookup?: PreviewLookup;
  /**
   * Tests only: which addresses may be connected to, instead of public unicast only (say, the
   * default plus exactly 127.0.0.1 on the test server's port). Cloud metadata addresses are
   * refused whatever it says.
   */
  addressAllowed?: AddressAllowed;
}

/** The first of `keys` in `meta` that has text once cleaned. */
function metaFirst(
  meta: Map<string, string>,
  keys: readonly string[],
  max: number,
  fallback: string | null = null,
): string | null {
  for (const key of keys) {
    const text = textClean(meta.get(key) ?? '', max);
    if (text) return text;
  }
  return fallback === null ? null : textClean(fallback, max);
}

/** The image a page names, as an absolute URL; null for none or one that is not a URL. */
function imageUrlOf(meta: Map<string, string>, pageUrl: string): string | null {
  const keys = [
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'twitter:image',
    'twitter:image:src',
  ];
  for (const key of keys) {
    const raw = meta.get(key)?.trim();
    if (!raw) continue;
    try {
      return new URL(raw, pageUrl).href;
    } catch {
      continue;
    }
  }
  return null;
}

/** Fetches an image a page named and checks its bytes. Throws a refusal. */
async function imageFetch(url: string, ctx: FetchContext): Promise<LinkPreviewFetched['image']> {
  const fetched = await safeFetch(url, IMAGE_WANT, ctx);
  const contentType = imageTypeOf(fetched.body);
  if (!contentType) throw previewRefusal('not-image', `${new URL(fetched.url).host}: bytes`);
  return { bytes: fetched.body, contentType, url: fetched.url };
}

/**
 * The preview of the http(s) page at `url`: its title, description, site name and image, from
 * its Open Graph tags, then Twitter's, then `<title>` and `<meta name=description>`. Texts are
 * decoded, made one line and capped ({@link TITLE_MAX}, {@link DESCRIPTION_MAX}).
 *
 * Every request, redirects and the image included, goes only to public unicast addresses, checked
 * after DNS and connected to as checked (see README.md). Null when the page says nothing worth a
 * preview; a {@link LinkPreviewRefusal} when it could not or must not be fetched. Never throws.
 */
export async function previewFetch(
  url: string,
  options: LinkPreviewOptions = {},
): Promise<LinkPreviewFetched | LinkPreviewRefusal | null> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? PREVIEW_TIMEOUT_MS);
  const ctx: FetchContext = {
    signal: deadline.signal,
    lookup: options.lookup ?? lookupSystem,
    addressAllowed: options.addressAllowed ?? addressPublic,
    connectTimeoutMs: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
  };
  try {
    const page = await safeFetch(url, PAGE_WANT, ctx);
    const { meta, title } = htmlMetaRead(pageText(page.body, page.charset));
    const preview: LinkPreviewFetched = {
      url: page.url,
      title: metaFirst(meta, ['og:title', 'twitter:title'], TITLE_MAX, title),
      description: metaFirst(
        meta,
        ['og:description', 'twitter:description', 'description'],
        DESCRIPTION_MAX,
      ),
      siteName: metaFirst(meta, ['og:site_name'], SITE_NAME_MAX),
    };
    const imageUrl = imageUrlOf(meta, page.url);
    if (imageUrl) {
      try {
        preview.image = await imageFetch(imageUrl, ctx);
      } catch (err) {
        preview.imageRefusal = refusalOf(err, ctx.signal).reason;
      }
    }
    if (!preview.title && !preview.description && !preview.image) return null;
    return preview;
  } catch (err) {
    const refusal = refusalOf(err, ctx.signal);
    return { refused: refusal.reason, detail: refusal.message };
  } finally {
    clearTimeout(timer);
    // Anything still open (nothing should be) is closed with the deadline.
    deadline.abort();
  }
}

/** Whether `previewFetch` refused, for callers that log the reason. */
export function previewRefused(
  result: LinkPreviewFetched | LinkPreviewRefusal | null,
): result is LinkPreviewRefusal {
  return result !== null && 'refused' in result;
}
