import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as tlsServerCreate } from 'node:tls';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from './fixture';
import { allowLocalPort, htmlSend, localServerStart, lookupOf, redirectSend } from './fixture';
import type { FetchContext } from './hop';
import { USER_AGENT } from './hop';
import type { LinkPreviewOptions } from './preview';
import { IMAGE_BYTES_MAX, IMAGE_WANT, PAGE_BYTES_MAX, PAGE_WANT, previewFetch } from './preview';
import { safeFetch } from './safe-fetch';

/** A page's head, then `total` bytes of filler written as fast as the client reads them. */
function endlessSend(res: ServerResponse, total: number, sent: { bytes: number }) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.write('<html><head><title>Big</title></head><body>');
  const filler = Buffer.alloc(64 * 1024, 'x');
  const more = () => {
    while (sent.bytes < total && !res.destroyed) {
      sent.bytes += filler.length;
      if (!res.write(filler)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
}

/** A PNG signature and `size` bytes after it: a PNG as far as its first bytes tell. */
const pngOf = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size),
  ]);

describe('safeFetch and previewFetch: limits', () => {
  let page: LocalServer;
  let options: LinkPreviewOptions;
  const huge = { bytes: 0 };
  /** 64 MB that compress to about 64 KB. */
  let bomb: Buffer;
  let imageBomb: Buffer;
  const at = (path: string) => `http://page.test:${page.port}${path}`;
  const context = (): FetchContext => ({
    signal: AbortSignal.timeout(5_000),
    lookup: options.lookup!,
    addressAllowed: options.addressAllowed!,
    connectTimeoutMs: 2_000,
  });

  beforeAll(async () => {
    bomb = gzipSync(
      Buffer.concat([Buffer.from('<title>Bomb</title>'), Buffer.alloc(64 << 20, ' ')]),
    );
    imageBomb = gzipSync(pngOf(64 << 20));
    page = await localServerStart({
      '/hang': () => {},
      '/slow-redirect': (req, res) => {
        const hop = Number(new URL(req.url!, 'http://x').searchParams.get('hop') ?? 0);
        setTimeout(() => redirectSend(res, `/slow-redirect?hop=${hop + 1}`), 150);
      },
      '/drip': (_, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      },
      '/huge': (_, res) => endlessSend(res, 64 << 20, huge),
      '/bomb': (_, res) => htmlSend(res, bomb, { 'content-encoding': 'gzip' }),
      '/brotli': (_, res) =>
        htmlSend(res, brotliCompressSync('<title>Brotli</title>'), { 'content-encoding': 'br' }),
      '/deflate': (_, res) =>
        htmlSend(res, deflateSync('<title>Deflate</title>'), { 'content-encoding': 'deflate' }),
      '/deflate-raw': (_, res) =>
        htmlSend(res, deflateRawSync('<title>Raw</title>'), { 'content-encoding': 'deflate' }),
      '/compress': (_, res) =>
        htmlSend(res, '<title>x</title>', { 'content-encoding': 'compress' }),
      '/corrupt': (_, res) => htmlSend(res, 'not gzip at all', { 'content-encoding': 'gzip' }),
      '/json': (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      '/untyped': (_, res) => res.writeHead(200).end('<title>x</title>'),
      '/svg': (_, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>'),
      '/xhtml': (_, res) =>
        res
          .writeHead(200, { 'content-type': 'application/xhtml+xml' })
          .end('<html xmlns="http://www.w3.org/1999/xhtml"><title>XHTML</title></html>'),
      '/missing': (_, res) =>
        res.writeHead(404, { 'content-type': 'text/html' }).end('<title>404</title>'),
      '/broken': (_, res) => res.writeHead(500).end(),
      '/big.png': (_, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(pngOf(3 << 20)),
      '/big-chunked.png': (_, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 48; i++) res.write(pngOf(64 * 1024));
        res.end();
      },
      '/bomb.png': (_, res) =>
        res
          .writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' })
          .end(imageBomb),
      '/set-cookie': (_, res) =>
        res
          .writeHead(302, {
            location: '/check',
            'set-cookie': 'session=secret; Path=/',
            'www-authenticate': 'Basic realm="x"',
          })
          .end(),
      '/check': (_, res) => htmlSend(res, '<title>Checked</title>'),
    });
    options = {
      lookup: lookupOf({ 'page.test': ['127.0.0.1'] }),
      addressAllowed: allowLocalPort(page.port),
    };
  });
  afterAll(() => page.close());

  it('should time out on a server that never answers', async () => {
    const started = Date.now();
    const result = await previewFetch(at('/hang'), { ...options, timeoutMs: 300 });
    expect(result).toMatchObject({ refused: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('should bound all the redirects together by one deadline', async () => {
    const result = await previewFetch(at('/slow-redirect'), { ...options, timeoutMs: 400 });
    expect(result).toMatchObject({ refused: 'timeout' });
  });

  it('should time out on a body that drips', async () => {
    const result = await previewFetch(at('/drip'), { ...options, timeoutMs: 400 });
    expect(result).toMatchObject({ refused: 'timeout' });
  });

  it('should keep the first 512 KB of a page over the cap and stop reading', async () => {
    const fetched = await safeFetch(at('/huge'), PAGE_WANT, context());
    expect(fetched.body.length).toBe(PAGE_BYTES_MAX);
    expect(fetched.truncated).toBe(true);
    expect(await previewFetch(at('/huge'), options)).toMatchObject({ title: 'Big' });
    // The server could not write it all: reading stopped and the connection was closed.
    expect(huge.bytes).toBeLessThan(64 << 20);
  });

  it('should decompress a gzip bomb only up to the cap', async () => {
    expect(bomb.length).toBeLessThan(PAGE_BYTES_MAX);
    const fetched = await safeFetch(at('/bomb'), PAGE_WANT, context());
    expect(fetched.body.length).toBe(PAGE_BYTES_MAX);
    expect(fetched.truncated).toBe(true);
    expect(await previewFetch(at('/bomb'), options)).toMatchObject({ title: 'Bomb' });
    await expect(safeFetch(at('/bomb.png'), IMAGE_WANT, context())).rejects.toMatchObject({
      reason: 'too-large',
    });
  });

  it('should decode brotli, deflate and raw deflate', async () => {
    expect(await previewFetch(at('/brotli'), options)).toMatchObject({ title: 'Brotli' });
    expect(await previewFetch(at('/deflate'), options)).toMatchObject({ title: 'Deflate' });
    expect(await previewFetch(at('/deflate-raw'), options)).toMatchObject({ title: 'Raw' });
  });

  it('should refuse an encoding it does not know and a body that does not decode', async () => {
    expect(await previewFetch(at('/compress'), options)).toMatchObject({ refused: 'encoding' });
    expect(await previewFetch(at('/corrupt'), options)).toMatchObject({ refused: 'encoding' });
  });

  it('should read only HTML and XHTML pages', async () => {
    for (const path of ['/json', '/untyped', '/svg']) {
      expect(await previewFetch(at(path), options)).toMatchObject({ refused: 'not-html' });
    }
    expect(await previewFetch(at('/xhtml'), options)).toMatchObject({ title: 'XHTML' });
  });

  it('should refuse answers other than 200', async () => {
    expect(await previewFetch(at('/missing'), options)).toEqual({
      refused: 'status',
      detail: `page.test:${page.port}: 404`,
    });
    expect(await previewFetch(at('/broken'), options)).toMatchObject({ refused: 'status' });
  });

  it('should refuse an image over 2 MB, by its length or as it arrives', async () => {
    for (const path of ['/big.png', '/big-chunked.png']) {
      await expect(safeFetch(at(path), IMAGE_WANT, context())).rejects.toMatchObject({
        reason: 'too-large',
        message: expect.stringContaining(String(IMAGE_BYTES_MAX)),
      });
    }
  });

  it('should send no cookie or credentials, even after a hop set a cookie', async () => {
    const before = page.requests.length;
    expect(await previewFetch(at('/set-cookie'), options)).toMatchObject({ title: 'Checked' });
    const seen = page.requests.slice(before);
    expect(seen.map((r) => r.path)).toEqual(['/set-cookie', '/check']);
    for (const { headers } of seen) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers.referer).toBeUndefined();
      expect(headers['user-agent']).toBe(USER_AGENT);
      expect(headers.accept).toBe('text/html,application/xhtml+xml;q=0.9');
      expect(headers['accept-encoding']).toBe('gzip, deflate, br');
      expect(headers.host).toBe(`page.test:${page.port}`);
    }
  });

  it('should give up connecting after the connect timeout, within the whole deadline', async () => {
    const started = Date.now();
    const result = await previewFetch(at('/check'), {
      ...options,
      lookup: () => new Promise(() => {}),
      connectTimeoutMs: 200,
    });
    expect(result).toEqual({ refused: 'timeout', detail: `page.test:${page.port}: no connection` });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('should name the host in TLS SNI, and none for an IP literal', async () => {
    const names: string[] = [];
    // No certificate: the handshake fails once the server has read the name the client sent.
    const server = tlsServerCreate({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const tlsOptions = { ...options, addressAllowed: allowLocalPort(port) };
    try {
      const named = await previewFetch(`https://page.test:${port}/`, tlsOptions);
      expect(named).toMatchObject({ refused: 'network' });
      const literal = await previewFetch(`https://127.0.0.1:${port}/`, tlsOptions);
      expect(literal).toMatchObject({ refused: 'network' });
      expect(names).toEqual(['page.test']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
