import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Who has at least one open live connection, across all instances. */
export interface Presence {
  /** Counts a new connection; true when the user was offline everywhere until now. */
  connect(userId: string): Promise<boolean>;
  /** Counts a closed connection; true when the user has no connection left anywhere. */
  disconnect(userId: string): Promise<boolean>;
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export function memoryPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    async connect(userId) {
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      return n === 1;
    },
    async disconnect(userId) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) {
        counts.set(userId, n);
        return false;
      }
      counts.delete(userId);
      return true;
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
    async close() {
      counts.clear();
    },
  };
}

/** How often an instance says it is alive, and how long Redis believes it without news. */
const HEARTBEAT_MS = 10_000;
const INSTANCE_TTL_S = 30;

/**
 * Per user, a hash of instance id -> open connections there. An instance that dies stops
 * renewing its liveness key; its counts are then ignored and pruned when next read.
 */
export function redisPresence(
  url: string,
  prefix: string,
  onError: (err: Error) => void,
): Presence {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  const instanceId = randomUUID();
  const instanceKey = (id: string) => `${prefix}:instance:${id}`;
  const userKey = (userId: string) => `${prefix}:presence:${userId}`;
  const beat = () => redis.set(instanceKey(instanceId), '1', 'EX', INSTANCE_TTL_S).catch(onError);
  void beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();

  /** Sum of live counts in one user's hash; prunes the fields of dead instances. */
  async function liveTotal(userId: string, fields: Record<string, string>): Promise<number> {
    const ids = Object.keys(fields);
    if (ids.length === 0) return 0;
    const alive = await redis.mget(ids.map(instanceKey));
    let total = 0;
    const dead: string[] = [];
    ids.forEach((id, i) => {
      if (id === instanceId || alive[i]) total += Math.max(0, Number(fields[id]));
      else dead.push(id);
    });
    if (dead.length) await redis.hdel(userKey(userId), ...dead);
    return total;
  }

  return {
    async connect(userId) {
      const res = await redis
        .multi()
        .hincrby(userKey(userId), instanceId, 1)
        .hgetall(userKey(userId))
        .exec();
      const fields = (res?.[1]?.[1] ?? {}) as Record<string, string>;
      return (await liveTotal(userId, fields)) === 1;
    },
    async disconnect(userId) {
      const n = await redis.hincrby(userKey(userId), instanceId, -1);
      if (n <= 0) await redis.hdel(userKey(userId), instanceId);
      return (await liveTotal(userId, await redis.hgetall(userKey(userId)))) === 0;
    },
    async onlineAmong(userIds) {
      const online = new Set<string>();
      if (userIds.length === 0) return online;
      const pipe = redis.pipeline();
      for (const id of userIds) pipe.hgetall(userKey(id));
      const res = (await pipe.exec()) ?? [];
      await Promise.all(
        userIds.map(async (id, i) => {
          const fields = (res[i]?.[1] ?? {}) as Record<string, string>;
          if ((await liveTotal(id, fields)) > 0) online.add(id);
        }),
      );
      return online;
    },
    async close() {
      clearInterval(timer);
      // Our connections are gone with us: leave no counts behind for others to prune.
      await redis.del(instanceKey(instanceId)).catch(() => undefined);
      redis.disconnect();
    },
  };
}
