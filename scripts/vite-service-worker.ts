import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
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

/**
 * The words a push notification is made of, by the worker's name for each and the catalog
 * message it is (`namespace.key`): the worker words a push in the reader's language with no page
 * and no catalog loaded, so these few go into it at build time.
 */
const PUSH_TEXT_IDS = {
  someone: 'notifications.someone',
  burner: 'notifications.burner',
  videoCall: 'notifications.videoCall',
  audioCall: 'notifications.audioCall',
  groupCall: 'notifications.groupCall',
  mentioned: 'mentions.noticeTitle',
  previewSender: 'conversations.previewSender',
  photo: 'conversations.typePhoto',
  sticker: 'conversations.typeSticker',
  music: 'conversations.typeMusic',
  game: 'conversations.typeGame',
  location: 'conversations.typeLocation',
  voice: 'voice-notes.summaryPlain',
  callMissedVideo: 'calls.lineMissedVideo',
  callMissedVoice: 'calls.lineMissedVoice',
  callDeclined: 'calls.lineDeclined',
  callVideo: 'calls.lineVideo',
  callVoice: 'calls.lineVoice',
} as const;

/** Per language, the words of {@link PUSH_TEXT_IDS}; English's where a catalog lacks one. */
export type PushTexts = Record<string, Record<keyof typeof PUSH_TEXT_IDS, string>>;

/** Reads the push notification's words from every language's catalogs (`locales/<lang>/`). */
export async function pushTextsRead(localesDir: string): Promise<PushTexts> {
  const languages = (await readdir(localesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  const texts: PushTexts = {};
  for (const language of languages) {
    const catalogs = new Map<string, Record<string, unknown>>();
    const catalog = async (namespace: string) => {
      if (!catalogs.has(namespace)) {
        const file = join(localesDir, language, `${namespace}.json`);
        catalogs.set(
          namespace,
          JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>,
        );
      }
      return catalogs.get(namespace)!;
    };
    const words = {} as PushTexts[string];
    for (const [name, id] of Object.entries(PUSH_TEXT_IDS) as [
      keyof typeof PUSH_TEXT_IDS,
      string,
    ][]) {
      const [namespace, key] = id.split('.') as [string, string];
      const text = (await catalog(namespace))[key];
      if (typeof text === 'string') words[name] = text;
      else if (language === 'en') throw new Error(`push notification text ${id} is missing in en`);
      else words[name] = texts.en![name];
    }
    texts[language] = words;
  }
  return texts;
}

/** The worker's source: the template with this build's version, shell and push texts filled in. */
export function serviceWorkerSource(
  template: string,
  shell: string[],
  pushTexts: PushTexts = {},
): string {
  const version = createHash('sha256')
    .update(template)
    .update(shell.join('\n'))
    .update(JSON.stringify(pushTexts))
    .digest('hex')
    .slice(0, 12);
  const filled = template
    .replace('self.__VERSION__', JSON.stringify(version))
    .replace('self.__SHELL__', JSON.stringify(shell))
    .replace('self.__PUSH_TEXTS__', JSON.stringify(pushTexts));
  if (filled.includes('self.__')) throw new Error('service worker template left unfilled');
  return filled;
}

/**
 * After the build writes its files, writes `sw.js` beside index.html from the template
 * (src/web/features/pwa/sw-template.js). Its content changes with every build whose shell
 * changes, which is how browsers learn there is a new version.
 */
export function serviceWorker({
  template,
  locales,
}: {
  template: string;
  /** The catalogs' folder (`src/web/locales`), for the push notifications' words. */
  locales: string;
}): Plugin {
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
        await pushTextsRead(locales),
      );
      await writeFile(join(outDir, 'sw.js'), source);
    },
  };
}
