import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientCreate } from '../../lib/query-client';
import { currentUserIdSet } from '../../lib/current-user';
import { translationOpeningsClear } from '../translate/translation-opening';
import { chatReadsPrefetchIfOpen } from './chat-view-load';
import { localStorageStub } from '../../lib/test-storage';

const ID = '9170ce19-4bd2-45ea-a933-2e1d93b61075';
/** The chat's own reads, whoever is signed in. */
const CHAT_READS = [
  `/api/conversations/${ID}/messages`,
  `/api/conversations/${ID}/translation-settings`,
  `/api/conversations/${ID}/translations`,
];

describe('chatReadsPrefetchIfOpen', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    translationOpeningsClear();
    localStorageStub();
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      const body = String(url).endsWith('/translations')
        ? { targetLanguage: 'en', sourceLanguage: 'auto', translations: [] }
        : [];
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("should ask for an open chat's first reads at start: its messages, settings, opening translations, the header's and the stars", async () => {
    currentUserIdSet('u-emma');
    chatReadsPrefetchIfOpen(queryClientCreate(), `?c=${ID}`);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked.sort()).toEqual(
      [
        ...CHAT_READS,
        '/api/conversations?userId=u-emma',
        '/api/users',
        '/api/users/u-emma/starred',
      ].sort(),
    );
  });

  it("should ask for no one's own reads when this device knows nobody, and nothing for an id that is not one", async () => {
    chatReadsPrefetchIfOpen(queryClientCreate(), `?c=${ID}`);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked.sort()).toEqual([...CHAT_READS].sort());
    asked = [];
    currentUserIdSet('u-emma');
    chatReadsPrefetchIfOpen(queryClientCreate(), '?x=1');
    chatReadsPrefetchIfOpen(queryClientCreate(), `?c=${encodeURIComponent('../session')}`);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toEqual([]);
  });
});
