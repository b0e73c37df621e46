import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../protocol';
import { clientEventSchema } from '../protocol';
import { SECRET, SECRET_CENTS, authzFixture } from './testing/authz-fixture';
import type { Target } from './testing/authz-fixture';
import type { AuthzRequest } from './testing/authz-requests';
import { LIVE_EVENTS, authzRequest, authzStale, routeName } from './testing/authz-requests';
import { CHAT_USER } from './testing/chat-fixture';
import type { DataSnapshot } from './testing/data-snapshot';
import { dataChanges, dataSnapshot } from './testing/data-snapshot';
import type { LiveClient } from './testing/live-client';
import { routeAnswering, routeTable } from './testing/route-table';

// Hoisted above the imports: the helper is imported from inside.
vi.mock('fastify', async (original) =>
  (await import('./testing/route-table')).fastifyRecording(original as never),
);

/** Acts on the caller's own things only, and names nobody else's. */
const OWN = "the caller's own data only";

/**
 * Routes on which Emma may act although they name Sofía or her things, or name nobody: each
 * with why. They must answer 2xx and still leak nothing private of Sofía's; every other route
 * must refuse (403 or 404). The public routes are session-gate.test.ts's, which also checks
 * that every other route answers 401 without a session (not repeated here).
 */
const ALLOWED: Record<string, string> = {
  'PATCH /api/users/me': OWN,
  'GET /api/friend-search': 'finds people by name: public profiles, as the identity picker shows',
  'POST /api/friend-requests': 'anyone may ask anyone to be friends (secondary: Contacts)',
  'POST /api/blocked-users': 'Emma blocks Sofía: a row of her own block list',
  'DELETE /api/blocked-users/:id': 'Emma unblocks Sofía: her own block list',
  'POST /api/conversations': 'anyone may start a chat with anyone (the new-chat action)',
  'GET /api/objects/recent': OWN,
  'DELETE /api/users/me/avatar': OWN,
  'POST /api/users/me/avatar': OWN,
  'POST /api/objects': OWN,
  'POST /api/detect': 'works on the text sent, nobody else’s',
  'GET /api/translate/languages': 'the engine’s languages, nobody’s data',
  'POST /api/translate': 'translates the text sent, nobody else’s',
  'POST /api/generate-image': OWN,
  'GET /api/translation-settings': OWN,
  'POST /api/seed-demo': OWN,
  'GET /api/contact-lists': OWN,
  'POST /api/contact-lists': OWN,
  'GET /api/broadcast-lists': OWN,
  'GET /api/broadcast-lists/discover': 'broadcast lists are public: anyone may find and follow one',
  'GET /api/broadcast-lists/:id': 'broadcast lists are public: anyone may read one',
  'POST /api/broadcast-lists': OWN,
  'PUT /api/broadcast-lists/:id/subscription': 'broadcast lists are public: anyone may follow one',
  'DELETE /api/broadcast-lists/:id/subscription': 'Emma stops following: her own subscription',
  'GET /api/broadcasts': OWN,
  'GET /api/status-updates': OWN,
  'GET /api/music/recent': OWN,
  'POST /api/objects/upload': OWN,
  'GET /api/uploads/s3/params': OWN,
  'GET /api/videos': 'the feed: ready videos are public',
  'POST /api/uploads/s3/multipart': OWN,
  'POST /api/follows/:userId': 'creators are public: anyone may follow one',
  'DELETE /api/follows/:userId': 'Emma unfollows: her own follow',
  'GET /api/collaboration-requests': OWN,
  'GET /api/devices': OWN,
  'POST /api/device-links': OWN,
  'POST /api/auth/passkey/register/options': OWN,
  'GET /api/auth/passkeys': OWN,
  'GET /api/settings': OWN,
  'PATCH /api/settings': OWN,
  'PUT /api/settings/password': OWN,
  'GET /api/storage': OWN,
  'GET /api/push/key': "the server's VAPID public key, the same for everyone",
  'PUT /api/push/subscriptions': 'Emma subscribes a browser of hers: her own subscription',
  'GET /api/export': OWN,
  // Last of all (see `ordered`): Emma is gone after it.
  'DELETE /api/account': OWN,
};

/**
 * Batch routes that answer 200 with a refusal per item, as for an item that does not exist: one
 * message unsent meanwhile must not fail the others' translations.
 */
const REFUSED_PER_ITEM: Record<string, (body: unknown) => boolean> = {
  'POST /api/translate/messages': (body) =>
    (body as { translations: { error?: string }[] }).translations.every(
      (t) => t.error === 'Message not found',
    ),
};

/**
 * Routes that act on the caller's own account only, and only with a proof made for it: a request
 * without one is refused (400) whoever sends it, with the text given here, and stores nothing.
 */
const NEEDS_PROOF: Record<string, string> = {
  'POST /api/auth/passkey/register/verify': 'Passkey not accepted',
};

