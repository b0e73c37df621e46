import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { IMAGE_GENERATION_BUSY } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError, templateError } from '../../kernel/http';
import { objectCreate } from '../objects/service';
import type { ImageGenerator } from './generator';
import { ImageGenerationError } from './generator';

/** What the person reads when the generator failed for a reason it did not put in words. */
export const GENERATION_FAILED = 'Failed to generate image. Please try again.';

/**
 * The Image Playground (spec core 2, 4, 5, 7): a picture from a prompt in a style, stored as the
 * person's image object (source 'generated') so it is sent into a chat like any photo. One
 * generation at a time per person (core 5 'Generation is blocked while one is running'): this
 * instance refuses a second with 409 while the first runs. With several instances behind a load
 * balancer the rate limit, counted in Redis, still bounds what one person can ask for.
 */
export class ImagePlayground {
  private readonly running = new Set<string>();

  constructor(
    private readonly ctx: AppContext,
    readonly generator: ImageGenerator,
  ) {}

  async generate(
    userId: string,
    prompt: string,
    style: ImageStyle,
  ): Promise<GenerateImageResponse> {
    if (this.running.has(userId)) {
      throw new HttpError(409, IMAGE_GENERATION_BUSY, 'generation_running');
    }
    this.running.add(userId);
    try {
      const image = await this.draw(prompt, style);
      const stored = await objectCreate(this.ctx, userId, {
        kind: 'image',
        bytes: image.bytes,
        claimedType: image.mimeType,
        source: 'generated',
      }).catch((err: unknown) => {
        // The generator's picture is not the person's upload: its refusal is the service's fault.
        if (err instanceof HttpError && err.status < 500) {
          throw templateError(502, 'generatedImageNotStored', { detail: err.message });
        }
        throw err;
      });
      return { imageUrl: stored.url, ref: stored.ref };
    } finally {
      this.running.delete(userId);
    }
  }

  async close(): Promise<void> {
    await this.generator.close?.();
  }

  private async draw(prompt: string, style: ImageStyle) {
    try {
      return await this.generator.generate({ prompt, style });
    } catch (err) {
      if (err instanceof ImageGenerationError) throw new HttpError(502, err.message);
      this.ctx.log.error({ err }, 'image generation failed');
      throw new HttpError(502, GENERATION_FAILED);
    }
  }
}
