import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  PasskeyInfo,
  PasskeyLoginVerify,
  PasskeyRegisterOptions,
  PasskeyRegisterVerify,
} from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { passkeyChallenges, passkeys, sessions, users } from '../../db/schema';
import { HttpError, notFound } from '../../kernel/http';
import { passwordVerify } from './service';
import { signInKey } from './sign-in';

/** A challenge is answered within this, or not at all (the browser's own prompt times out first). */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * A session this young may add a passkey without giving the password again: it has just proved
 * it (signed in, or signed up: sign-up offers a passkey right after the account is made).
 */
export const PASSKEY_FRESH_SESSION_MS = 5 * 60_000;

/** The site name a passkey prompt shows. */
const RP_NAME = 'Allo';

/**
 * Where the ceremony runs: the page's origin (which the origin guard has already checked against
 * ALLOWED_ORIGINS or the server's own host; without one, a client that is no browser, the server's
 * own) and its hostname as the relying party id.
 */
export function passkeySite(request: FastifyRequest): { origin: string; rpID: string } {
  const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
  let rpID: string;
  try {
    rpID = new URL(origin).hostname;
  } catch {
    throw new HttpError(403, 'Origin not allowed');
  }
  return { origin, rpID };
}

/** Keeps a challenge for one answer; drops those nobody answered in time. */
async function challengeKeep(
  ctx: AppContext,
  challenge: string,
  purpose: 'register' | 'login',
  userId: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ctx.db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * True once for a challenge this server handed out for `purpose` (and `userId`, when adding a
 * passkey) and that has not expired: it is deleted as it is checked, so an answer is never
 * accepted twice.
 */
async function challengeTake(
  ctx: AppContext,
  challenge: string,
  purpose: 'register' | 'login',
  userId: string | null,
): Promise<boolean> {
  const taken = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  return taken.length === 1 && taken[0]!.expiresAt > ctx.clock.now();
}

/**
 * Adding a credential is as strong as knowing the password (a passkey signs in anywhere), so an
 * account with a password gives it again, unless this session signed in or up less than
 * {@link PASSKEY_FRESH_SESSION_MS} ago. A wrong one counts against the account's sign-in limit,
 * as a wrong password at sign-in does.
 */
async function passkeyAddProof(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  passwordHash: string | null,
  currentPassword: string | undefined,
): Promise<void> {
  if (passwordHash === null) return;
  if (request.sessionHash) {
    const [session] = await ctx.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.idHash, request.sessionHash))
      .limit(1);
    const age = session ? ctx.clock.now().getTime() - session.createdAt.getTime() : Infinity;
    if (age < PASSKEY_FRESH_SESSION_MS) return;
  }
  if (!currentPassword) throw new HttpError(400, ERROR_TEXTS.currentPasswordRequired);
  const key = await signInKey(ctx, request, userId);
  await ctx.signInLimits.take(key);
  if (!(await passwordVerify(currentPassword, passwordHash))) {
    throw new HttpError(403, ERROR_TEXTS.currentPasswordWrong);
  }
  await ctx.signInLimits.giveBack(key);
}

/**
 * True once for a login challenge this server handed out, unexpired, and either bound to no
 * account ('Use a passkey' naming none) or to `userId`, the account whose passkey answered it.
 * Taken (deleted) either way: a refused answer cannot be tried again.
 */
async function loginChallengeTake(
  ctx: AppContext,
  challenge: string,
  userId: string,
): Promise<boolean> {
  const taken = await ctx.db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challenge, challenge), eq(passkeyChallenges.purpose, 'login')))
    .returning({ expiresAt: passkeyChallenges.expiresAt, userId: passkeyChallenges.userId });
  const row = taken[0];
  return (
    row !== undefined &&
    row.expiresAt > ctx.clock.now() &&
    (row.userId === null || row.userId === userId)
  );
}

