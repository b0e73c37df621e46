/**
 * A 1 MB photo from one person to another, as the web client sends it: the bytes uploaded
 * (`POST /api/objects?kind=image`), the image message sent (`POST /api/messages`), the message
 * pushed to the other person's live connection, and the thumbnail the bubble shows fetched by
 * them. Timed from the start of the upload to the last byte of that thumbnail, one photo at a
 * time with the server otherwise idle, on each database (disk object store).
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { Conversation, ObjectUpload } from '../src/protocol';
import { LiveClient } from '../src/server/testing/live-client';
import { testLogin, testStart } from '../src/server/testing/harness';
import { percentile, round } from './lib/stats';

export interface PhotoResult {
  database: string;
  store: string;
  photoKb: number;
  photos: number;
  uploadP50Ms: number;
  visibleP50Ms: number;
  visibleP99Ms: number;
}

/** Under the upload limit of 120 a minute per person, so the limit never shows in the figures. */
const PHOTOS = 60;

/** A camera-like 1 MB JPEG: noise over a gradient compresses about as badly as a real photo. */
async function photoOf(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = ((i / 3) % width) / 8 + (x >>> 25);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function benchOne(databaseUrl: string | undefined): Promise<PhotoResult> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const s = await testStart({ seedDemo: true });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  try {
    const emma = await testLogin(s.app, 'u-emma');
    const sofia = await testLogin(s.app, 'u-sofia');
    const call = async <T>(cookie: string, path: string, init: RequestInit): Promise<T> => {
      const res = await fetch(`${s.url}${path}`, {
        ...init,
        headers: { cookie, ...(init.headers as Record<string, string>) },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const json = { 'content-type': 'application/json' };
    const conversation = await call<Conversation>(emma, '/api/conversations', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ participants: ['u-sofia'] }),
    });
    const other = await LiveClient.open(s.url, sofia);
    const photos = await Promise.all([0, 1, 2, 3].map(photoOf));

    const uploads: number[] = [];
    const visible: number[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const bytes = photos[i % photos.length]!;
      const t0 = performance.now();
      const upload = await call<ObjectUpload>(emma, '/api/objects?kind=image', {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      });
      uploads.push(performance.now() - t0);
      const clientId = `bench-photo-${i}`;
      const arrived = other.next('message', (e) => e.message.clientId === clientId, 30_000);
      await call(emma, '/api/messages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          conversationId: conversation.id,
          senderId: 'u-emma',
          content: upload.url,
          messageType: 'image',
          metadata: { objectRef: upload.ref },
          clientId,
        }),
      });
      const { message } = await arrived;
      const thumb = await fetch(`${s.url}${message.content}?thumb=1`, {
        headers: { cookie: sofia },
      });
      if (!thumb.ok) throw new Error(`thumbnail: ${thumb.status}`);
      await thumb.arrayBuffer();
      visible.push(performance.now() - t0);
    }
    other.socket.close();
    uploads.sort((a, b) => a - b);
    visible.sort((a, b) => a - b);
    return {
      database: s.app.ctx.dbVersion,
      store: s.app.ctx.objects.kind,
      photoKb: round(photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024, 0),
      photos: PHOTOS,
      uploadP50Ms: round(percentile(uploads, 50)),
      visibleP50Ms: round(percentile(visible, 50)),
      visibleP99Ms: round(percentile(visible, 99)),
    };
  } finally {
    await s.close();
  }
}

export async function benchPhoto(databaseUrl: string | undefined): Promise<PhotoResult[]> {
  const results = [await benchOne(undefined)];
  if (databaseUrl) results.push(await benchOne(databaseUrl));
  return results;
}
