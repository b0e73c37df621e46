import { skipToken, useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../protocol';
import { apiRequest } from '../../../lib/api';
import type { ChatMessage } from '../../../lib/apply-event';

/** Where a quoted message fetched on its own is cached (one older than the loaded pages). */
export const quotedMessageKey = (id: string) => ['/api/messages', id] as const;

/**
 * The message a reply answers: the chat's own copy when it is loaded (so an edit, an unsend or a
 * burn shows at once), else GET /api/messages/{id}. Undefined while it loads; null when it
 * cannot be had (the quote then says 'Message unavailable').
 */
export function useQuotedMessage(
  id: string | undefined,
  loaded: ChatMessage | undefined,
): ChatMessage | null | undefined {
  const wanted = !!id && !loaded;
  const query = useQuery<Message>({
    queryKey: quotedMessageKey(id ?? ''),
    queryFn: wanted
      ? () => apiRequest<Message>('GET', `/api/messages/${encodeURIComponent(id)}`)
      : skipToken,
    staleTime: 60_000,
    retry: 1,
  });
  if (!id) return null;
  if (loaded) return loaded;
  if (query.isError) return null;
  return query.data;
}
