import { liveFeature, liveProvide } from '../../lib/live-registry';
import { conversationsApplyReceipt } from './receipt-cache';
import { ReceiptReporter } from './receipt-reporter';
import { receiptsDeliverOnFetch } from './receipts-deliver';
import { RECEIPT_REPORTER } from './receipts-key';

/**
 * Read receipts (issue 11): members' positions pushed as `receipt` fold into the conversation
 * list. For the session, a reporter tells the server how far this device got: delivered as
 * messages arrive (pushed, at once, or fetched), read as the open chat shows them.
 */
export const receiptsLive = liveFeature({
  events: ['receipt'],
  fold: (cache, event, ctx) =>
    cache.conversations
      ? {
          ...cache,
          conversations: conversationsApplyReceipt(cache.conversations, event, ctx.userId),
        }
      : cache,
  start: ({ client, userId, connection }) => {
    const receipts = new ReceiptReporter((event) => connection.send(event));
    // What could not be told while the socket was down goes as soon as it is back.
    const unsubscribeOpen = connection.subscribe(() => {
      if (connection.getStatus() === 'open') receipts.flush();
    });
    const unsubscribeFetch = receiptsDeliverOnFetch(client, userId, receipts);
    return {
      provides: liveProvide(RECEIPT_REPORTER, receipts),
      onEvent: (event) => {
        if (event.type === 'message' && event.message.senderId !== userId) {
          receipts.delivered(event.message.conversationId, event.message.seq);
        }
      },
      stop: () => {
        unsubscribeOpen();
        unsubscribeFetch();
        receipts.stop();
      },
    };
  },
});
