import type { QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  MessageTranslation,
  NoTranslateWords,
  Translation,
  User,
} from '../../../protocol';
import { nameWords } from '../../../lang/protect';
import { messageWords } from '../../../protocol/message-words';
import type { ChatMessage } from '../../lib/apply-event';
import { currentUserIdGet } from '../../lib/current-user';
import { USERS_KEY, conversationsKey } from '../../lib/query-client';
import { deviceCache, deviceCacheKey } from '../device-translate/device-cache';
import { deviceEngine } from '../device-translate/device-engine';
import { DEVICE_ENGINE } from './engine-choice';

/** The reader's do-not-translate words (spec secondary 2): GET /api/users/{id}/no-translate. */
export const noTranslateKey = (userId: string) => ['/api/users', userId, 'no-translate'] as const;
/** The list changes only when the reader saves it, which sets the query (NoTranslateField). */
const WORDS_FRESH_MS = 5 * 60_000;

/**
 * What a translation keeps as written, as the server keeps it: the names of the chat's people
 * and the reader's own do-not-translate words.
 */
async function keptWords(client: QueryClient, m: ChatMessage, me: string): Promise<string[]> {
  const conversation = client
    .getQueryData<Conversation[]>(conversationsKey(me))
    ?.find((c) => c.id === m.conversationId);
  const people = new Set(conversation?.participants ?? [m.senderId]);
  const names = (client.getQueryData<User[]>(USERS_KEY) ?? [])
    .filter((u) => people.has(u.id))
    .map((u) => u.displayName);
  return [...nameWords(names), ...(await readerKeptWords(client, me))];
}

/** What the reader's own list keeps as written, asked once and kept a while. */
export function readerKeptWords(client: QueryClient, me: string): Promise<string[]> {
  return client
    .fetchQuery<NoTranslateWords>({ queryKey: noTranslateKey(me), staleTime: WORDS_FRESH_MS })
    .then((r) => r.words)
    .catch(() => [] as string[]);
}

/** Words to translate on this device, and what names them in the browser's cache. */
export interface DeviceWords {
  words: string;
  source: string;
  target: string;
  keep: readonly string[];
  /**
   * Kept in the browser's cache under this name and version (a message's id and edit), so
   * scrolling back never translates twice; null: not kept (a draft being typed).
   */
  cacheAs: { id: string; version: string | null | undefined } | null;
}

/** The words translated on this device, from the browser's cache when done before; null when it cannot. */
export async function deviceWordsTranslation(w: DeviceWords): Promise<string | null> {
  const me = currentUserIdGet();
  // Kept only under a reader's name: each reader keeps their own.
  const key =
    w.cacheAs && me !== null
      ? deviceCacheKey({
          userId: me,
          messageId: w.cacheAs.id,
          editedAt: w.cacheAs.version,
          target: w.target,
          source: w.source,
          keep: w.keep,
        })
      : null;
  const cached = key ? await deviceCache.get(key).catch(() => undefined) : undefined;
  if (cached) return cached.text;
  try {
    const text = await deviceEngine.translate(w.words, w.source, w.target, w.keep);
    if (key)
      void deviceCache.put({ key, text, from: w.source, at: Date.now() }).catch(() => undefined);
    return text;
  } catch {
    return null;
  }
}

/** The words translated on this device, as an engine's answer; null when it cannot. */
export async function deviceOutcome(w: DeviceWords): Promise<Translation | null> {
  const text = await deviceWordsTranslation(w);
  return text === null
    ? null
    : { translatedText: text, detectedLanguage: w.source, engine: DEVICE_ENGINE };
}

/** A person's name as the users list has it, when it does. */
export function userName(client: QueryClient, id: string | null): string | undefined {
  return client.getQueryData<User[]>(USERS_KEY)?.find((u) => u.id === id)?.displayName;
}

/**
 * What a translation of words outside a message keeps as written: the names of the people they
 * are about and the reader's own do-not-translate words.
 */
export async function wordsKept(
  client: QueryClient,
  names: ReadonlyArray<string | undefined>,
): Promise<string[]> {
  const me = currentUserIdGet();
  const known = names.filter((n): n is string => !!n);
  return [...nameWords(known), ...(me ? await readerKeptWords(client, me) : [])];
}

/**
 * `m` translated on this device from `source` into `target` (cached per message version); null
 * when the device could not.
 */
export async function deviceTranslation(
  client: QueryClient,
  m: ChatMessage,
  source: string,
  target: string,
): Promise<MessageTranslation | null> {
  const words = messageWords(m);
  const me = currentUserIdGet();
  if (words === null || me === null) return null;
  const keep = await keptWords(client, m, me);
  const cacheAs = { id: m.id, version: m.editedAt };
  const answer = await deviceOutcome({ words, source, target, keep, cacheAs });
  return answer && { messageId: m.id, ...answer };
}

/** Sign-out, another reader: the translations kept in this browser go with the rest. */
export function deviceTranslationsForget(): void {
  void deviceCache.clear().catch(() => undefined);
}
