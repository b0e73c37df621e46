import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { deviceAccounts, sessions } from '../../db/schema';
import { tokenHash } from './service';

/**
 * The browser's device cookie (issue 27): 128 random bits naming this browser, stored only as
 * their SHA-256 in `device_accounts`, beside the accounts it has signed into. The identity
 * picker lists those (and the demo people) to a visitor, never anyone else's. Over https it is
 * `__Host-allo_device` (Secure, Path=/, no Domain: a sibling subdomain or a page over http cannot
 * set or overwrite it); over http, `allo_device`. Either name is read.
 */
export const DEVICE_COOKIE = 'allo_device';
export const DEVICE_COOKIE_HOST = '__Host-allo_device';

/**
 * As long as a browser keeps a cookie at all (Chrome caps Max-Age at 400 days): the picker
 * remembers the accounts of a browser used once a year. Renewed at each sign-in.
 */
export const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A cookie value this server could have made (22 base64url characters), else nothing. */
function deviceCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE_HOST] ?? request.cookies[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

/** The stored hash of this browser's device cookie, or null when it has none. */
export function deviceHashOf(request: FastifyRequest): string | null {
  const value = deviceCookieOf(request);
  return value ? tokenHash(value) : null;
}

/** A new device cookie value (set it with {@link deviceCookieSet}). */
export function deviceCookieNew(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Moves what a browser's old device value held (the accounts on its picker, its sessions' device
 * mark) to its new value. Every sign-in issues a new value (issue 27, fixation): a value someone
 * planted in this browser before the owner signed in names nothing afterwards, so the planter's
 * copy lists no account and counts as no known device.
 */
export async function deviceRotate(db: Db, oldHash: string | null, newHash: string): Promise<void> {
  if (!oldHash || oldHash === newHash) return;
  await db.transaction(async (tx) => {
    await tx
      .update(deviceAccounts)
      .set({ deviceHash: newHash })
      .where(eq(deviceAccounts.deviceHash, oldHash));
    await tx.update(sessions).set({ deviceHash: newHash }).where(eq(sessions.deviceHash, oldHash));
  });
}

/**
 * A browser signed in before device cookies existed (or that lost its own) and still holding a
 * session: gives it a device value now, as its sign-in would have, recording the account on
 * it and marking its session with it (Linked Devices' removal names the device by that mark).
 * Returns the value for the cookie.
 */
export async function deviceAdopt(db: Db, sessionHash: string, userId: string): Promise<string> {
  const value = deviceCookieNew();
  const deviceHash = tokenHash(value);
  await deviceAccountAdd(db, deviceHash, userId);
  await db.update(sessions).set({ deviceHash }).where(eq(sessions.idHash, sessionHash));
  return value;
}

/**
 * Gives the browser its device cookie (again: each sign-in renews its 400 days). Over https,
 * under the `__Host-` name, and the plain-named one it may still hold is dropped.
 */
export function deviceCookieSet(request: FastifyRequest, reply: FastifyReply, value: string) {
  const secure = request.protocol === 'https';
  if (secure && request.cookies[DEVICE_COOKIE] !== undefined) {
    reply.clearCookie(DEVICE_COOKIE, { path: '/' });
  }
  return reply.setCookie(secure ? DEVICE_COOKIE_HOST : DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** Records that a device signed into an account (again: a removed device is trusted again). */
export async function deviceAccountAdd(db: Db, deviceHash: string, userId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(deviceAccounts)
    .values({ deviceHash, userId, signedInAt: now })
    .onConflictDoUpdate({
      target: [deviceAccounts.deviceHash, deviceAccounts.userId],
      set: { signedInAt: now, removedAt: null },
    });
}

/** True when the device signed into the account and was not removed since. */
export async function deviceAccountTrusted(
  db: Db,
  deviceHash: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: deviceAccounts.userId })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.deviceHash, deviceHash),
        eq(deviceAccounts.userId, userId),
        isNull(deviceAccounts.removedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The accounts a device has signed into, removed ones too (their names stay on its picker). */
export async function deviceAccountIds(db: Db, deviceHash: string): Promise<string[]> {
  const rows = await db
    .select({ userId: deviceAccounts.userId })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.deviceHash, deviceHash));
  return rows.map((r) => r.userId);
}

/** A device removed in Linked Devices: it signs into these accounts as a stranger's would. */
export async function deviceAccountsRemoved(
  db: Db,
  deviceHashes: string[],
  userId: string,
): Promise<void> {
  if (deviceHashes.length === 0) return;
  await db
    .update(deviceAccounts)
    .set({ removedAt: new Date() })
    .where(
      and(inArray(deviceAccounts.deviceHash, deviceHashes), eq(deviceAccounts.userId, userId)),
    );
}
