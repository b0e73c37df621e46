import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogs } from './scripts/vite-catalogs.ts';
import { firstScreenPreload } from './scripts/vite-first-screen.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** One version and build for every screen that shows them (src/web/lib/app-version.ts). */
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };
const buildDate = new Date().toISOString().slice(0, 10);

/** The API server's port in development (`npm run dev` serves the API; Vite serves the client). */
const API_TARGET = 'http://127.0.0.1:5001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    catalogs(here('./src/web/locales')),
    firstScreenPreload({ chatView: here('./src/web/features/messenger/chat-features.ts') }),
    serviceWorker({ template: here('./src/web/features/pwa/sw-template.js') }),
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
      output: {
        codeSplitting: {
          // Everything the entry imports goes into one chunk: left to itself, the bundler cut it
          // into a dozen small files (shared with lazy chunks), and on a phone's HTTP/1.1
          // connections, six at a time, the first screen waited for them in turns.
          groups: [{ name: 'index', tags: ['$initial'] }],
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
