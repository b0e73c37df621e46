import type { FastifyInstance } from 'fastify';
import { generateImageRequestSchema } from '../../../protocol';
import type { GenerateImageResponse } from '../../../protocol';
import { parse, rateKeyPerUser, requireSelf } from '../../kernel/http';
import type { ImagePlayground } from './service';

/**
 * Pictures cost CPU here (about a second each offline) or money (a paid model): a person gets
 * this many a minute, counted across instances when there is a Redis. The Playground's own pace
 * (one at a time, each taking seconds) stays far below it.
 */
const GENERATE_RATE = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

/** Spec core 7 `POST /api/generate-image {prompt, style, userId}` -> `{imageUrl, ref}`. */
export function imagesRoutes(app: FastifyInstance, playground: ImagePlayground): void {
  app.post(
    '/api/generate-image',
    { config: { rateLimit: GENERATE_RATE } },
    async (request): Promise<GenerateImageResponse> => {
      const body = parse(generateImageRequestSchema, request.body);
      const userId = requireSelf(request, body.userId);
      return playground.generate(userId, body.prompt, body.style);
    },
  );
}
