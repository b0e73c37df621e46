import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers smaller than this go as they are: compressing a few hundred bytes saves less than
 * a packet and costs a compressor per reply (a conversation list or a history page is 5-50 KB).
 */
export const API_COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality for answers compressed per request. 4 is within a few per cent of gzip -9's
 * size at a fraction of the CPU; 11 is for files compressed once at build (vite-precompress.ts).
 */
const BROTLI_QUALITY = 4;

/**
 * Compresses API answers over {@link API_COMPRESS_MIN_BYTES} (JSON: its default types) when the
 * request accepts br or gzip. Registered before the routes: it hooks each route as it is
 * declared. Routes outside /api/ are left alone: the client's files are compressed at build and
 * sent as such (`preCompressed`, app.ts), and the live connection is an upgrade. A route that
 * streams what is already compressed (object downloads) says `compress: false` itself.
 */
export async function compressionRegister(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which skips a route marked `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress ??= false;
  });
  await app.register(compress, {
    globalCompression: true,
    // Request bodies stay as sent: clients send small JSON, and inflating them is a door to
    // decompression bombs that nothing here needs.
    globalDecompression: false,
    threshold: API_COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
