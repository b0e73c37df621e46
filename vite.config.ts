import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogs } from './scripts/vite-catalogs.ts';
import { sharedGroupName } from './scripts/vite-shared-chunk.ts';
import { firstScreenPreload } from './scripts/vite-first-screen.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** One version and build for every screen that shows them (src/web/lib/app-version.ts). */
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };
const buildDate = new Date().toISOString().slice(0, 10);

/**
 * The protocol's files that build schemas (they import zod) make one chunk with zod, and its
 * other files (limits, built-in lists, pure functions) another: a screen that needs only the
 * latter (the built-in stickers, a photo's size limit) never downloads the schemas because a
 * schema file happened to share its chunk. What the first screen imports stays in index.
 */
const protocolDir = here('./src/protocol/');
const schemaFiles = new Set(
  readdirSync(protocolDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => /from 'zod'/.test(readFileSync(protocolDir + f, 'utf8')))
    .map((f) => protocolDir + f),
);
const schemaModule = (id: string) => id.includes('/node_modules/zod/') || schemaFiles.has(id);
const protocolPlain = (id: string) => id.startsWith(protocolDir) && !schemaFiles.has(id);
const iconModule = (id: string) => /\/node_modules\/lucide-react\//.test(id);

/** The chat view's chunk: the first-screen script asks for it, and the chat-shared group follows it. */
const chatView = here('./src/web/features/messenger/chat-features.ts');
/** What each feature does with server events, loaded with the live connection (App.tsx). */
const liveFeatures = here('./src/web/live-features.ts');

/** The API server's port in development (`npm run dev` serves the API; Vite serves the client). */
const API_TARGET = 'http://127.0.0.1:5001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    catalogs(here('./src/web/locales')),
    firstScreenPreload({ chatView }),
    serviceWorker({
      template: here('./src/web/features/pwa/sw-template.js'),
      locales: here('./src/web/locales'),
    }),
    precompress(),
  ],
  resolve: {
    // Catalogs are parsed at build time (scripts/vite-catalogs.ts): the browser needs no parser.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: here('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD__: JSON.stringify(buildDate.replaceAll('-', '.')),
    __APP_BUILD_DATE__: JSON.stringify(buildDate),
  },
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The protocol's files only declare (schemas, limits, pure functions): a file none of
      // whose exports is used is left out, so importing a limit through the protocol's index
      // does not bring every schema along.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(protocolDir),
      },
      output: {
        codeSplitting: {
          // Everything the entry imports goes into one chunk: left to itself, the bundler cut it
          // into a dozen small files (shared with lazy chunks), and on a phone's HTTP/1.1
          // connections, six at a time, the first screen waited for them in turns.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 5 },
            {
              name: 'schemas',
              test: schemaModule,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // What the chat shares with other lazy screens, the icons and the protocol's plain
            // files it uses included: one file beside the chat's own, not a dozen
            // (scripts/vite-shared-chunk.ts). Then, likewise, the live connection's features.
            {
              name: sharedGroupName(chatView, 'chat-shared', schemaModule),
              debugName: 'chat-shared',
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: sharedGroupName(liveFeatures, 'live-shared', schemaModule),
              debugName: 'live-shared',
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What lazy screens use beyond the chat: one file each, not one request per module.
            { name: 'protocol', test: protocolPlain, priority: 1 },
            { name: 'icons', test: iconModule, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5000,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET.replace(/^http/, 'ws'), ws: true },
    },
  },
});
