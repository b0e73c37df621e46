import type { RedisOptions } from 'ioredis';
import { Redis } from 'ioredis';

/** Redis answers in well under a millisecond; a command still unanswered after this is lost. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Reconnect attempts every 100 ms, 200 ms ... then once a second: an instance cut off from Redis
 * is deaf to the other instances, so it should be back within a second of Redis. (ioredis's
 * default backs off to 2 s.)
 */
const retryStrategy = (times: number) => Math.min(times * 100, 1_000);

/**
 * A client for the commands requests wait on: publish, presence, rate limits.
 *
 * ioredis by default holds commands in an offline queue while disconnected and fails them only
 * after several reconnect attempts. Measured here with the Redis process killed, one publish
 * after another waited 0.6, 1.1, 1.5, 2.0 ... 3.4 s (the wait grows with the backoff), and a
 * WebSocket ack waits for its publish. So: no offline queue (a command while disconnected fails
 * at once), and a command timeout for a connection that is open but does not answer. The client
 * keeps reconnecting meanwhile. What fails is soft state: a push that the client's resync
 * recovers, a presence count that is written again on reconnect, a rate-limit check skipped.
 */
export function redisCommandClient(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  redis.on('error', onError);
  return redis;
}

/**
 * The pub/sub subscriber keeps the offline queue: its one SUBSCRIBE waits for the first
 * connection however long that takes (maxRetriesPerRequest null), and ioredis subscribes again
 * after every reconnect by itself (NOTES.md).
 */
export function redisSubscriber(url: string, name: string, onError: (err: Error) => void): Redis {
  const options: RedisOptions = { maxRetriesPerRequest: null, connectionName: name, retryStrategy };
  const redis = new Redis(url, options);
  redis.on('error', onError);
  return redis;
}

/** Resolves once the client is connected and ready (at once if it is); never rejects. */
export function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}
