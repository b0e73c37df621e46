import type { FastifyInstance } from 'fastify';
import {
  detectRequestSchema,
  messageTranslateRequestSchema,
  translateRequestSchema,
} from '../../../protocol';
import type { DetectResponse, TranslateLanguages } from '../../../protocol';
import { TRANSLATION_LANGUAGES } from '../../../lang/catalog';
import type { AppContext } from '../../context/app-context';
import { HttpError, parse, rateKeyPerUser, sessionUserId } from '../../kernel/http';
import { idParamsSchema } from '../../../protocol';
import { messagesTranslate } from './messages';
import { openingTranslations } from './opening';
import type { TextTranslations } from './service';

/**
 * Paid engines are billed per character: a user gets this many translation calls a minute
 * (a batch is one call), counted across instances when there is a Redis.
 */
const TRANSLATE_RATE = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

export function translateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  translations: TextTranslations,
): void {
  // What the text says, not who asks: the caller's language is never the answer in its place.
  app.post('/api/detect', async (request): Promise<DetectResponse> => {
    const { text } = parse(detectRequestSchema, request.body);
    return ctx.detector.detect(text);
  });

  app.get('/api/translate/languages', async (): Promise<TranslateLanguages> => {
    const { translator } = translations;
    const codes = TRANSLATION_LANGUAGES.map((l) => l.code);
    let pairs;
    try {
      pairs = await translator.languagePairs(codes);
    } catch (err) {
      // A remote engine that cannot say what it does (down, refusing) is a bad gateway.
      throw new HttpError(502, (err as Error).message);
    }
    return {
      engine: translator.engine,
      languages: codes.map((code) => {
        const targets = pairs.get(code) ?? [];
        // Chained pairs say which languages they go through (Apertium's pivot, Spanish).
        const via = Object.fromEntries(
          targets
            .map((t) => [t, translator.via?.(code, t) ?? []] as const)
            .filter(([, through]) => through.length > 0),
        );
        return Object.keys(via).length ? { code, targets, via } : { code, targets };
      }),
    };
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

  // A chat's opening: asked with its messages (the first screen preloads it), not after them.
  app.get(
    '/api/conversations/:id/translations',
    { config: { rateLimit: TRANSLATE_RATE } },
    async (request) => {
      const { id } = parse(idParamsSchema, request.params);
      return openingTranslations(ctx, translations, sessionUserId(request), id);
    },
  );

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
