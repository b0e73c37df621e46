import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesKey } from '../../lib/query-client';
import { translationQuery, translationWanted } from './message-translation';
import { translationOpeningStart } from './translation-opening';

/** About a phone's screenful of bubbles: the chat opens at its newest messages. */
export const PREFETCH_NEWEST = 15;

/**
 * Asks for the translations of a chat's newest messages the moment they arrive in the cache,
 * not once React has rendered their bubbles: the bubbles' own queries (same keys) then find
 * them on their way, a render sooner. Asks again on every change of the chat's messages; a
 * translation already cached or on its way is not asked for twice. Returns the stop.
 */
export function translationPrefetchStart(
  client: QueryClient,
  conversationId: string,
  meId: string,
  settings: TranslationSettings,
): () => void {
  const key = hashKey(messagesKey(conversationId));
  const ask = (messages: ChatMessage[] | undefined) => {
    for (const m of (messages ?? []).slice(-PREFETCH_NEWEST)) {
      if (translationWanted(m, meId, settings))
        void client.prefetchQuery(translationQuery(m, settings));
    }
  };
  ask(client.getQueryData(messagesKey(conversationId)));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash === key) ask(event.query.state.data as ChatMessage[] | undefined);
  });
}

/** {@link translationPrefetchStart} for the open chat, once its settings are known. */
export function useTranslationPrefetch(
  conversationId: string,
  meId: string,
  settings: TranslationSettings | null | undefined,
): void {
  const client = useQueryClient();
  // As the chat opens, not once its settings are known: the opening comes with the messages.
  useEffect(() => translationOpeningStart(client, conversationId), [client, conversationId]);
  useEffect(
    () => (settings ? translationPrefetchStart(client, conversationId, meId, settings) : undefined),
    [client, conversationId, meId, settings],
  );
}
