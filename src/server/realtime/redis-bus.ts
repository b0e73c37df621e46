import { Redis } from 'ioredis';
import type { Bus, Envelope } from './bus';
import { envelopeDecode, envelopeEncode } from './bus';

/**
 * Pub/sub through Redis: every instance publishes to one channel and subscribes to it. ioredis
 * re-subscribes by itself after a reconnect (NOTES.md); the test suite checks that it does.
 */
export function redisBus(url: string, prefix: string, onError: (err: Error) => void): Bus {
  const channel = `${prefix}:events`;
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  // Named so an operator (or a test) can find the subscriber in CLIENT LIST.
  const sub = new Redis(url, { maxRetriesPerRequest: 2, connectionName: `${prefix}-sub` });
  pub.on('error', onError);
  sub.on('error', onError);
  const handlers: Array<(e: Envelope) => void> = [];
  sub.on('message', (_ch: string, wire: string) => {
    const envelope = envelopeDecode(wire);
    if (!envelope) return;
    for (const h of handlers) h(envelope);
  });
  const ready = sub.subscribe(channel);
  return {
    kind: 'redis',
    async publish(envelope) {
      await ready;
      await pub.publish(channel, envelopeEncode(envelope));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
