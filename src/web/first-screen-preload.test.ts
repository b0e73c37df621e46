import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingTranslationsPath } from './features/translate/translation-opening';
import { translationSettingsKey } from './features/translation-settings/queries';
import { firstScreenPreloadScript } from './first-screen-preload';
import { queryKeyPath } from './lib/api';
import { CURRENT_USER_KEY } from './lib/current-user';
import { USERS_KEY, conversationsKey, messagesKey } from './lib/query-client';
import { starredKey } from './features/starred/starred-cache';
import { APP_LANGUAGES, APP_LANGUAGE_STORED_KEY, appLanguageGuess } from './i18n/languages';

const CATALOGS = Object.fromEntries(APP_LANGUAGES.map((l) => [l, `/assets/${l}-x.js`]));
const CHAT = ['/assets/ChatView-x.js', '/assets/protocol-x.js'];

interface Device {
  /** What this device stored as its last language, or null; 'blocked' when storage throws. */
  stored: string | null | 'blocked';
  languages: string[] | undefined;
  language?: string;
  search?: string;
  /** Who was signed in here last (`CURRENT_USER_KEY`), if anyone. */
  me?: string;
}

function storageOf(device: Device) {
  return {
    getItem: (key: string) => {
      if (device.stored === 'blocked') throw new Error('storage blocked');
      if (key === CURRENT_USER_KEY) return device.me ?? null;
      return key === APP_LANGUAGE_STORED_KEY ? device.stored : null;
    },
  };
}

interface Link {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
}

/** Runs the script against `device`; returns the links it added to the page (in one go). */
function linksOf(device: Device): Link[] {
  const links: Link[] = [];
  const gathered: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    createDocumentFragment: () => ({ appendChild: (link: Link) => gathered.push(link) }),
    head: {
      appendChild: (fragment: unknown) => {
        // One fragment, holding every link: the page takes them all at once.
        expect(links).toHaveLength(0);
        expect(fragment).not.toHaveProperty('rel');
        links.push(...gathered);
      },
    },
  };
  const navigator = { languages: device.languages, language: device.language ?? 'en-US' };
  const location = { search: device.search ?? '' };
  const run = new Function('localStorage', 'navigator', 'document', 'location', CODE);
  run(storageOf(device), navigator, document, location);
  return links;
}

/** The code the script asked to preload (modules), by URL. */
function preloadsOf(device: Device): string[] {
  const links = linksOf(device).filter((l) => l.rel === 'modulepreload');
  return links.map((l) => l.href);
}

/** The reads the script asked for with the cookie, by URL; anything else fails. */
function readsOf(device: Device): string[] {
  const reads = linksOf(device).filter((l) => l.rel !== 'modulepreload');
  for (const read of reads) {
    expect(read).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials' });
  }
  return reads.map((l) => l.href);
}

/** What the app itself guesses on `device`. */
function appGuessOn(device: Device): string {
  vi.stubGlobal('localStorage', storageOf(device));
  vi.stubGlobal('navigator', { languages: device.languages, language: device.language });
  return appLanguageGuess();
}

const CODE = firstScreenPreloadScript({ catalogs: CATALOGS, chat: CHAT });

const DEVICES: Device[] = [
  { stored: null, languages: ['en-US', 'en'] },
  { stored: null, languages: ['ja-JP', 'en'] },
  { stored: null, languages: ['sw', 'fr-CA'] },
  { stored: null, languages: ['sw', 'de'] },
  { stored: null, languages: ['sw'] },
  { stored: null, languages: ['en-GB', 'es'] },
  { stored: null, languages: ['pt_BR'] },
  { stored: null, languages: ['ZH-tw'] },
  { stored: null, languages: [] },
  { stored: null, languages: undefined, language: 'ko-KR' },
  { stored: 'ar', languages: ['en-US'] },
  { stored: 'pt-BR', languages: ['ja'] },
  { stored: 'xx', languages: ['ja'] },
  { stored: '', languages: ['ru'] },
  { stored: 'blocked', languages: ['hi-IN'] },
];

describe('firstScreenPreloadScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(DEVICES)('should preload the catalog the app will ask for first (%j)', (device) => {
    expect(preloadsOf(device)).toEqual([CATALOGS[appGuessOn(device)]]);
  });

  it('should preload the chat, its messages, its translation settings and its opening translations when the address opens one', () => {
    const id = '9170ce19-4bd2-45ea-a933-2e1d93b61075';
    const device: Device = { stored: 'fr', languages: ['en'], search: `?c=${id}` };
    expect(preloadsOf(device)).toEqual([CATALOGS.fr, ...CHAT]);
    // The very paths the chat's queries fetch (lib/query-client.ts, lib/api.ts).
    expect(readsOf(device)).toEqual([
      queryKeyPath(messagesKey(id)),
      queryKeyPath(translationSettingsKey(id)),
      openingTranslationsPath(id),
    ]);
  });

  it('should preload the conversations, people and stars of whoever was signed in here last', () => {
    const id = '9170ce19-4bd2-45ea-a933-2e1d93b61075';
    const list: Device = { stored: 'fr', languages: ['en'], me: 'u-emma' };
    expect(readsOf(list)).toEqual([
      queryKeyPath(conversationsKey('u-emma')),
      queryKeyPath(USERS_KEY),
    ]);
    expect(readsOf({ ...list, search: `?c=${id}` })).toEqual([
      queryKeyPath(conversationsKey('u-emma')),
      queryKeyPath(USERS_KEY),
      queryKeyPath(messagesKey(id)),
      queryKeyPath(translationSettingsKey(id)),
      openingTranslationsPath(id),
      queryKeyPath(starredKey('u-emma')),
    ]);
    // Not a user id: nothing of theirs.
    expect(readsOf({ ...list, me: '../session' })).toEqual([]);
  });

  it.each(['../session', 'a/b', 'x?y=1', '', 'a'.repeat(101), '%2e%2e'])(
    'should read nothing for a chat id that is not one (%j)',
    (id) => {
      const device: Device = {
        stored: 'fr',
        languages: ['en'],
        search: `?c=${encodeURIComponent(id)}`,
      };
      expect(preloadsOf(device)).toEqual([CATALOGS.fr, ...CHAT]);
      expect(readsOf(device)).toEqual([]);
    },
  );

  it('should leave the chat alone when the address opens none', () => {
    const device: Device = { stored: 'fr', languages: ['en'], search: '?cx=1&m=2' };
    expect(preloadsOf(device)).toEqual([CATALOGS.fr]);
    expect(readsOf(device)).toEqual([]);
  });
});
