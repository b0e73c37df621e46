import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The shell's files outside /assets (public/): the manifest and the icons it names, and the
 * avatar placeholder, which a picture that cannot load offline falls back to (ui/Avatar.tsx).
 */
const SHELL_STATIC = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
  '/avatars/placeholder.svg',
];

/**
 * The app shell of a built index.html: the page itself and the hashed files its tags load
 * (entry script, styles, module preloads). The catalogs and chat chunks its inline preload
 * script names are left to the page, which hands over the ones it really loaded.
 */
export function serviceWorkerShell(html: string): string[] {
  const tagged = [...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return ['/', ...new Set(tagged), ...SHELL_STATIC];
}

/** The worker's source: the template with this build's version and shell filled in. */
export function serviceWorkerSource(template: string, shell: string[]): string {
  const version = createHash('sha256')
    .update(template)
    .update(shell.join('\n'))
    .digest('hex')
    .slice(0, 12);
  const filled = template
    .replace('self.__VERSION__', JSON.stringify(version))
    .replace('self.__SHELL__', JSON.stringify(shell));
  if (filled.includes('self.__')) throw new Error('service worker template left unfilled');
  return filled;
}

/**
 * After the build writes its files, writes `sw.js` beside index.html from the template
 * (src/web/features/pwa/sw-template.js). Its content changes with every build whose shell
 * changes, which is how browsers learn there is a new version.
 */
export function serviceWorker({ template }: { template: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'allo-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const source = serviceWorkerSource(
        await readFile(template, 'utf8'),
        serviceWorkerShell(html),
      );
      await writeFile(join(outDir, 'sw.js'), source);
    },
  };
}
