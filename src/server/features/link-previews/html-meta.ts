import { entitiesDecode } from './html-entities';

/** The `<meta>` keys a preview reads (property or name, lowercased); all others are skipped. */
export const META_KEYS = new Set([
  'og:title',
  'og:description',
  'og:site_name',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:src',
  'description',
]);

/** What a page says about itself. Texts are decoded, not yet cleaned or capped. */
export interface HtmlMeta {
  /** The first content of each key in {@link META_KEYS}. */
  meta: Map<string, string>;
  /** The first `<title>` outside `<svg>`. */
  title: string | null;
  /** `<meta charset>`, or the charset of `<meta http-equiv="content-type">`. */
  charset: string | null;
}

/**
 * Elements whose content is text up to their end tag, never markup: a `<meta>` written inside a
 * script's string is not the page's. `svg` is skipped for its own `<title>` elements.
 */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'svg',
]);

/** End-tag finders, one per raw-text element: case-insensitive literals, linear to run. */
const END_TAGS = new Map(
  [...RAW_TEXT, 'title'].map((name) => [name, new RegExp(`</${name}`, 'gi')]),
);

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Where the text after the first `>` from `from` starts; the end of `html` when there is none. */
function pastGt(html: string, from: number): number {
  const gt = html.indexOf('>', from);
  return gt < 0 ? html.length : gt + 1;
}

/**
 * Reads a tag's attributes from `i` (just past its name) to its `>`, as HTML's tokenizer does: a
 * quoted value may hold `>`, an unterminated quote runs to the end. Returns where the text after
 * the tag starts and, when `keep`, the attributes (the first of each name, names lowercased,
 * values raw).
 */
function attributesRead(html: string, i: number, keep: boolean): [number, Map<string, string>] {
  const attrs = new Map<string, string>();
  const n = html.length;
  for (;;) {
    while (i < n && (isSpace(html.charCodeAt(i)) || html[i] === '/')) i++;
    if (i >= n) return [n, attrs];
    if (html[i] === '>') return [i + 1, attrs];
    const nameStart = i;
    i++; // A first '=' belongs to the name, as in HTML.
    while (i < n && !isSpace(html.charCodeAt(i)) && !'/>='.includes(html[i]!)) i++;
    const name = keep ? html.slice(nameStart, i).toLowerCase() : '';
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close < 0 ? n : close;
        if (keep) value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const start = i;
        while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i++;
        if (keep) value = html.slice(start, i);
      }
    }
    if (keep && !attrs.has(name)) attrs.set(name, value);
  }
}

/** Where raw text that started at `from` ends: at its end tag, or at the end of `html`. */
function rawTextEnd(html: string, from: number, name: string): number {
  const finder = END_TAGS.get(name)!;
  finder.lastIndex = from;
  return finder.exec(html)?.index ?? html.length;
}

/** The charset a `<meta>` declares, either way HTML allows. */
function metaCharset(attrs: Map<string, string>): string | null {
  const direct = attrs.get('charset')?.trim();
  if (direct) return direct;
  if (attrs.get('http-equiv')?.trim().toLowerCase() !== 'content-type') return null;
  const found = /charset\s*=\s*["']?([\w.:-]+)/i.exec(attrs.get('content') ?? '');
  return found ? found[1]! : null;
}

/**
 * The `<title>`, charset and preview `<meta>` tags of a page, read by a small scanner rather than
 * a full HTML parser: one pass from left to right that never goes back, so hostile markup
 * (unterminated tags and quotes, huge attributes, thousands of `<`) costs time linear in its
 * length. Comments, `<!…>`, `<?…>` and end tags are skipped; so is the content of script-like
 * elements. Content after `</head>` is read too, as some pages put their tags in the body.
 */
export function htmlMetaRead(html: string): HtmlMeta {
  const found: HtmlMeta = { meta: new Map(), title: null, charset: null };
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    i = lt + 1;
    const c = html.charCodeAt(i);
    if (html.startsWith('!--', i)) {
      const close = html.indexOf('-->', i + 3);
      i = close < 0 ? n : close + 3;
      continue;
    }
    if (c === 33 /* ! */ || c === 63 /* ? */ || c === 47 /* / */) {
      i = pastGt(html, i);
      continue;
    }
    // A '<' not followed by a letter is text.
    if (!isAlpha(c)) continue;
    const nameStart = i;
    while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>') i++;
    const name = html.slice(nameStart, i).toLowerCase();
    const [after, attrs] = attributesRead(html, i, name === 'meta');
    i = after;
    if (name === 'meta') {
      metaTake(found, attrs);
    } else if (name === 'title') {
      const end = rawTextEnd(html, i, name);
      found.title ??= entitiesDecode(html.slice(i, end));
      i = pastGt(html, end);
    } else if (RAW_TEXT.has(name)) {
      i = pastGt(html, rawTextEnd(html, i, name));
    }
  }
  return found;
}

/** Keeps what one `<meta>` says that a preview reads. */
function metaTake(found: HtmlMeta, attrs: Map<string, string>): void {
  found.charset ??= metaCharset(attrs);
  const content = attrs.get('content');
  if (content === undefined) return;
  // Some pages write og: tags with name=, some twitter: tags with property=; either will do.
  for (const attr of ['property', 'name']) {
    const key = attrs.get(attr)?.trim().toLowerCase();
    if (key && META_KEYS.has(key) && !found.meta.has(key)) {
      found.meta.set(key, entitiesDecode(content));
    }
  }
}
