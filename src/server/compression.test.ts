import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { API_COMPRESS_MIN_BYTES } from './compression';
import { testLogin, testStart } from './testing/harness';

/** What the browser gets back: the body decoded by the encoding the server says it used. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === undefined) return body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/**
 * Real HTTP through the server's port, so the bytes compared are the ones sent on the wire
 * (fetch() would decode them itself).
 */
async function get(
  url: string,
  acceptEncoding: string | null,
  cookie?: string,
): Promise<{ status: number; headers: Headers; raw: Buffer; body: Buffer }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    if (cookie) headers.cookie = cookie;
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        const encoding = h.get('content-encoding') ?? undefined;
        done({ status: res.statusCode ?? 0, headers: h, raw, body: decoded(raw, encoding) });
      });
    })
      .on('error', fail)
      .end();
  });
}

describe('compression on the wire', () => {
  let web: string;
  let server: Awaited<ReturnType<typeof testStart>>;
  // Stands in for a built chunk: text that compresses, well over the precompression threshold.
  const script = Array.from(
    { length: 400 },
    (_, i) => `export const line${i} = 'chunk ${i % 7}';`,
  ).join('\n');
  const html = `<!doctype html><html><head><title>Allo</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    // A dist/ of our own, precompressed by the build's own step: unit tests run before a build.
    web = await mkdtemp(join(tmpdir(), 'allo-web-'));
    await mkdir(join(web, 'assets'));
    await writeFile(join(web, 'index.html'), html);
    await writeFile(join(web, 'assets', 'index-AbC123.js'), script);
    await writeFile(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await precompressDir(web);
    server = await testStart({ webDir: web, seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
    await rm(web, { recursive: true, force: true });
  });

  describe('built assets', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
      [null, undefined],
    ])(
      'should send a hashed asset to accept-encoding %s as %s, immutable',
      async (accept, expected) => {
        const res = await get(`${server.url}/assets/index-AbC123.js`, accept);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding') ?? undefined).toBe(expected);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.headers.get('content-type')).toMatch(/javascript/);
        expect(res.body.toString()).toBe(script);
        if (expected) expect(res.raw.length).toBeLessThan(script.length / 3);
      },
    );

    it.each(['/', '/index.html', '/conversations'])(
      'should send %s as index.html compressed and never cached without a check',
      async (path) => {
        for (const [accept, expected] of [
          ['br, gzip', 'br'],
          ['gzip', 'gzip'],
          [null, undefined],
        ] as const) {
          const res = await get(`${server.url}${path}`, accept);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-encoding') ?? undefined).toBe(expected);
          expect(res.headers.get('cache-control')).toBe('no-cache');
          expect(res.headers.get('content-type')).toMatch(/^text\/html/);
          expect(res.body.toString()).toBe(html);
        }
      },
    );

    it('should send a file under the threshold as it is', async () => {
      const res = await get(`${server.url}/favicon.svg`, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.raw.toString()).toContain('<svg');
    });
  });

  describe('API answers', () => {
    it('should compress a large JSON answer as the request accepts, same JSON decoded', async () => {
      const plain = await get(`${server.url}/api/users`, null);
      expect(plain.headers.get('content-encoding')).toBeNull();
      // The demo users make a list worth compressing.
      expect(plain.raw.length).toBeGreaterThan(API_COMPRESS_MIN_BYTES);
      const users: unknown = JSON.parse(plain.raw.toString());
      for (const [accept, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get(`${server.url}/api/users`, accept);
        expect(res.headers.get('content-encoding')).toBe(expected);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.raw.length).toBeLessThan(plain.raw.length / 2);
        expect(JSON.parse(res.body.toString())).toEqual(users);
      }
    });

    it('should send a small JSON answer as it is', async () => {
      const res = await get(`${server.url}/api/health`, 'br, gzip');
      expect(res.raw.length).toBeLessThan(API_COMPRESS_MIN_BYTES);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(res.raw.toString())).toMatchObject({ status: 'ok' });
    });

    it('should send an object download as stored, never recompressed', async () => {
      const cookie = await testLogin(server.app, 'u-emma');
      // Noise: a picture that compresses badly, large enough to be over any threshold.
      const noise = Buffer.alloc(96 * 96 * 3);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
      const png = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
        .png()
        .toBuffer();
      const up = await server.app.inject({
        method: 'POST',
        url: '/api/objects?kind=image',
        headers: { cookie, 'content-type': 'image/png' },
        payload: png,
      });
      expect(up.statusCode).toBe(201);
      const { url } = up.json<{ url: string }>();
      const res = await get(`${server.url}${url}`, 'br, gzip', cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect(Number(res.headers.get('content-length'))).toBe(res.raw.length);
    });
  });
});
