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
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PasskeyLoginVerify, PasskeyRegisterVerify } from '../../../protocol';
import type { AppContext } from '../../context';
import { passkeyChallenges, passkeys, users } from '../../db/schema';
import { HttpError } from '../../http';

/** A challenge is answered within this, or not at all (the browser's own prompt times out first). */
const CHALLENGE_TTL_MS = 5 * 60_000;

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

/** Options for adding a passkey to the signed-in user; the challenge is kept server-side. */
export async function passkeyRegisterOptions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = passkeySite(request);
  const [me] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw new HttpError(404, 'User not found');
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
    // A discoverable credential: 'Use a passkey' works without typing the username.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
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
      requireUserVerification: false,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw new HttpError(400, 'Passkey not accepted');
  const { credential } = info;
  await ctx.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing();
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
  if (by.userId || by.username) {
    allow = await ctx.db
      .select({ id: passkeys.id, transports: passkeys.transports })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(
        by.userId ? eq(users.id, by.userId) : eq(users.username, by.username!.trim().toLowerCase()),
      );
  }
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: allow.map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  await challengeKeep(ctx, options.challenge, 'login', null);
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
      expectedChallenge: (c) => challengeTake(ctx, c, 'login', null),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
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
