import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Conversation, ObjectUpload } from '../../protocol';
import { users } from '../db/schema';
import { testStart } from '../testing/harness';

const run = promisify(execFile);

/** A signed-in person the fuzz acts as. */
export interface Actor {
  userId: string;
  cookie: string;
  /** How many times the account had to be made again (it was deleted by a request). */
  lives: number;
  renewing?: Promise<void>;
}

/** One log line of the server, as pino writes it. */
export interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/**
 * Account and session routes that end the acting user's session or account: they act as a
 * spare user of their own, so that the people holding the fixture's chats keep them.
 */
export const SPARE_ROUTES = new Set([
  'DELETE /api/account',
  'DELETE /api/session',
  'PUT /api/settings/password',
  'DELETE /api/devices/:id',
  'POST /api/device-links/:code/claim',
]);

/**
 * A session for the actor, made again when a request ended theirs (a device removed, signed
 * out, a password changed) or deleted their account (the user is made again, empty). Several
 * requests may find it gone at once: they share one renewal.
 */
export function actorRenew(app: FastifyInstance, actor: Actor): Promise<void> {
  actor.renewing ??= (async () => {
    // Again when a request still in flight deleted the account between the two steps.
    for (let attempt = 1; ; attempt++) {
      const [found] = await app.ctx.db.select().from(users).where(eq(users.id, actor.userId));
      if (!found) {
        actor.lives++;
        await app.ctx.db.insert(users).values({
          id: actor.userId,
          username: `${actor.userId}-${actor.lives}`,
          displayName: `Fuzz ${actor.userId}`,
        });
      }
      try {
        const { token } = await app.ctx.sessions.create(actor.userId);
        actor.cookie = `allo_session=${token}`;
        return;
      } catch (err) {
        if ((err as { status?: number }).status !== 404 || attempt >= 5) throw err;
      }
    }
  })().finally(() => {
    actor.renewing = undefined;
  });
  return actor.renewing;
}

