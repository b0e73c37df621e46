import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateImageResponse, Message } from '../../../protocol';
import { IMAGE_PROMPT_REQUIRED, IMAGE_STYLES, errorCodeOf } from '../../../protocol';
import type { LiveClient } from '../../testing/live-client';
import type { StoreName } from '../objects/fixture';
import { STORES, objectsFixture } from '../objects/fixture';
import type { Fixture } from './images-fixture';
import { emmaStored, generate } from './images-fixture';

describe.each(STORES)(
  'POST /api/generate-image (spec core 7) on the %s store',
  (store: StoreName) => {
    let f: Fixture;
    let sofiaPhone: LiveClient;
    beforeAll(async () => {
      f = await objectsFixture(store, 'Playground');
      sofiaPhone = await f.phone('sofia');
    });
    afterAll(() => f.close());

    it('should need a session, and the session user as userId', async () => {
      const before = await emmaStored(f);
      const anonymous = await f.s.app.inject({
        method: 'POST',
        url: '/api/generate-image',
        payload: { prompt: 'A cat', style: 'cartoon', userId: 'u-emma' },
      });
      expect(anonymous.statusCode).toBe(401);
      const asEmma = await generate(f, 'lukas', {
        prompt: 'A cat',
        style: 'cartoon',
        userId: 'u-emma',
      });
      expect(asEmma.statusCode).toBe(403);
      expect(await emmaStored(f)).toEqual(before);
      expect(await f.rowsOf('u-lukas')).toEqual([]);
    });

    it('should refuse a blank or missing prompt, an unknown style and a long prompt, storing nothing', async () => {
      const before = await emmaStored(f);
      const cases: [Record<string, unknown>, string][] = [
        [{ prompt: '   \n ', style: 'cartoon' }, IMAGE_PROMPT_REQUIRED],
        [{ style: 'cartoon' }, IMAGE_PROMPT_REQUIRED],
        [{ prompt: 'A cat', style: 'pixel' }, `Style must be one of ${IMAGE_STYLES.join(', ')}`],
        [{ prompt: 'A cat' }, `Style must be one of ${IMAGE_STYLES.join(', ')}`],
        [{ prompt: 'a'.repeat(1_001), style: 'cartoon' }, 'Prompt must be at most 1000 characters'],
      ];
      for (const [body, error] of cases) {
        const res = await generate(f, 'emma', { ...body, userId: 'u-emma' });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ error, code: errorCodeOf(error)!.code });
      }
      expect(await emmaStored(f)).toEqual(before);
    });

    it('should store the picture as Emma’s generated image, which she may send into a chat', async () => {
      const before = await emmaStored(f);
      const prompt = '  Sunset over a mountain lake ';
      const res = await generate(f, 'emma', { prompt, style: 'watercolor', userId: 'u-emma' });
      expect(res.statusCode).toBe(200);
      const { imageUrl, ref }: GenerateImageResponse = res.json();
      expect(imageUrl).toBe(`/api/images/${ref}`);
      // One row (hers, kind image, source generated, not in any message yet) and its bytes.
      const row = await f.rowOf(ref);
      expect(row).toMatchObject({
        ownerId: 'u-emma',
        kind: 'image',
        source: 'generated',
        mimeType: 'image/png',
        width: 1024,
        height: 1024,
        messageId: null,
      });
      expect(await f.s.app.ctx.objects.head(row!.key)).not.toBeNull();
      expect((await emmaStored(f)).rows).toBe(before.rows + 1);
      expect((await emmaStored(f)).files).toBeGreaterThan(before.files);

      // She sees it at once; Sofia does not until it is sent to her.
      const mine = await f.inject('emma', 'GET', imageUrl);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/png');
      expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024 });
      expect((await f.inject('sofia', 'GET', imageUrl)).statusCode).toBe(404);

      const sent = await f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.direct.id,
        senderId: 'u-emma',
        content: imageUrl,
        messageType: 'image',
        metadata: {
          objectRef: ref,
          source: 'generated',
          prompt: prompt.trim(),
          style: 'watercolor',
        },
        clientId: 'playground-1',
      });
      expect(sent.statusCode).toBe(201);
      const message: Message = sent.json();
      expect(message).toMatchObject({
        messageType: 'image',
        content: imageUrl,
        metadata: {
          objectRef: ref,
          source: 'generated',
          prompt: 'Sunset over a mountain lake',
          style: 'watercolor',
          width: 1024,
          height: 1024,
        },
      });
      expect((await f.rowOf(ref))?.messageId).toBe(message.id);
      const pushed = await sofiaPhone.next('message', (e) => e.message.id === message.id);
      expect(pushed.message.content).toBe(imageUrl);
      const theirs = await f.inject('sofia', 'GET', imageUrl);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
      expect((await f.inject('lukas', 'GET', imageUrl)).statusCode).toBe(404);
    }, 120_000);

    it('should list in the Gallery only the pictures made for Emma, not her other photos', async () => {
      const made = await generate(f, 'emma', {
        prompt: 'A cat in space',
        style: 'cartoon',
        userId: 'u-emma',
      });
      expect(made.statusCode).toBe(200);
      const { ref }: GenerateImageResponse = made.json();
      const photo = await f.uploaded(
        'emma',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
          .png()
          .toBuffer(),
      );
      const gallery = await f.inject(
        'emma',
        'GET',
        '/api/objects/recent?kind=image&source=generated',
      );
      expect(gallery.statusCode).toBe(200);
      const refs = (gallery.json() as Array<{ ref: string }>).map((o) => o.ref);
      expect(refs).toContain(ref);
      expect(refs).not.toContain(photo.ref);
      // Everything in it is a generated picture of hers.
      for (const r of refs)
        expect(await f.rowOf(r)).toMatchObject({ ownerId: 'u-emma', source: 'generated' });
      // The photo is in her Recent, and nobody else's Gallery holds her pictures.
      const recent = await f.inject('emma', 'GET', '/api/objects/recent?kind=image');
      expect((recent.json() as Array<{ ref: string }>).map((o) => o.ref)).toContain(photo.ref);
      const theirs = await f.inject(
        'sofia',
        'GET',
        '/api/objects/recent?kind=image&source=generated',
      );
      expect(theirs.json()).toEqual([]);
      // Only 'generated' is a source to ask for.
      const odd = await f.inject('emma', 'GET', '/api/objects/recent?kind=image&source=camera');
      expect(odd.statusCode).toBe(400);
    }, 120_000);
  },
);
