import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ObjectUpload, StatusUpdate } from '../../../protocol';
import { statuses } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';

/** The people of the status suites: Emma's friends are Sofía and Camille; Lukas is nobody's. */
export const PEOPLE = {
  emma: 'u-emma',
  sofia: 'u-sofia',
  camille: 'u-camille',
  lukas: 'u-lukas',
} as const;
export type Who = keyof typeof PEOPLE;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A server with the four signed in and Emma friends with Sofía and Camille (through the friend
 * request API, as people become friends), and the calls the suites make as each of them.
 */
export async function statusFixture() {
  const s = await testStart();
  const cookies = {} as Record<Who, string>;
  for (const who of Object.keys(PEOPLE) as Who[])
    cookies[who] = await testLogin(s.app, PEOPLE[who]);
  const inject = (who: Who, method: Method, url: string, payload?: unknown, headers = {}) =>
    s.app.inject({
      method,
      url,
      headers: { cookie: cookies[who], ...headers },
      payload: payload as object,
    });
  const befriend = async (a: Who, b: Who) => {
    const asked = await inject(a, 'POST', '/api/friend-requests', { receiverId: PEOPLE[b] });
    const id = asked.json<{ request: { id: string } }>().request.id;
    const accepted = await inject(b, 'POST', `/api/friend-requests/${id}/accept`);
    if (accepted.statusCode !== 204) throw new Error(`accept: ${accepted.statusCode}`);
  };
  await befriend('emma', 'sofia');
  await befriend('camille', 'emma');

  const feed = async (who: Who): Promise<StatusUpdate[]> => {
    const res = await inject(who, 'GET', '/api/status-updates');
    if (res.statusCode !== 200) throw new Error(`feed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const post = (who: Who, body: unknown) => inject(who, 'POST', '/api/status-updates', body);
  const posted = async (who: Who, body: unknown): Promise<StatusUpdate> => {
    const res = await post(who, body);
    if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const act = (who: Who, method: Method, id: string, what = '', body?: unknown) =>
    inject(who, method, `/api/status-updates/${id}${what}`, body);
  /** The stored row of a status, read from the database, not through the API. */
  const stored = async (id: string) =>
    (await s.app.ctx.db.select().from(statuses).where(eq(statuses.id, id)))[0];
  const upload = async (who: Who, colour = '#3a7'): Promise<ObjectUpload> => {
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    const res = await inject(who, 'POST', '/api/objects?kind=image', bytes, {
      'content-type': 'image/png',
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** Moves the server's clock to `at` (ms since epoch), or back to the real one. */
  const clockAt = (at?: number) => {
    s.app.ctx.clock.now = at === undefined ? () => new Date() : () => new Date(at);
  };
  const phones: LiveClient[] = [];
  const phone = async (who: Who) => {
    const c = await LiveClient.open(s.url, cookies[who]);
    phones.push(c);
    return c;
  };
  const close = async () => {
    for (const c of phones.splice(0)) await c.close();
    await s.close();
  };
  return { s, inject, befriend, feed, post, posted, act, stored, upload, clockAt, phone, close };
}
