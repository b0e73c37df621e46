import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../protocol';
import { MESSAGE_PAGE_DEFAULT } from '../../../protocol/limits';
import { apiRequest } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesLowestSeq, messagesMerge } from '../../lib/apply-event';
import { messagesKey } from '../../lib/query-client';

/**
 * The open chat's messages: the newest page from GET /api/conversations/{id}/messages, live
 * events merged in, and older pages (?beforeSeq=&limit=50) prepended on demand.
 */
export function useChatMessages(conversationId: string) {
  const client = useQueryClient();
  const live = useQuery<ChatMessage[]>({ queryKey: messagesKey(conversationId) });
  // The messages render in a pass React can interrupt: when a page of them arrives, the chat
  // shows it without one long task holding the page (on a phone's first visit, a long one).
  // The list itself is deferred, not the query's result: that is a new object at every render,
  // so deferring it would render the whole chat twice for each change of anything else.
  const data = useDeferredValue(live.data);
  const query = {
    data,
    isPending: data === undefined,
    isError: live.isError,
    isSuccess: live.isSuccess && data !== undefined,
  };
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const busy = useRef(false);

  const lowest = messagesLowestSeq(query.data);
  const hasOlder = !exhausted && Number.isFinite(lowest) && lowest > 1;

  const loadOlder = useCallback(async () => {
    if (busy.current || !hasOlder) return;
    busy.current = true;
    setLoadingOlder(true);
    try {
      const page = await apiRequest<Message[]>(
        'GET',
        `/api/conversations/${encodeURIComponent(conversationId)}/messages?beforeSeq=${lowest}&limit=${MESSAGE_PAGE_DEFAULT}`,
      );
      client.setQueryData<ChatMessage[]>(messagesKey(conversationId), (old) =>
        messagesMerge(old ?? [], page),
      );
      if (page.length < MESSAGE_PAGE_DEFAULT) setExhausted(true);
    } catch {
      // Scrolling up again retries; the list itself stays usable.
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  }, [client, conversationId, hasOlder, lowest, setLoadingOlder, setExhausted]);

  return { query, hasOlder, loadingOlder, loadOlder };
}