/** One second of test pattern, 160x120, H.264 in MP4, made with ffmpeg. */
async function clipMake(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'allo-fuzz-'));
  try {
    const file = join(dir, 'clip.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
      ...['-t', '1', '-pix_fmt', 'yuv420p', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What the fuzz runs against: a server whose log lines are kept, four demo people signed in
 * (Emma, Sofia and Camille share a direct chat and a group; Lukas is in none), a spare user,
 * and one of most things they can name: messages, a game of each type, a payment and a payment
 * request, a contact list and a broadcast list, a status, a scheduled message, a photo, a friend
 * request, a video in the feed and an upload left unfinished. The games' clock stands still, so
 * no round ends mid-run.
 */
export async function fuzzFixture() {
  const log: LogLine[] = [];
  const logStream = {
    write(line: string) {
      log.push(JSON.parse(line) as LogLine);
    },
  };
  // Per-person limits scaled up: the fuzz is many people's worth of requests from four.
  const s = await testStart({ logLevel: 'warn', rateLimitScale: 1_000 }, { logStream });
  const app = s.app;
  const frozen = Date.now();
  app.games.now = () => frozen;

  const actor = async (userId: string): Promise<Actor> => {
    const a: Actor = { userId, cookie: '', lives: 0 };
    await actorRenew(app, a);
    return a;
  };
  const [emma, sofia, camille, lukas] = await Promise.all(
    ['u-emma', 'u-sofia', 'u-camille', 'u-lukas'].map(actor),
  );
  const spare = await actor('u-fuzz-spare');
  const png = await sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();

  const call = async (who: Actor, method: string, url: string, payload?: unknown) => {
    const res = await app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: who.cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, unknown>>();
  };
  const direct = (await call(emma!, 'POST', '/api/conversations', {
    participants: ['u-sofia'],
  })) as unknown as Conversation;
  const group = (await call(emma!, 'POST', '/api/conversations', {
    participants: ['u-sofia', 'u-camille'],
    name: 'Fuzz',
  })) as unknown as Conversation;
  for (const [who, text] of [
    [emma!, 'Hello there'],
    [sofia!, 'Hola, ¿qué tal?'],
    [emma!, 'See you at eight'],
  ] as const) {
    await call(who, 'POST', '/api/messages', {
      conversationId: direct.id,
      senderId: who.userId,
      content: text,
    });
  }
  await call(camille!, 'POST', '/api/messages', {
    conversationId: group.id,
    senderId: 'u-camille',
    content: 'Bonjour à tous',
    isBurner: true,
  });
  for (const gameType of ['connect_four', 'dots_boxes', 'sea_battle', 'word_hunt']) {
    const game = await call(emma!, 'POST', '/api/games', {
      conversationId: direct.id,
      gameType,
      players: ['u-emma', 'u-sofia'],
    });
    // A move each way, so that every game has moves to replay afterwards.
    if (gameType === 'connect_four') {
      await call(emma!, 'PUT', `/api/games/${String(game.id)}/move`, { type: 'drop', column: 3 });
      await call(sofia!, 'PUT', `/api/games/${String(game.id)}/move`, { type: 'drop', column: 3 });
    }
  }
  await call(emma!, 'POST', '/api/payments', {
    fromUserId: 'u-emma',
    toUserId: 'u-sofia',
    amount: 12.5,
    conversationId: direct.id,
  });
  await call(sofia!, 'POST', '/api/payment-requests', {
    userId: 'u-sofia',
    toUserId: 'u-emma',
    amount: 7,
    conversationId: direct.id,
  });
  await call(emma!, 'POST', '/api/contact-lists', { name: 'Runners' });
  const list = await call(emma!, 'POST', '/api/broadcast-lists', { name: 'News' });
  await call(sofia!, 'PUT', `/api/broadcast-lists/${String(list.id)}/subscription`);
  await call(emma!, 'POST', '/api/status-updates', { content: 'Out for a run' });
  await call(emma!, 'POST', '/api/scheduled-messages', {
    conversationId: group.id,
    content: 'Later',
    sendAt: new Date(frozen + 30 * 24 * 3600 * 1000).toISOString(),
  });
  const photo = await app.inject({
    method: 'POST',
    url: '/api/objects?kind=image',
    headers: { cookie: emma!.cookie, 'content-type': 'image/png' },
    payload: png,
  });
  if (photo.statusCode !== 201) throw new Error(`upload: ${photo.statusCode} ${photo.body}`);
  await call(emma!, 'POST', '/api/messages', {
    conversationId: group.id,
    senderId: 'u-emma',
    content: 'A photo',
    messageType: 'image',
    metadata: { objectRef: photo.json<ObjectUpload>().ref },
  });
  await call(lukas!, 'POST', '/api/friend-requests', { receiverId: 'u-emma' });
  // A video in the feed, so that likes, comments, downloads and reads in ranges reach one.
  const clip = await clipMake();
  const upload = await call(emma!, 'POST', '/api/objects/upload', {
    filename: 'clip.mp4',
    type: 'video/mp4',
    size: clip.length,
  });
  const put = await app.inject({
    method: 'PUT',
    url: String(upload.uploadURL),
    headers: { cookie: emma!.cookie, 'content-type': 'video/mp4' },
    payload: clip,
  });
  if (put.statusCode !== 200) throw new Error(`video upload: ${put.statusCode} ${put.body}`);
  await call(emma!, 'POST', '/api/videos', { uploadId: upload.uploadId, title: 'Fuzz clip' });
  // And one upload left unfinished.
  await call(emma!, 'POST', '/api/objects/upload', { filename: 'clip.mp4', type: 'video/mp4' });

  return {
    s,
    app,
    log,
    png,
    frozen,
    actors: [emma!, sofia!, camille!, lukas!],
    spare,
    direct,
    group,
  };
}

export type FuzzFixture = Awaited<ReturnType<typeof fuzzFixture>>;
