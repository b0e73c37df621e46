import type { FastifyInstance } from 'fastify';
import { chatSearchQuerySchema, idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import type { TextTranslations } from '../translate/service';
import { chatSearch } from './service';

/** 'Search in this chat' from the chat header's menu. */
export function chatSearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  translations: TextTranslations,
): void {
  app.get('/api/conversations/:id/search', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { q } = parse(chatSearchQuerySchema, request.query);
    // The translations searched are the ones the reader is shown: the running engine's.
    return chatSearch(ctx, translations.translator.engine, sessionUserId(request), id, q);
  });
}
