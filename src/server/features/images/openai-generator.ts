import type { ImageStyle } from '../../../protocol';
import type { GeneratedImage, ImageGenerator } from './generator';
import { ImageGenerationError } from './generator';
import { imageMimeType } from './image-bytes';

/**
 * Models take tens of seconds for one 1024x1024 picture (DALL-E 3 about 15 s, local Stable
 * Diffusion on a CPU longer): long enough for them, short enough that a stuck service frees
 * the person's one generation at a time.
 */
const TIMEOUT_MS = 120_000;

/** A 1024x1024 PNG is 1-3 MB, about 4/3 of that in base64: anything far larger is not one. */
const REPLY_MAX_BYTES = 16 * 1024 * 1024;

/** Server error texts can be whole HTML pages (a proxy's 502): the person reads this much. */
const ERROR_MAX_CHARS = 200;

/** How each of the spec's styles is asked of a model, after the person's own words. */
export const STYLE_PROMPTS: Record<ImageStyle, string> = {
  realistic: 'photorealistic, natural light, fine detail',
  cartoon: 'cartoon illustration, bold clean outlines, flat bright colours',
  anime: 'anime style, cel shading, vivid sky, expressive light',
  digital_art: 'digital art, neon glow, vibrant gradients',
  oil_painting: 'oil painting on canvas, visible brush strokes, rich colour',
  watercolor: 'watercolor painting on paper, soft washes, gentle bleeding edges',
  sketch: 'pencil sketch, graphite lines and shading on white paper',
  vintage: 'vintage photograph, sepia tones, film grain, faded',
};

export interface OpenAiImageOptions {
  /** The API's base, e.g. https://api.openai.com (a trailing /v1 is allowed) (IMAGE_API_URL). */
  baseUrl: string;
  /** IMAGE_MODEL, e.g. dall-e-3. */
  model: string;
  /** Sent as a Bearer token when set (IMAGE_API_KEY); local servers need none. */
  apiKey?: string;
  timeoutMs?: number;
}

const failed = (why: string) => new ImageGenerationError(why.slice(0, ERROR_MAX_CHARS));

/**
 * IMAGE_GENERATOR=openai: any OpenAI-compatible images endpoint (OpenAI, LocalAI, a Stable
 * Diffusion server with that API). One `POST /v1/images/generations` per picture asking for
 * base64 in the reply (`data[0].b64_json`); a server that answers with `data[0].url` instead
 * is followed there. Every way it can go wrong becomes an ImageGenerationError.
 */
export class OpenAiImageGenerator implements ImageGenerator {
  readonly kind = 'openai';
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiImageOptions) {
    const base = options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.url = `${base}/v1/images/generations`;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  async generate({
    prompt,
    style,
  }: {
    prompt: string;
    style: ImageStyle;
  }): Promise<GeneratedImage> {
    const { apiKey, model } = this.options;
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const reply = await this.call(this.url, deadline, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        prompt: `${prompt}. ${STYLE_PROMPTS[style]}`,
        n: 1,
        size: '1024x1024',
        response_format: 'b64_json',
      }),
    });
    let body: unknown;
    try {
      body = JSON.parse(reply.toString('utf8'));
    } catch {
      throw failed('The image service answered something that is not JSON');
    }
    const first = (body as { data?: { b64_json?: unknown; url?: unknown }[] } | null)?.data?.[0];
    let bytes: Buffer;
    if (typeof first?.b64_json === 'string' && first.b64_json) {
      bytes = Buffer.from(first.b64_json, 'base64');
    } else if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) {
      bytes = await this.call(first.url, deadline, { method: 'GET' });
    } else {
      throw failed('The image service returned no image');
    }
    const mimeType = imageMimeType(bytes);
    if (!mimeType) throw failed('The image service returned something that is not an image');
    return { bytes, mimeType };
  }

  /** One request, its whole body read (up to REPLY_MAX_BYTES) before the deadline. */
  private async call(url: string, deadline: AbortSignal, init: RequestInit): Promise<Buffer> {
    try {
      const res = await fetch(url, { ...init, signal: deadline });
      const body = await bodyRead(res);
      if (!res.ok) throw failed(errorText(body) ?? `The image service answered HTTP ${res.status}`);
      return body;
    } catch (err) {
      if (err instanceof ImageGenerationError) throw err;
      const e = err as Error & { cause?: { code?: string; message?: string } };
      if (e.name === 'TimeoutError' || deadline.aborted) {
        throw failed(`The image service did not answer within ${this.timeoutMs / 1000} s`);
      }
      throw failed(
        `Cannot reach the image service (${e.cause?.code ?? e.cause?.message ?? e.message})`,
      );
    }
  }
}

async function bodyRead(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > REPLY_MAX_BYTES) {
    await res.body?.cancel();
    throw failed('The image service sent more than an image');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > REPLY_MAX_BYTES) throw failed('The image service sent more than an image');
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}

/** OpenAI's `{error: {message}}` (or a plain `{error}`) of an error reply. */
function errorText(body: Buffer): string | null {
  try {
    const error = (JSON.parse(body.toString('utf8')) as { error?: unknown } | null)?.error;
    if (typeof error === 'string') return error;
    const message = (error as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}
