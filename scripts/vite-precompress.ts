import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Below this a compressed copy saves less than a TCP packet and a request's headers cost more:
 * the server sends such files as they are.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Text the browser fetches. Source maps are left out: only developer tools ask for them, and
 * they are most of dist/ (brotli at 11 on them would double the build's time).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|md|xml|webmanifest)$/i;

/** A copy that saves less than this share is not worth a second file and a decode. */
const MIN_SAVING = 0.05;

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Writes `file.br` and `file.gz` beside `file` when each is worth it; returns the bytes saved. */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const worth = (packed: Buffer) => packed.length <= body.length * (1 - MIN_SAVING);
  const [br, gzipped] = await Promise.all([
    // Built once and served many times: the slowest, smallest settings pay off.
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (worth(br)) await writeFile(`${file}.br`, br);
  if (worth(gzipped)) await writeFile(`${file}.gz`, gzipped);
}

/** Every compressible file of `dir` over the threshold gets its `.br` and `.gz` beside it. */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    files.push(file);
  }
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/**
 * After the build, writes brotli and gzip copies beside the client's files in the output folder
 * (public/ copied in too), so that the server sends them compressed without compressing per
 * request (@fastify/static `preCompressed`, src/server/app.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'allo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
