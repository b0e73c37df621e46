import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeImagesApi } from './fake-images-api';
import { fakeImagesApiStart } from './fake-images-api';
import { ImageGenerationError } from './generator';
import { OpenAiImageGenerator, STYLE_PROMPTS } from './openai-generator';

describe('OpenAI-compatible images endpoint (IMAGE_GENERATOR=openai, against a local server)', () => {
  const KEY = 'sk-test-images';
  const MODEL = 'dall-e-3';
  let api: FakeImagesApi;
  let generator: OpenAiImageGenerator;

  beforeAll(async () => {
    api = await fakeImagesApiStart(MODEL, KEY);
    generator = new OpenAiImageGenerator({
      baseUrl: api.url,
      model: MODEL,
      apiKey: KEY,
      timeoutMs: 1_500,
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.mode = 'ok';
  });

  const failure = async (run: Promise<unknown>) => {
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImageGenerationError);
    return (err as Error).message;
  };

  it('should send the real request shape and give back the decoded picture', async () => {
    const image = await generator.generate({ prompt: 'A lighthouse at dusk', style: 'watercolor' });
    expect(image).toEqual({ bytes: api.png, mimeType: 'image/png' });
    const last = api.received.at(-1)!;
    expect(last.path).toBe('/v1/images/generations');
    expect(last.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.body).toEqual({
      model: MODEL,
      prompt: `A lighthouse at dusk. ${STYLE_PROMPTS.watercolor}`,
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
  });

  it('should take a base that already ends in /v1', async () => {
    const withV1 = new OpenAiImageGenerator({
      baseUrl: `${api.url}/v1/`,
      model: MODEL,
      apiKey: KEY,
    });
    const before = api.received.length;
    await withV1.generate({ prompt: 'A cat', style: 'cartoon' });
    expect(api.received.length).toBe(before + 1);
    expect(api.received.at(-1)!.path).toBe('/v1/images/generations');
  });

  it('should follow a reply that gives a URL instead of base64', async () => {
    api.mode = 'url';
    const image = await generator.generate({ prompt: 'A boat', style: 'realistic' });
    expect(image.bytes.equals(api.png)).toBe(true);
    expect(image.mimeType).toBe('image/png');
  });

  it("should pass on the service's own words for an error status", async () => {
    api.mode = 'error';
    expect(await failure(generator.generate({ prompt: 'x', style: 'sketch' }))).toBe(
      'Your request was rejected by the safety system.',
    );
    const wrongKey = new OpenAiImageGenerator({
      baseUrl: api.url,
      model: MODEL,
      apiKey: 'sk-wrong',
    });
    expect(await failure(wrongKey.generate({ prompt: 'x', style: 'sketch' }))).toBe(
      'Incorrect API key provided',
    );
  });

  it('should name the status when an error reply is a proxy page', async () => {
    api.mode = 'html-error';
    expect(await failure(generator.generate({ prompt: 'x', style: 'anime' }))).toBe(
      'The image service answered HTTP 502',
    );
  });

  it('should refuse malformed replies: not JSON, no picture, not an image', async () => {
    api.mode = 'not-json';
    expect(await failure(generator.generate({ prompt: 'x', style: 'anime' }))).toBe(
      'The image service answered something that is not JSON',
    );
    api.mode = 'no-data';
    expect(await failure(generator.generate({ prompt: 'x', style: 'anime' }))).toBe(
      'The image service returned no image',
    );
    api.mode = 'not-an-image';
    expect(await failure(generator.generate({ prompt: 'x', style: 'anime' }))).toBe(
      'The image service returned something that is not an image',
    );
  });

  it('should give up on a service that does not answer in time', async () => {
    api.mode = 'hang';
    const quick = new OpenAiImageGenerator({
      baseUrl: api.url,
      model: MODEL,
      apiKey: KEY,
      timeoutMs: 300,
    });
    expect(await failure(quick.generate({ prompt: 'x', style: 'vintage' }))).toBe(
      'The image service did not answer within 0.3 s',
    );
    api.release();
  });

  it('should say so when nothing listens at the address', async () => {
    // A port that was free a moment ago and is closed again: nothing answers there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const nowhere = new OpenAiImageGenerator({ baseUrl: `http://127.0.0.1:${port}`, model: MODEL });
    expect(await failure(nowhere.generate({ prompt: 'x', style: 'vintage' }))).toBe(
      'Cannot reach the image service (ECONNREFUSED)',
    );
  });
});
