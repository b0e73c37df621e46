import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { HttpError } from '../../kernel/http';
import { signInLimitKey } from '../../limits/sign-in-limits';
import { deviceAccountTrusted, deviceHashOf } from './device-accounts';
import type { SignInTarget } from './service';
import { passwordHash, passwordVerify, signInOpen } from './service';

/**
 * Compared against when there is no hash (no account has the username typed, or it has no
 * password), so that takes as long as a miss.
 */
const NOBODY_HASH = passwordHash('no account has this password');

/**
 * The key this browser's failed sign-ins at an account count under: its own when it has signed
 * into the account before and was not removed since, so strangers' guesses never lock out the
 * owner's browsers; else the account's, shared by every other browser and address.
 */
export async function signInKey(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<string> {
  const deviceHash = deviceHashOf(request);
  const trusted = deviceHash !== null && (await deviceAccountTrusted(ctx.db, deviceHash, userId));
  return signInLimitKey(userId, trusted ? deviceHash : null);
}

/**
 * Throws unless `password` lets this request sign in as `target` (issue 27): a demo person needs
 * none (unless REQUIRE_PASSWORDS=1); everyone else needs theirs, and an account that has none
 * (made before passwords) cannot be signed into with one. Every attempt with a password counts
 * against the account's limit before any comparison (a right one is given back); asking without
 * one counts nothing (it is how the picker learns that a password is needed). Named by username
 * ('Sign in to another account'), a refusal does not say whether the username exists: an
 * unknown one is counted under its normalised name on the same path (so it reaches 429 as an
 * account does), and a missing hash is stood in for by a fixed one (the same scrypt work).
 */
export async function sessionCredentialCheck(
  ctx: AppContext,
  request: FastifyRequest,
  target: SignInTarget | undefined,
  password: string | undefined,
  username: string | undefined,
): Promise<void> {
  const wrong = username !== undefined ? 'Wrong username or password' : 'Wrong password';
  if (!target && username === undefined) throw new HttpError(404, 'User not found');
  if (target && signInOpen(target, ctx.config.requirePasswords)) return;
  if (!password) throw new HttpError(401, 'Password required');
  const key = target
    ? await signInKey(ctx, request, target.id)
    : signInLimitKey(`username:${username!.trim().toLowerCase()}`, null);
  // Counted before the comparison, so guesses sent at once cannot all pass a count none of
  // them has added to yet; a right password gives its attempt back.
  await ctx.signInLimits.take(key);
  const stored = target?.passwordHash ?? null;
  const matches = await passwordVerify(password, stored ?? (await NOBODY_HASH));
  if (!matches || stored === null) throw new HttpError(401, wrong);
  await ctx.signInLimits.giveBack(key);
}
