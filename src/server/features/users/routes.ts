import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { users } from '../../db/schema';
import { HttpError, parse, sessionUserId } from '../../kernel/http';
import { userGet } from './service';
import { userUpdatedPublish } from './user-publish';

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
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
