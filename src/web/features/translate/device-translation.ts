import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, MessageTranslation, NoTranslateWords, User } from '../../../protocol';
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
  const words = await client
    .fetchQuery<NoTranslateWords>({ queryKey: noTranslateKey(me), staleTime: WORDS_FRESH_MS })
    .then((r) => r.words)
    .catch(() => [] as string[]);
  return [...nameWords(names), ...words];
}

/**
 * `m` translated on this device from `source` into `target`, from the browser's cache when it
 * was done before (so scrolling back never translates twice); null when the device could not.
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
  const key = deviceCacheKey({
    userId: me,
    messageId: m.id,
    editedAt: m.editedAt,
    target,
    source,
    keep,
  });
  const answer = (text: string): MessageTranslation => ({
    messageId: m.id,
    translatedText: text,
    detectedLanguage: source,
    engine: DEVICE_ENGINE,
  });
  const cached = await deviceCache.get(key).catch(() => undefined);
  if (cached) return answer(cached.text);
  try {
    const text = await deviceEngine.translate(words, source, target, keep);
    void deviceCache.put({ key, text, from: source }).catch(() => undefined);
    return answer(text);
  } catch {
    return null;
  }
}

/** Sign-out, another reader: the translations kept in this browser go with the rest. */
export function deviceTranslationsForget(): void {
  void deviceCache.clear().catch(() => undefined);
}
