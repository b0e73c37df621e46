import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  noTranslateUpdateSchema,
  translationSettingsUpdateSchema,
} from '../../../protocol';
import type { NoTranslateWords } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import { conversationRequireMember } from '../conversations/membership';
import {
  noTranslateGet,
  noTranslatePut,
  translationSettingsAll,
  translationSettingsGet,
  translationSettingsPut,
} from './service';

/** Translation Settings per conversation (spec core 2) and the do-not-translate list (secondary 2). */
export function translationSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/conversations/:id/translation-settings', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const me = sessionUserId(request);
    await conversationRequireMember(ctx.db, id, me);
    return translationSettingsGet(ctx.db, me, id);
  });

  app.put('/api/conversations/:id/translation-settings', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const me = sessionUserId(request);
    // Membership first: to an outsider the conversation does not exist, whatever they send.
    await conversationRequireMember(ctx.db, id, me);
    const update = parse(translationSettingsUpdateSchema, request.body);
    return translationSettingsPut(ctx.db, me, id, update);
  });

  // The conversation list translates every row's preview: one call for all the settings.
  app.get('/api/translation-settings', async (request) =>
    translationSettingsAll(ctx.db, sessionUserId(request)),
  );

  app.get('/api/users/:id/no-translate', async (request): Promise<NoTranslateWords> => {
    const { id } = parse(idParamsSchema, request.params);
    const me = requireSelf(request, id);
    return { words: await noTranslateGet(ctx.db, me) };
  });

  app.put('/api/users/:id/no-translate', async (request): Promise<NoTranslateWords> => {
    const { id } = parse(idParamsSchema, request.params);
    const me = requireSelf(request, id);
    const { words } = parse(noTranslateUpdateSchema, request.body);
    return { words: await noTranslatePut(ctx.db, me, words) };
  });
}
