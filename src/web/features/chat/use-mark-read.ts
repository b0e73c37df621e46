import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../protocol';
import { conversationsClearUnread } from '../../lib/apply-event';
import { useLiveValue } from '../../lib/live-context';
import { conversationsKey } from '../../lib/query-client';
import { RECEIPT_REPORTER } from '../receipts/receipts-key';
import { usePageVisible } from '../receipts/use-page-visible';

/**
 * While a chat is open and the page is visible: clear its unread badge in the cache and report
 * the highest seq shown as read over the live connection (issue 11 'Read receipts'; the
 * reporter batches bursts into one report). A hidden page reads nothing; coming back into view
 * reads what arrived meanwhile.
 */
export function useMarkRead(conversationId: string, meId: string, highestSeq: number) {
  const client = useQueryClient();
  const receipts = useLiveValue(RECEIPT_REPORTER);
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible) return;
    client.setQueryData<Conversation[]>(conversationsKey(meId), (old) =>
      old ? conversationsClearUnread(old, conversationId) : old,
    );
    if (highestSeq > 0) receipts?.read(conversationId, highestSeq);
  }, [client, conversationId, meId, highestSeq, visible, receipts]);
}