/** Reads that refuse Sofía too on her upload under way, and why that is right. */
const OWNER_ALSO_REFUSED: Record<string, string> = {
  'GET /api/videos/:id/file': 'an upload under way has no file yet; ready videos are public',
  'GET /api/videos/:id/thumbnail': 'an upload under way has no thumbnail yet',
  'GET /api/videos/:id/comments': 'an upload under way takes no comments; the feed’s are public',
};

/**
 * Events that may reach Sofía or Camille while Emma tries: Emma coming online, and their own
 * device coming online (their listening socket's, which may cross Redis late).
 */
const HARMLESS_EVENTS = new Set<ServerEvent['type']>(['presence', 'devices_changed']);

/**
 * OWASP ASVS V4 (access control), generated from the app's own route table and live event
 * schema: Emma, signed in, is no part of any of Sofía's things and tries every route and every
 * live event on them.
 */
describe('authorisation matrix (ASVS V4)', () => {
  let w: Awaited<ReturnType<typeof authzFixture>>;
  let direct: Target;
  let group: Target;
  let shared: Target;
  let mine: string[];
  let baseline: DataSnapshot;
  let listeners: LiveClient[];

  beforeAll(async () => {
    w = await authzFixture();
    direct = w.target('direct');
    group = w.target('group');
    shared = w.target('shared');
    listeners = [await w.f.phone('sofia'), await w.f.phone('camille')];
    // Emma's own rows (and those of the chats she is in) may change by her requests.
    mine = [CHAT_USER.emma, w.f.direct.id, w.f.group.id];
    baseline = await dataSnapshot(w.f.s.app.ctx.db, mine);
    // A server and some forty requests of set-up: more than the default on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await w?.f.phonesClose();
    await w?.f.s.close();
  });

  const routes = () => {
    const seen = new Set<string>();
    return routeTable.filter((r) => {
      const name = routeName(r);
      if (r.public || r.method === 'HEAD' || seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  };
  /** Routes in table order, Emma's account deletion last. */
  const ordered = () =>
    routes().sort(
      (a, b) =>
        Number(routeName(a) === 'DELETE /api/account') -
        Number(routeName(b) === 'DELETE /api/account'),
    );
  /**
   * The requests that try `route` on Sofía's things, each once: in her chat with Camille, in her
   * group (when that names something else: a chat, a message) and from the chat Emma shares with
   * her (when something of hers besides that chat is named: a photo, a request).
   */
  const requestsOf = (route: { method: string; url: string }): AuthzRequest[] => {
    const made = [authzRequest(route, direct), authzRequest(route, group)];
    const mixed = authzRequest(route, shared);
    if (w.privateIds.some((id) => sentText(mixed).includes(id))) made.push(mixed);
    return [...new Map(made.map((r) => [JSON.stringify(r), r])).values()];
  };
  /** What a request said itself: the ids in it are no leak when they come back. */
  const sentText = (request: AuthzRequest) => `${request.url} ${String(request.payload)}`;
  const as = (who: 'emma' | 'sofia', request: AuthzRequest) =>
    w.f.s.app.inject({ ...request, headers: { ...request.headers, cookie: w.f.cookies[who] } });

  /** Sofía's private texts, amounts and ids in `text`, except those `sent` named itself. */
  const leaks = (text: string, sent: string): string[] => [
    ...[...Object.values(SECRET), ...w.privateIds].filter(
      (s) => text.includes(s) && !sent.includes(s),
    ),
    // An amount stands alone: not a group of a UUID ('…-4637-…'), which a random id may hold.
    ...Object.values(SECRET_CENTS)
      .map(String)
      .filter((n) => new RegExp(`(?<![\\w-])${n}(?![\\w-])`).test(text)),
  ];

  const unchangedSince = async (before: DataSnapshot) => {
    const after = await dataSnapshot(w.f.s.app.ctx.db, mine);
    expect(dataChanges(before, after, w.privateIds)).toEqual({ gone: [], added: [] });
  };

  it('should place every route that needs a session in the matrix', () => {
    const names = new Set(routes().map(routeName));
    expect(names.size).toBeGreaterThan(100);
    const unplaced: string[] = [];
    for (const route of routes()) {
      try {
        authzRequest(route, direct);
      } catch (err) {
        unplaced.push((err as Error).message);
      }
    }
    expect(unplaced).toEqual([]);
    expect(authzStale(names)).toEqual([]);
    expect(Object.keys(ALLOWED).filter((name) => !names.has(name))).toEqual([]);
    // The snapshot that must stay as it was holds what Sofía keeps private.
    const rows = JSON.stringify([...baseline]);
    expect(Object.values(SECRET).filter((text) => !rows.includes(text))).toEqual([]);
  });

  it('should refuse every live event of Emma’s on Sofía’s things, delivering and storing nothing', async () => {
    const before = await dataSnapshot(w.f.s.app.ctx.db, mine);
    // What the set-up sent them arrives before this (one bus, in order): they start clean.
    const to = [CHAT_USER.sofia, CHAT_USER.camille];
    await w.f.s.app.ctx.bus.publish({ to, data: JSON.stringify({ type: 'pong' }) });
    for (const listener of listeners) {
      await listener.next('pong');
      listener.events.splice(0);
    }
    const emma = await w.f.phone('emma');
    const types = clientEventSchema.options.map((o) => o.shape.type.value);
    expect([...types].sort()).toEqual(Object.keys(LIVE_EVENTS).sort());
    const answered: string[] = [];
    let sent = '';
    for (const type of types) {
      for (const t of [direct, group]) {
        for (const event of LIVE_EVENTS[type](t, w.sharedConversation)) {
          expect(event.type).toBe(type);
          emma.send(event);
          sent += JSON.stringify(event);
          const reply = await emma.next('error').catch(() => null);
          // Refused as not found or forbidden, not as malformed: the event itself was valid.
          if (!/notFound|forbidden/i.test(reply?.code ?? ''))
            answered.push(`${JSON.stringify(event)}: ${JSON.stringify(reply)}`);
        }
      }
    }
    emma.send({ type: 'ping' });
    await emma.next('pong');
    expect(answered).toEqual([]);
    expect(emma.events.filter((e) => !HARMLESS_EVENTS.has(e.type))).toEqual([]);
    expect(leaks(JSON.stringify(emma.events), sent)).toEqual([]);
    // Anything let through would have arrived by now: each refusal came after its check.
    await listeners[0]!.none('message', 300);
    for (const listener of listeners)
      expect(listener.events.filter((e) => !HARMLESS_EVENTS.has(e.type))).toEqual([]);
    await unchangedSince(before);
  });

  it('should take the acting user from the session, never from the body', async () => {
    // Sofía's message in the chat Emma shares with her: Emma may reach it, not speak as Sofía.
    const asSofia: Target = {
      ...direct,
      me: CHAT_USER.sofia,
      them: CHAT_USER.emma,
      conversation: w.sharedConversation,
      message: w.shared.id,
    };
    const everything = await dataSnapshot(w.f.s.app.ctx.db, []);
    const sentinel: Target = { ...asSofia, me: 'acting-user-sentinel' };
    const accepted: string[] = [];
    let tried = 0;
    for (const route of routes()) {
      // The routes whose body or query carries the acting user (senderId, userId, fromUserId...).
      const probe = authzRequest(route, sentinel);
      const fields =
        typeof probe.payload === 'string' ? Object.values(JSON.parse(probe.payload)) : [];
      const query = [...new URL(probe.url, 'http://x').searchParams.values()];
      if (![...fields, ...query].includes(sentinel.me)) continue;
      tried += 1;
      const request = authzRequest(route, asSofia);
      const res = await as('emma', request);
      if (res.statusCode !== 403 || routeAnswering.last !== routeName(route))
        accepted.push(`${routeName(route)}: ${res.statusCode} ${res.body}`);
      const leaked = leaks(res.body, sentText(request));
      if (leaked.length) accepted.push(`${routeName(route)} leaked ${leaked.join(', ')}`);
    }
    expect(tried).toBeGreaterThanOrEqual(8);
    expect(accepted).toEqual([]);
    // Nothing was stored in anybody's name, Sofía's least of all.
    const after = await dataSnapshot(w.f.s.app.ctx.db, []);
    expect(dataChanges(everything, after, [CHAT_USER.sofia])).toEqual({ gone: [], added: [] });
  });

  it('should refuse Emma every route on Sofía’s things and leak nothing of them', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of ordered()) {
      const name = routeName(route);
      for (const request of requestsOf(route)) {
        sent += 1;
        const res = await as('emma', request);
        const what = `${name} (${request.url})`;
        if (routeAnswering.last !== name) wrong.push(`${what}: answered by ${routeAnswering.last}`);
        const ok =
          name in ALLOWED
            ? res.statusCode < 300
            : name in NEEDS_PROOF
              ? res.statusCode === 400 && res.json().error === NEEDS_PROOF[name]
              : [403, 404].includes(res.statusCode) ||
                (res.statusCode === 200 && REFUSED_PER_ITEM[name]?.(res.json()) === true);
        if (!ok) wrong.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const leaked = leaks(res.body, sentText(request));
        if (leaked.length) wrong.push(`${what} leaked ${leaked.join(', ')}`);
      }
    }
    expect(sent).toBeGreaterThan(routes().length);
    expect(wrong).toEqual([]);
    await unchangedSince(baseline);
  });

  it('should answer Sofía the reads refused to Emma: what refused them was who asked', async () => {
    const refused: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET' && !(routeName(r) in ALLOWED))) {
      if (routeName(route) in OWNER_ALSO_REFUSED) continue;
      for (const t of [direct, group]) {
        const request = authzRequest(route, t);
        const res = await as('sofia', request);
        if (res.statusCode !== 200) refused.push(`${request.url}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
