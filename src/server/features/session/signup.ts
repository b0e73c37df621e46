import { randomUUID } from 'node:crypto';
import type { Signup, User } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { users } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { userView } from '../users/service';
import { passwordHash } from './service';

/** A new account from the sign-up form, its password hashed; the caller starts its session. */
export async function userSignup(ctx: AppContext, input: Signup): Promise<User> {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z0-9_.-]+$/.test(username)) {
    throw new HttpError(400, 'Username may use letters, digits, dots, dashes and underscores');
  }
  const row = {
    id: randomUUID(),
    username,
    displayName: input.displayName.trim(),
    language: input.language,
    avatar: input.avatar?.startsWith('/avatars/') ? input.avatar : null,
    passwordHash: await passwordHash(input.password),
  };
  const inserted = await ctx.db.insert(users).values(row).onConflictDoNothing().returning();
  if (!inserted[0]) throw new HttpError(409, 'Username already taken');
  return userView(inserted[0], false, true);
}
