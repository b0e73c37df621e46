import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { sessionRead } from '../../kernel/session-gate';
import { userList } from '../users/service';
import { deviceAccountIds, deviceHashOf } from './device-accounts';

/**
 * `GET /api/users`: the people a browser is shown. Here, not in `users/`, because a visitor's
 * list depends on the browser's device cookie, which this feature keeps.
 */
export function identityPickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the identity picker asks before anyone has a session. A visitor is shown the demo
  // people and the accounts this browser signed into (its device cookie, which this feature
  // keeps); a signed-in person, everyone.
  app.get('/api/users', { config: { public: true } }, async (request) => {
    await sessionRead(ctx, request);
    if (request.userId) return userList(ctx, { me: request.userId });
    const device = deviceHashOf(request);
    return userList(ctx, { deviceIds: device ? await deviceAccountIds(ctx.db, device) : [] });
  });
}
