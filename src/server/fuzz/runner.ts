import { seededRandom } from '../../games/seeded-random';
import type { CaseKind, FuzzCase } from './cases';
import type { Actor, FuzzFixture } from './fuzz-fixture';
import { SPARE_ROUTES, actorRenew } from './fuzz-fixture';
import type { Bucket, IdPool } from './id-pool';
import { injectDescribe, injectOptions } from './inject-options';

/** What one case got. `request` and `body` are kept only for answers worth reading later. */
export interface CaseResult {
  route: string;
  kind: CaseKind;
  status: number;
  /** How long the answer took, in ms. */
  ms: number;
  request?: string;
  body?: string;
}

/** The pool is read again after this many requests: new things made by the fuzz get named. */
const POOL_REFRESH_EVERY = 300;

/** Routes whose answer tells something no table does (stored hashed, or signed), and where. */
const ANSWER_FIELDS: Record<string, [Bucket, string]> = {
  'POST /api/objects/upload': ['uploadUrls', 'uploadURL'],
  'GET /api/uploads/s3/params': ['uploadUrls', 'url'],
  'GET /api/uploads/s3/multipart/:uploadId/:partNumber': ['uploadUrls', 'url'],
  'POST /api/device-links': ['deviceLinks', 'code'],
};

export interface RunContext {
  f: FuzzFixture;
  pool: IdPool;
  /** Routes that answer without a session: a 401 there is an answer, not a lost session. */
  publicRoutes: ReadonlySet<string>;
  seed: number;
  concurrency: number;
  /** Whether the answer is kept in full (the request and its body), besides 5xx ones. */
  keep?: (result: CaseResult) => boolean;
}

/**
 * Sends each case with `app.inject`, `concurrency` at a time, as one of the fixture's people
 * picked by the case's own seeded random source (the spare user for account routes). A lost
 * session is renewed for the next request. Results come back in the cases' order.
 */
export async function casesRun(
  cases: readonly FuzzCase[],
  ctx: RunContext,
  offset = 0,
): Promise<CaseResult[]> {
  const { f, pool } = ctx;
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  let sinceRefresh = 0;
  const one = async (i: number) => {
    const c = cases[i]!;
    const random = seededRandom(ctx.seed + offset + i);
    const actor: Actor = SPARE_ROUTES.has(c.route)
      ? f.spare
      : f.actors[Math.floor(random() * f.actors.length)]!;
    if (actor.renewing) await actor.renewing;
    const options = injectOptions(c, actor.userId, pool, random);
    options.headers = { ...(options.headers as object), cookie: actor.cookie };
    const t0 = performance.now();
    const res = await f.app.inject(options);
    const ms = performance.now() - t0;
    const result: CaseResult = { route: c.route, kind: c.kind, status: res.statusCode, ms };
    if (res.statusCode >= 500 || ctx.keep?.(result)) {
      result.request = injectDescribe(c, options);
      result.body = res.body.slice(0, 500);
    }
    results[i] = result;
    if (res.statusCode === 401 && !ctx.publicRoutes.has(c.route)) await actorRenew(f.app, actor);
    const kept = ANSWER_FIELDS[c.route];
    if (kept && res.statusCode < 300) {
      const [bucket, field] = kept;
      const value = (JSON.parse(res.body) as Record<string, unknown> | null)?.[field];
      // Upload URLs of our own routes only (an S3 store signs URLs of its own host).
      const usable = bucket !== 'uploadUrls' || String(value).startsWith('/');
      if (typeof value === 'string' && usable) pool.add(bucket, { id: value, owner: actor.userId });
    }
    if (++sinceRefresh >= POOL_REFRESH_EVERY) {
      sinceRefresh = 0;
      await pool.refresh(f.app.ctx.db);
    }
  };
  await Promise.all(
    Array.from({ length: ctx.concurrency }, async () => {
      while (next < cases.length) await one(next++);
    }),
  );
  return results;
}
