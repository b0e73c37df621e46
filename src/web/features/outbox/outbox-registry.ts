import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { Outbox } from './outbox';
import { outboxStoreDefault } from './outbox-store';
import { tNow } from '../../i18n/intl';

/**
 * A send with no answer after this long counts as failed and waits to go again: a connection
 * that hangs (half-open, a stalled proxy) must not hold the outbox forever. Generous, since a
 * slow answer is not an error; the clientId makes a late first copy and the retry one message.
 */
export const OUTBOX_SEND_TIMEOUT_MS = 20_000;

function postWithTimeout(body: unknown): Promise<Message> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('No answer from the server')),
      OUTBOX_SEND_TIMEOUT_MS,
    );
  });
  return Promise.race([apiRequest<Message>('POST', '/api/messages', body), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

/** One outbox per signed-in user in this tab. */
const outboxes = new Map<string, Outbox>();

/**
 * The user's outbox, started on first use: it loads what earlier pages left and sends it. The
 * chat's send hook and the live session share it.
 */
export function outboxFor(client: QueryClient, userId: string): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = new Outbox(client, userId, {
      store: outboxStoreDefault(),
      post: postWithTimeout,
      onRefused: (reason) =>
        toast({ title: tNow('outbox.refusedTitle'), description: reason, variant: 'destructive' }),
      events: typeof window === 'undefined' ? null : window,
    });
    outboxes.set(userId, outbox);
    void outbox.start();
  }
  return outbox;
}

/** Signing out (or switching identity): this user's entries stay stored but are not sent. */
export function outboxStop(userId: string): void {
  outboxes.get(userId)?.stop();
  outboxes.delete(userId);
}
