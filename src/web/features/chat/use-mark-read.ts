import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { conversationsClearUnread } from '../../lib/apply-event';
import { conversationsKey } from '../../lib/query-client';

/** Bursts of arriving messages are acknowledged once: wait this long after the last one. */
const READ_DEBOUNCE_MS = 400;

/**
 * While a chat is open: clear its unread badge in the cache and tell the server the highest
 * seq shown (POST /api/conversations/{id}/read {seq}), debounced.
 */
export function useMarkRead(conversationId: string, meId: string, highestSeq: number) {
  const client = useQueryClient();
  const sent = useRef(0);

  useEffect(() => {
    client.setQueryData<Conversation[]>(conversationsKey(meId), (old) =>
      old ? conversationsClearUnread(old, conversationId) : old,
    );
    if (highestSeq <= sent.current) return undefined;
    const timer = setTimeout(() => {
      const seq = highestSeq;
      sent.current = seq;
      apiRequest('POST', `/api/conversations/${encodeURIComponent(conversationId)}/read`, {
        seq,
      }).catch(() => {
        // Try again with the next message; the badge is already cleared here.
        if (sent.current === seq) sent.current = 0;
      });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [client, conversationId, meId, highestSeq]);
}
