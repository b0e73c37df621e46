import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { receiptOf } from './receipt-cache';
import { conversationsKey, keyIsMessages } from '../../lib/query-client';
import type { ReceiptReporter } from './receipt-reporter';
import { receiptHighestFromOthers } from './receipt-ticks';

/**
 * Reports as delivered what a fetch brought to this device (issue 11): the conversation list
 * (each conversation's last message is on the device with it) and every page of messages. Live
 * pushes are reported where they arrive (the live session). Returns the unsubscribe function.
 */
export function receiptsDeliverOnFetch(
  client: QueryClient,
  userId: string,
  reporter: ReceiptReporter,
): () => void {
  const listKey = JSON.stringify(conversationsKey(userId));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey as readonly unknown[];
    if (JSON.stringify(key) === listKey) {
      for (const conv of (event.query.state.data as Conversation[] | undefined) ?? []) {
        const last = conv.lastSeq ?? 0;
        if (conv.lastMessage?.senderId === userId) continue;
        if (last > receiptOf(conv, userId).deliveredSeq) reporter.delivered(conv.id, last);
      }
    } else if (keyIsMessages(key)) {
      const list = event.query.state.data as ChatMessage[] | undefined;
      const seq = receiptHighestFromOthers(list, userId);
      if (seq > 0) reporter.delivered(key[1], seq);
    }
  });
}
