import type { FastifyInstance } from 'fastify';
import {
  detectRequestSchema,
  messageTranslateRequestSchema,
  translateRequestSchema,
} from '../../../protocol';
import type { DetectResponse } from '../../../protocol';
import type { AppContext } from '../../context';
import { HttpError, parse, sessionUserId } from '../../http';
import { messagesTranslate } from './messages';
import type { TextTranslations } from './service';

/**
 * Paid engines are billed per character: a user gets this many translation calls a minute
 * (a batch is one call), counted across instances when there is a Redis.
 */
const TRANSLATE_RATE = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: { userId?: string | null; ip: string }) => request.userId ?? request.ip,
};

export function translateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  translations: TextTranslations,
): void {
  app.post('/api/detect', async (request): Promise<DetectResponse> => {
    const { text } = parse(detectRequestSchema, request.body);
    return ctx.detector.detect(text, sessionUserId(request));
  });

  app.post('/api/translate', { config: { rateLimit: TRANSLATE_RATE } }, async (request) => {
    const body = parse(translateRequestSchema, request.body);
    const userId = sessionUserId(request);
    const texts = body.texts ?? [body.text!];
    const outcomes = await translations.translate(
      texts.map((text) => ({ text, source: body.sourceLanguage })),
      body.targetLanguage,
      userId,
    );
    if (body.texts) return { translations: outcomes };
    const outcome = outcomes[0]!;
    if ('error' in outcome) throw new HttpError(422, outcome.error);
    return outcome;
  });

  app.post(
    '/api/translate/messages',
    { config: { rateLimit: TRANSLATE_RATE } },
    async (request) => {
      const { messageIds, targetLanguage, sourceLanguage } = parse(
        messageTranslateRequestSchema,
        request.body,
      );
      const userId = sessionUserId(request);
      return {
        translations: await messagesTranslate(
          ctx,
          translations,
          userId,
          messageIds,
          targetLanguage,
          sourceLanguage,
        ),
      };
    },
  );
}
