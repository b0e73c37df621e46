import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the client's build is made from: a change to any of them makes dist/ stale. */
const SOURCES = [
  'src/web',
  'src/protocol',
  'src/lang',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-catalogs.ts',
  'scripts/vite-first-screen.ts',
  'scripts/vite-precompress.ts',
];
const BUILT = 'dist/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the web client into dist/ when it is missing or older than its sources. */
export async function webBuildIfStale(): Promise<boolean> {
  const stale =
    !existsSync(BUILT) || Math.max(...SOURCES.map(newestMtime)) > statSync(BUILT).mtimeMs;
  if (!stale) return false;
  console.log('Building the web client...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  return true;
}
