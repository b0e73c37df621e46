import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenPreloadScript } from './first-screen-preload';
import { APP_LANGUAGES, appLanguageGuess } from './i18n/languages';

const CATALOGS = Object.fromEntries(APP_LANGUAGES.map((l) => [l, `/assets/${l}-x.js`]));
const CHAT = ['/assets/ChatView-x.js', '/assets/protocol-x.js'];

interface Device {
  /** What this device stored as its last language, or null; 'blocked' when storage throws. */
  stored: string | null | 'blocked';
  languages: string[] | undefined;
  language?: string;
  search?: string;
}

function storageOf(device: Device) {
  return {
    getItem: () => {
      if (device.stored === 'blocked') throw new Error('storage blocked');
      return device.stored;
    },
  };
}

/** Runs the script against `device`; returns the URLs it asked to preload. */
function preloadsOf(device: Device): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const navigator = { languages: device.languages, language: device.language ?? 'en-US' };
  const location = { search: device.search ?? '' };
  const run = new Function('localStorage', 'navigator', 'document', 'location', CODE);
  run(storageOf(device), navigator, document, location);
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
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

  it('should preload the chat when the address opens one', () => {
    const device: Device = { stored: 'fr', languages: ['en'], search: '?c=abc' };
    expect(preloadsOf(device)).toEqual([CATALOGS.fr, ...CHAT]);
  });

  it('should leave the chat alone when the address opens none', () => {
    const device: Device = { stored: 'fr', languages: ['en'], search: '?cx=1&m=2' };
    expect(preloadsOf(device)).toEqual([CATALOGS.fr]);
  });
});
