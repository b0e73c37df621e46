import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from './fixture';
import { allowLocalPort, htmlSend, localServerStart, lookupOf, redirectSend } from './fixture';
import type { LinkPreviewOptions } from './preview';
import { DESCRIPTION_MAX, TITLE_MAX, previewFetch, previewRefused } from './preview';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const pageOf = (head: string) => `<!doctype html><html><head>${head}</head><body>x</body></html>`;

describe('previewFetch', () => {
  let page: LocalServer;
  let options: LinkPreviewOptions;
  const at = (path: string) => `http://page.test:${page.port}${path}`;
  const image = (type: string, bytes: Buffer) => (_: unknown, res: ServerResponse) =>
    res.writeHead(200, { 'content-type': type }).end(bytes);

  beforeAll(async () => {
    page = await localServerStart({
      '/article': (_, res) =>
        htmlSend(
          res,
          pageOf(`<title>Fallback</title>
            <meta property="og:title" content="  Caf&eacute; &amp; Co &#8212;
              the &quot;best&quot;  ">
            <meta property="og:description" content="Tom&#39;s &lt;review&gt; &hellip;">
            <meta property="og:site_name" content="The Daily &#x263A;">
            <meta property="og:image" content="images/card.png">`),
        ),
      '/images/card.png': image('image/png', PNG),
      '/moved': (_, res) => redirectSend(res, '/article', 301),
      '/twitter': (_, res) =>
        htmlSend(
          res,
          pageOf(`<title>Page title</title>
            <meta name="twitter:title" content="Twitter title">
            <meta name="twitter:description" content="Twitter description">
            <meta name="description" content="Plain description">
            <meta name="twitter:image" content="/gif-redirect">`),
        ),
      '/gif-redirect': (_, res) => redirectSend(res, '/images/anim.gif'),
      '/images/anim.gif': image('image/gif', GIF),
      '/plain': (_, res) =>
        htmlSend(
          res,
          pageOf(`<title>
            Just a title </title><meta name="description" content="And a description">`),
        ),
      '/long': (_, res) =>
        htmlSend(
          res,
          pageOf(
            `<title>${'t'.repeat(1000)}</title><meta name="description" content="${'d'.repeat(1000)}">`,
          ),
        ),
      '/empty': (_, res) => htmlSend(res, pageOf('<meta charset="utf-8">')),
      '/latin1': (_, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
          .end(Buffer.from('<title>\x93Caf\xe9\x94</title>', 'latin1')),
      '/image-svg': (_, res) =>
        htmlSend(res, pageOf('<title>t</title><meta property="og:image" content="/x.svg">')),
      '/x.svg': image('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
      '/image-lies': (_, res) =>
        htmlSend(res, pageOf('<title>t</title><meta property="og:image" content="/lie.png">')),
      '/lie.png': image('image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      '/image-metadata': (_, res) =>
        htmlSend(
          res,
          pageOf(
            '<title>t</title><meta property="og:image" content="http://169.254.169.254/latest/meta-data/">',
          ),
        ),
      '/image-data': (_, res) =>
        htmlSend(
          res,
          pageOf(`<title>t</title><meta property="og:image" content="data:image/png;base64,AAAA">`),
        ),
      '/image-only': (_, res) =>
        htmlSend(res, pageOf('<meta property="og:image" content="/images/card.png">')),
    });
    options = {
      lookup: lookupOf({ 'page.test': ['127.0.0.1'] }),
      addressAllowed: allowLocalPort(page.port),
    };
  });
  afterAll(() => page.close());

  it('should read Open Graph tags, decode entities and fetch the image at a relative URL', async () => {
    expect(await previewFetch(at('/article'), options)).toEqual({
      url: at('/article'),
      title: 'Café & Co — the "best"',
      description: "Tom's <review> …",
      siteName: 'The Daily ☺',
      image: { bytes: PNG, contentType: 'image/png', url: at('/images/card.png') },
    });
  });

  it('should give the final URL after redirects', async () => {
    expect(await previewFetch(at('/moved'), options)).toMatchObject({ url: at('/article') });
  });

  it('should fall back to Twitter tags, and follow the image through a redirect', async () => {
    expect(await previewFetch(at('/twitter'), options)).toEqual({
      url: at('/twitter'),
      title: 'Twitter title',
      description: 'Twitter description',
      siteName: null,
      image: { bytes: GIF, contentType: 'image/gif', url: at('/images/anim.gif') },
    });
  });

  it('should fall back to <title> and <meta name=description>', async () => {
    expect(await previewFetch(at('/plain'), options)).toEqual({
      url: at('/plain'),
      title: 'Just a title',
      description: 'And a description',
      siteName: null,
    });
  });

  it('should cap the title at 200 and the description at 300 characters', async () => {
    const result = await previewFetch(at('/long'), options);
    expect(result).toMatchObject({
      title: `${'t'.repeat(TITLE_MAX - 1)}…`,
      description: `${'d'.repeat(DESCRIPTION_MAX - 1)}…`,
    });
  });

  it('should decode a page in its declared charset', async () => {
    expect(await previewFetch(at('/latin1'), options)).toMatchObject({ title: '“Café”' });
  });

  it('should give null for a page with nothing to show, and an image alone', async () => {
    expect(await previewFetch(at('/empty'), options)).toBeNull();
    expect(await previewFetch(at('/image-only'), options)).toMatchObject({
      title: null,
      image: { contentType: 'image/png' },
    });
  });

  it('should keep the page and drop an image it may not show, saying why', async () => {
    const cases = [
      ['/image-svg', 'not-image'],
      ['/image-lies', 'not-image'],
      ['/image-metadata', 'address'],
      ['/image-data', 'scheme'],
    ] as const;
    for (const [path, reason] of cases) {
      const result = await previewFetch(at(path), options);
      expect(result).toEqual({
        url: at(path),
        title: 't',
        description: null,
        siteName: null,
        imageRefusal: reason,
      });
    }
  });

  it('should tell a refusal from a preview', async () => {
    expect(previewRefused(await previewFetch('file:///etc/passwd'))).toBe(true);
    expect(previewRefused(await previewFetch(at('/plain'), options))).toBe(false);
    expect(previewRefused(null)).toBe(false);
  });

  it('should refuse the local test server under the default policy', async () => {
    const lookup = lookupOf({ 'page.test': ['127.0.0.1'] });
    expect(await previewFetch(at('/article'), { lookup })).toMatchObject({ refused: 'address' });
  });
});
