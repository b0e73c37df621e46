import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateImageResponse } from '../../../protocol';
import { IMAGE_GENERATION_BUSY } from '../../../protocol';
import { objectsFixture } from '../objects/fixture';
import type { FakeImagesApi } from './fake-images-api';
import { fakeImagesApiStart } from './fake-images-api';
import type { Fixture } from './images-fixture';
import { emmaStored, generate } from './images-fixture';

describe('POST /api/generate-image with an OpenAI-compatible generator', () => {
  const KEY = 'sk-playground';
  const MODEL = 'dall-e-3';
  let api: FakeImagesApi;
  let f: Fixture;
  beforeAll(async () => {
    api = await fakeImagesApiStart(MODEL, KEY);
    f = await objectsFixture('disk', 'Playground', {
      imageGenerator: 'openai',
      imageApiUrl: api.url,
      imageApiKey: KEY,
      imageModel: MODEL,
    });
  });
  afterAll(async () => {
    api.release();
    await f.close();
    await api.close();
  });
  beforeEach(() => {
    api.mode = 'ok';
  });

  it('should store what the model drew', async () => {
    const res = await generate(f, 'sofia', { prompt: 'A fox', style: 'anime', userId: 'u-sofia' });
    expect(res.statusCode).toBe(200);
    const { ref } = res.json() as GenerateImageResponse;
    expect(await f.rowOf(ref)).toMatchObject({
      ownerId: 'u-sofia',
      source: 'generated',
      width: 64,
    });
    expect(
      (await f.s.app.inject({ method: 'GET', url: '/api/health' })).json().imageGenerator,
    ).toBe('openai');
  });

  it('should refuse a second generation while the first runs, and allow one after', async () => {
    api.mode = 'hang';
    const held = api.received.length;
    const first = generate(f, 'emma', {
      prompt: 'A slow picture',
      style: 'vintage',
      userId: 'u-emma',
    });
    // The first has reached the model: it is running.
    await expect.poll(() => api.received.length).toBe(held + 1);
    const second = await generate(f, 'emma', {
      prompt: 'Another',
      style: 'vintage',
      userId: 'u-emma',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: IMAGE_GENERATION_BUSY,
      code: 'generationBusy',
      reason: 'generation_running',
    });
    expect(api.received.length).toBe(held + 1);
    // Someone else is not held up by Emma's.
    api.mode = 'ok';
    const camille = await generate(f, 'camille', {
      prompt: 'A fox',
      style: 'anime',
      userId: 'u-camille',
    });
    expect(camille.statusCode).toBe(200);
    api.release();
    expect((await first).statusCode).toBe(200);
    const third = await generate(f, 'emma', { prompt: 'Now', style: 'vintage', userId: 'u-emma' });
    expect(third.statusCode).toBe(200);
  });

  it('should pass on a failure as 502 in the service’s words, store nothing, and free the person', async () => {
    const before = await emmaStored(f);
    api.mode = 'error';
    const res = await generate(f, 'emma', { prompt: 'x', style: 'sketch', userId: 'u-emma' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'Your request was rejected by the safety system.' });
    api.mode = 'not-an-image';
    const bad = await generate(f, 'emma', { prompt: 'x', style: 'sketch', userId: 'u-emma' });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error).toBe('The image service returned something that is not an image');
    expect(await emmaStored(f)).toEqual(before);
    api.mode = 'ok';
    expect(
      (await generate(f, 'emma', { prompt: 'x', style: 'sketch', userId: 'u-emma' })).statusCode,
    ).toBe(200);
  });

  it('should allow ten generations a minute per person', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await generate(f, 'lukas', { prompt: `n${i}`, style: 'cartoon', userId: 'u-lukas' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await f.rowsOf('u-lukas')).toHaveLength(10);
  });
});
