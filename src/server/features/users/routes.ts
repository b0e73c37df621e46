import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError, parse, sessionUserId } from '../../http';
import { sessionRead } from '../../session-gate';
import { deviceHashOf } from '../session/device-accounts';
import { userGet, userList } from './service';
import { userUpdatedPublish } from './user-publish';

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the identity picker asks before anyone has a session. A visitor is shown the demo
  // people and the accounts this browser signed into; a signed-in person, everyone.
  app.get('/api/users', { config: { public: true } }, async (request) => {
    await sessionRead(ctx, request);
    if (request.userId) return userList(ctx, { me: request.userId });
    return userList(ctx, { visitorDevice: deviceHashOf(request) });
  });

  // The signed-in person changes their own record; everyone who shows it hears at once.
  app.patch('/api/users/me', async (request) => {
    const me = sessionUserId(request);
    const change = parse(userUpdateSchema, request.body);
    await ctx.db.update(users).set(change).where(eq(users.id, me));
    // Other instances forget it within the detector's time-to-live.
    if (change.language) ctx.detector.userLanguageForget(me);
    await userUpdatedPublish(ctx, me);
    const user = await userGet(ctx, me);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  });
}
