import type { FastifyInstance } from 'fastify';
import { statusCreateSchema, statusParamsSchema, statusReplySchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import type { TextTranslations } from '../translate/service';
import { statusLike, statusReply, statusView } from './actions';
import { statusViewersRead, statusesRead } from './feed';
import { statusAuthorCheck, statusCreate, statusDelete } from './service';

/**
 * Spec secondary 'Status updates': the feed, posting, deleting, views, likes and replies. The
 * acting user is always the session's; who may see or touch a status is decided in the service.
 * Every status answered is in its reader's words, through the chat's `translations`.
 */
export function statusesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  translations: TextTranslations,
): void {
  app.get('/api/status-updates', async (request) =>
    statusesRead(ctx, translations, sessionUserId(request)),
  );

  app.post('/api/status-updates', async (request, reply) => {
    const input = parse(statusCreateSchema, request.body);
    return reply
      .status(201)
      .send(await statusCreate(ctx, translations, sessionUserId(request), input));
  });

  app.delete('/api/status-updates/:id', async (request, reply) => {
    const { id } = parse(statusParamsSchema, request.params);
    await statusDelete(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });

  app.post('/api/status-updates/:id/view', async (request) => {
    const { id } = parse(statusParamsSchema, request.params);
    return statusView(ctx, translations, sessionUserId(request), id);
  });

  app.get('/api/status-updates/:id/views', async (request) => {
    const { id } = parse(statusParamsSchema, request.params);
    await statusAuthorCheck(ctx, sessionUserId(request), id);
    return statusViewersRead(ctx, id);
  });

  app.post('/api/status-updates/:id/like', async (request) => {
    const { id } = parse(statusParamsSchema, request.params);
    return statusLike(ctx, translations, sessionUserId(request), id, true);
  });

  app.delete('/api/status-updates/:id/like', async (request) => {
    const { id } = parse(statusParamsSchema, request.params);
    return statusLike(ctx, translations, sessionUserId(request), id, false);
  });

  app.post('/api/status-updates/:id/reply', async (request, reply) => {
    const { id } = parse(statusParamsSchema, request.params);
    const input = parse(statusReplySchema, request.body);
    return reply
      .status(201)
      .send(await statusReply(ctx, translations, sessionUserId(request), id, input));
  });
}
