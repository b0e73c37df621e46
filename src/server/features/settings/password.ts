import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PasswordChange } from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { sessions, users } from '../../db/schema';
import { HttpError, notFound } from '../../kernel/http';
import { passwordHash, passwordVerify } from '../session/service';
import { signInKey } from '../session/sign-in';
import { userUpdatedPublish } from '../users/user-publish';

/**
 * Sets the user's password (Settings > Account). From then on picking this identity asks for it
 * (POST /api/session). Anyone could pick an unprotected identity before, so every other session
 * of the user ends: the person who sets the password keeps only the device they set it on.
 */
export async function passwordChange(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  change: PasswordChange,
): Promise<void> {
  const currentSession = request.sessionHash;
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  if (row.passwordHash !== null) {
    if (!change.currentPassword) throw new HttpError(400, ERROR_TEXTS.currentPasswordRequired);
    // A guess at the current password is a guess at the account's: counted with its sign-in
    // limit (issue 27), before the comparison, and given back when right.
    const key = await signInKey(ctx, request, userId);
    await ctx.signInLimits.take(key);
    if (!(await passwordVerify(change.currentPassword, row.passwordHash))) {
      throw new HttpError(403, ERROR_TEXTS.currentPasswordWrong);
    }
    await ctx.signInLimits.giveBack(key);
  }
  const hash = await passwordHash(change.newPassword);
  await ctx.db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
  const others = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      currentSession
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, currentSession))
        : eq(sessions.userId, userId),
    );
  for (const s of others) await ctx.sessions.endByHash(s.idHash, true);
  // The picker shows a lock beside protected identities.
  await userUpdatedPublish(ctx, userId);
}