/** Options for adding a passkey to the signed-in user; the challenge is kept server-side. */
export async function passkeyRegisterOptions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  body: PasskeyRegisterOptions,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = passkeySite(request);
  const [me] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw new HttpError(404, 'User not found');
  await passkeyAddProof(ctx, request, userId, me.passwordHash, body.currentPassword);
  const mine = await ctx.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: me.username,
    userDisplayName: me.displayName,
    userID: new TextEncoder().encode(me.id),
    attestationType: 'none',
    excludeCredentials: mine.map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransport[],
    })),
    // A discoverable credential: 'Use a passkey' works without typing the username. User
    // verification (fingerprint, face, screen lock) is required: a passkey replaces a password,
    // so mere presence (a touch of a stolen key) is not enough.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await challengeKeep(ctx, options.challenge, 'register', userId);
  return options;
}

/** Checks the new credential against the kept challenge and stores it as the user's passkey. */
export async function passkeyRegisterVerify(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  body: PasskeyRegisterVerify,
): Promise<void> {
  const { origin, rpID } = passkeySite(request);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: (c) => challengeTake(ctx, c, 'register', userId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw new HttpError(400, 'Passkey not accepted');
  const { credential } = info;
  const stored = await ctx.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  if (stored.length > 0) return;
  // Already stored: the caller's own (added twice) is fine; anyone else's is not theirs to take.
  const [owner] = await ctx.db
    .select({ userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.id, credential.id))
    .limit(1);
  if (owner?.userId !== userId) throw new HttpError(409, ERROR_TEXTS.passkeyOtherAccount);
}

/** The signed-in user's passkeys, oldest first (Settings > Account). */
export async function passkeyList(ctx: AppContext, userId: string): Promise<PasskeyInfo[]> {
  const rows = await ctx.db
    .select({ id: passkeys.id, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString() }));
}

/** Removes one of the user's own passkeys; anyone else's, or none, is 'Not found'. */
export async function passkeyRemove(ctx: AppContext, userId: string, id: string): Promise<void> {
  const gone = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (gone.length === 0) throw notFound(ERROR_TEXTS.passkeyNotFound);
}

/**
 * Options for signing in with a passkey: for one account's passkeys (named by id or username),
 * or, naming none, for whichever this site's passkeys the browser holds. An unknown account gets
 * options all the same, so the answer does not say whether it exists.
 */
export async function passkeyLoginOptions(
  ctx: AppContext,
  request: FastifyRequest,
  by: { userId?: string; username?: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = passkeySite(request);
  let allow: Array<{ id: string; transports: string[] }> = [];
  let named: string | null = null;
  if (by.userId || by.username) {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        by.userId ? eq(users.id, by.userId) : eq(users.username, by.username!.trim().toLowerCase()),
      )
      .limit(1);
    // An unknown account gets the options an account without passkeys gets (the answer says
    // nothing of it), and its challenge is not kept: no passkey can answer it.
    if (!user) {
      return generateAuthenticationOptions({
        rpID,
        allowCredentials: [],
        userVerification: 'required',
      });
    }
    named = user.id;
    allow = await ctx.db
      .select({ id: passkeys.id, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
  }
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: allow.map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransport[],
    })),
    userVerification: 'required',
  });
  // Bound to the account picked or typed: the browser may offer any of its passkeys for this
  // site, and an answer made with another account's must not sign into that one instead.
  await challengeKeep(ctx, options.challenge, 'login', named);
  return options;
}

/**
 * The user a passkey answer proves, once its signature checks out against the stored public key
 * and a kept login challenge; moves the stored counter on. Throws 'Passkey not accepted'.
 */
export async function passkeyLoginVerify(
  ctx: AppContext,
  request: FastifyRequest,
  body: PasskeyLoginVerify,
): Promise<string> {
  const { origin, rpID } = passkeySite(request);
  const [stored] = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.id, body.response.id))
    .limit(1);
  if (!stored) throw new HttpError(401, 'Passkey not accepted');
  let verified: boolean;
  let newCounter = stored.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response: body.response as AuthenticationResponseJSON,
      expectedChallenge: (c) => loginChallengeTake(ctx, c, stored.userId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  if (!verified) throw new HttpError(401, 'Passkey not accepted');
  await ctx.db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${newCounter})` })
    .where(eq(passkeys.id, stored.id));
  return stored.userId;
}
