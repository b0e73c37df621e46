import type { Bus, ControlMessage, Envelope } from './bus';
import { envelopeDecode, envelopeEncode } from './bus';
import { redisCommandClient, redisReady, redisSubscriber } from './redis-client';

/**
 * Pub/sub through Redis: every instance publishes to one channel and subscribes to it. ioredis
 * re-subscribes by itself after a reconnect (NOTES.md); the test suites check that it does,
 * after a dropped connection and after a Redis restart.
 *
 * While Redis is unreachable, publish fails at once (redis-client.ts): the caller has committed
 * already and only logs it; clients catch up by resync.
 */
export function redisBus(
  url: string,
  prefix: string,
  onError: (err: Error) => void,
): Bus & { ready: Promise<void> } {
  const channel = `${prefix}:events`;
  const controlChannel = `${prefix}:control`;
  const pub = redisCommandClient(url, onError);
  // Named so an operator (or a test) can find the subscriber in CLIENT LIST.
  const sub = redisSubscriber(url, `${prefix}-sub`, onError);
  const handlers: Array<(e: Envelope) => void> = [];
  const controlHandlers: Array<(m: ControlMessage) => void> = [];
  sub.on('message', (ch: string, wire: string) => {
    if (ch === controlChannel) {
      let message: ControlMessage;
      try {
        message = JSON.parse(wire) as ControlMessage;
      } catch {
        return;
      }
      for (const h of controlHandlers) h(message);
      return;
    }
    const envelope = envelopeDecode(wire);
    if (!envelope) return;
    for (const h of handlers) h(envelope);
  });
  // Rejects only when closed before Redis was ever reached.
  const subscribed = sub.subscribe(channel, controlChannel).then(
    () => undefined,
    (err: Error) => onError(err),
  );
  return {
    kind: 'redis',
    // Until both are up, this instance would miss its own events or fail to publish them.
    ready: Promise.all([subscribed, redisReady(pub)]).then(() => undefined),
    async publish(envelope) {
      await pub.publish(channel, envelopeEncode(envelope));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async publishControl(message) {
      await pub.publish(controlChannel, JSON.stringify(message));
    },
    subscribeControl(handler) {
      controlHandlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      controlHandlers.length = 0;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
