import type { FastifyInstance } from 'fastify';
import { passwordChangeSchema, userSettingsUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { SESSION_COOKIE } from '../../kernel/session-gate';
import { accountDelete } from './account-delete';
import { accountExport } from './export';
import { passwordChange } from './password';
import { settingsGet, settingsUpdate, storageUsage } from './service';

/** Guessing the current password is slow work, as at sign-in. */
const PASSWORD_RATE = { max: 20, timeWindow: '1 minute' };

/** Spec secondary 'Settings': my settings, password, storage, export and account deletion. */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/settings', async (request) => settingsGet(ctx, sessionUserId(request)));

  app.patch('/api/settings', async (request) => {
    const me = sessionUserId(request);
    return settingsUpdate(ctx, me, parse(userSettingsUpdateSchema, request.body));
  });

  app.put(
    '/api/settings/password',
    { config: { rateLimit: PASSWORD_RATE } },
    async (request, reply) => {
      const me = sessionUserId(request);
      await passwordChange(ctx, request, me, parse(passwordChangeSchema, request.body));
      return reply.status(204).send();
    },
  );

  app.get('/api/storage', async (request) => storageUsage(ctx, sessionUserId(request)));

  app.get('/api/export', async (request, reply) => {
    const data = await accountExport(ctx, sessionUserId(request));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="allo-${data.profile.username}-${day}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(data);
  });

  // Deletes the signed-in account and everything of it; this browser's cookie goes too.
  app.delete('/api/account', async (request, reply) => {
    await accountDelete(ctx, sessionUserId(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}
