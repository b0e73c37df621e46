import { randomUUID } from 'node:crypto';
import type { ChainableCommander } from 'ioredis';
import { redisCommandClient, redisReady } from './redis-client';

/**
 * The presence key of one session (a linked device): counted beside the users' own keys. `#`
 * appears in no user id, so the two never meet.
 */
export function sessionPresenceKey(idHash: string): string {
  return `#session:${idHash}`;
}

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
 *
 * Each instance also keeps its own counts, and writes them as absolute values (HSET, not HINCRBY),
 * so they can be written again whenever the connection to Redis is (re)made: a Redis that
 * restarted empty, or dropped writes while it was unreachable, then knows again who is connected
 * here. While Redis is unreachable, commands fail at once (redis-client.ts); connect/disconnect
 * then reject (the gateway logs it) and onlineAmong answers from this instance's own counts, so
 * the user list and sign-in keep working.
 */
export function redisPresence(
  url: string,
  prefix: string,
  onError: (err: Error) => void,
): Presence & { ready: Promise<void> } {
  const redis = redisCommandClient(url, onError);
  const instanceId = randomUUID();
  const instanceKey = (id: string) => `${prefix}:instance:${id}`;
  const userKey = (userId: string) => `${prefix}:presence:${userId}`;
  /** Open connections here, per user: the truth that Redis is told again after a reconnect. */
  const local = new Map<string, number>();
  /** Users whose count here may not have reached Redis (a write failed or is under way). */
  const unsent = new Set<string>();

  const beat = () => redis.set(instanceKey(instanceId), '1', 'EX', INSTANCE_TTL_S).catch(onError);
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();

  const write = (pipe: ChainableCommander, userId: string) => {
    const n = local.get(userId) ?? 0;
    return n > 0
      ? pipe.hset(userKey(userId), instanceId, n)
      : pipe.hdel(userKey(userId), instanceId);
  };
  // Liveness first, then the counts: another instance reading a count also finds us alive.
  const register = () => {
    const users = new Set([...local.keys(), ...unsent]);
    const pipe = redis.pipeline().set(instanceKey(instanceId), '1', 'EX', INSTANCE_TTL_S);
    for (const userId of users) write(pipe, userId);
    pipe
      .exec()
      .then(results)
      .then(() => users.forEach((u) => unsent.delete(u)), onError);
  };
  redis.on('ready', register);

  /** This user's count written, then every instance's count read back: the live total. */
  async function update(userId: string): Promise<number> {
    unsent.add(userId);
    const res = results(await write(redis.pipeline(), userId).hgetall(userKey(userId)).exec());
    unsent.delete(userId);
    return liveTotal(userId, res[1] as Record<string, string>);
  }

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
    ready: redisReady(redis),
    async connect(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      return (await update(userId)) === 1;
    },
    async disconnect(userId) {
      const n = (local.get(userId) ?? 0) - 1;
      if (n > 0) local.set(userId, n);
      else local.delete(userId);
      return (await update(userId)) === 0;
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      try {
        const pipe = redis.pipeline();
        for (const id of userIds) pipe.hgetall(userKey(id));
        const res = results(await pipe.exec());
        const totals = await Promise.all(
          userIds.map((id, i) => liveTotal(id, res[i] as Record<string, string>)),
        );
        return new Set(userIds.filter((_id, i) => totals[i]! > 0));
      } catch (err) {
        onError(err as Error);
        return new Set(userIds.filter((id) => local.has(id)));
      }
    },
    async close() {
      clearInterval(timer);
      redis.off('ready', register);
      // Our connections are gone with us: leave no counts behind for others to prune.
      await redis.del(instanceKey(instanceId)).catch(() => undefined);
      redis.disconnect();
    },
  };
}

/** A pipeline's replies; its first failed command's error is thrown (exec itself resolves). */
function results(res: Array<[Error | null, unknown]> | null): unknown[] {
  if (!res) throw new Error('Redis pipeline discarded');
  const failed = res.find(([err]) => err);
  if (failed) throw failed[0];
  return res.map(([, value]) => value);
}
