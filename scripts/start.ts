/**
 * `npm start`: builds the web client when the build is missing or older than its sources, then
 * serves it with the API from one port (the embedded database unless DATABASE_URL is set).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src/web',
  'src/protocol',
  'src/lang',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-catalogs.ts',
  'scripts/vite-precompress.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = 'dist/index.html';
const stale = !existsSync(built) || Math.max(...SOURCES.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web client...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
await import('../src/server/main');
