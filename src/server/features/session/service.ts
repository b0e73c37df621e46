import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { ERROR_TEXTS } from '../../../protocol';
import { HttpError } from '../../kernel/http';
import { WorkQueue } from './password-work';
import { sessions, users } from '../../db/schema';

const scryptRaw = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;
/**
 * Password hashes computed at once, at most: two of libuv's four threads, so a burst of sign-in
 * attempts leaves the other two to file reads, DNS look-ups and compression (see WorkQueue).
 */
export const PASSWORD_WORK_MAX = 2;
const passwordWork = new WorkQueue(PASSWORD_WORK_MAX);
const scryptAsync = (pw: string, salt: Buffer, len: number) =>
  passwordWork.run(() => scryptRaw(pw, salt, len));

/**
 * A session ends 30 days after its last use (sliding expiry): someone who opens Allo once a
 * month stays signed in, a lost or forgotten device does not. The cookie is given the same
 * Max-Age, renewed each time the app asks who is signed in.
 */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * A session's expiry is pushed forward at most this often. Its row is written every few minutes
 * anyway for Linked Devices' 'last active' (`last_seen_at`, not indexed, so PostgreSQL updates it
 * in place); `expires_at` is indexed for the purge, so changing it writes a new row version and
 * index entry. An hour keeps that to one touch in twelve, at the price of a session ending up to
 * an hour before 30 days after its last use.
 */
export const SESSION_EXTEND_EVERY_MS = 60 * 60 * 1000;
/**
 * Sessions one user keeps at most: more devices than anyone links, yet a script signing in again
 * and again cannot grow the table without bound. One more ends the least recently used.
 */
export const SESSIONS_PER_USER_MAX = 20;

/** What is stored of a cookie value: its SHA-256, so a stolen table gives no working cookies. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When a session used at `now` expires. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_MAX_AGE_S * 1000);
}

/**
 * Starts a session for a user at `now`; returns the cookie value (128 random bits, stored only
 * hashed) and the hashes of the sessions it pushed over {@link SESSIONS_PER_USER_MAX} (their
 * least recently used), which are deleted: the caller ends them everywhere
 * (`SessionStore.create`). The user's row is locked meanwhile, so two sign-ins at once still
 * leave at most the cap.
 */
export async function sessionCreate(
  db: Db,
  userId: string,
  opts: { userAgent?: string; now?: Date; deviceHash?: string | null } = {},
): Promise<{ token: string; evicted: string[] }> {
  const token = randomBytes(16).toString('base64url');
  const now = opts.now ?? new Date();
  const evicted = await db.transaction(async (tx) => {
    // NO KEY UPDATE: rows that only reference the user (messages, reactions) are not held up.
    const held = await dbRows<{ id: string }>(
      tx,
      sql`select id from users where id = ${userId} for no key update`,
    );
    // Deleted meanwhile (an account deleted while one of its devices signs in): no session.
    if (held.length === 0) throw new HttpError(404, ERROR_TEXTS.userNotFound);
    await tx.insert(sessions).values({
      idHash: tokenHash(token),
      userId,
      userAgent: opts.userAgent ?? null,
      deviceHash: opts.deviceHash ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiry(now),
    });
    const over = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.idHash))
      .offset(SESSIONS_PER_USER_MAX);
    const hashes = over.map((r) => r.idHash);
    if (hashes.length) await tx.delete(sessions).where(inArray(sessions.idHash, hashes));
    return hashes;
  });
  return { token, evicted };
}

/** The session stored under a hash: its user, when it expires and was last used; null if none. */
export async function sessionFind(
  db: Db,
  idHash: string,
): Promise<{ userId: string; expiresAt: number; lastSeenAt: number } | null> {
  const rows = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.userId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

/**
 * Records that a session was used at `now` (Linked Devices' 'Last active') and, when its expiry
 * is more than {@link SESSION_EXTEND_EVERY_MS} behind a fresh one, moves it to 30 days from now.
 * An expired session stays expired: a late write (a socket closing) does not revive it.
 */
export async function sessionTouch(db: Db, idHash: string, now: Date): Promise<void> {
  const fresh = sessionExpiry(now);
  const extendBelow = new Date(fresh.getTime() - SESSION_EXTEND_EVERY_MS);
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      expiresAt: sql`case when ${sessions.expiresAt} < ${extendBelow.toISOString()}::timestamptz
        then ${fresh.toISOString()}::timestamptz else ${sessions.expiresAt} end`,
    })
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
}

/** A user's sessions (their linked devices) still alive at `now`. */
export async function sessionsOfUser(
  db: Db,
  userId: string,
  now: Date,
): Promise<
  Array<{
    idHash: string;
    userAgent: string | null;
    createdAt: Date;
    lastSeenAt: Date;
    deviceHash: string | null;
  }>
> {
  return db
    .select({
      idHash: sessions.idHash,
      deviceHash: sessions.deviceHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
}

export async function sessionDeleteByHash(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** scrypt with a random salt: `salt:hash`, both hex. */
export async function passwordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function passwordVerify(password: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** What signing in as a user needs: their id, password hash (or null) and demo mark. */
export interface SignInTarget {
  id: string;
  passwordHash: string | null;
  demo: boolean;
}

/** The user a sign-in names, by id or by username; undefined when there is none. */
export async function signInTarget(
  db: Db,
  by: { userId?: string; username?: string },
): Promise<SignInTarget | undefined> {
  const where = by.userId
    ? eq(users.id, by.userId)
    : eq(users.username, (by.username ?? '').trim().toLowerCase());
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, demo: users.demo })
    .from(users)
    .where(where)
    .limit(1);
  return rows[0];
}

/**
 * True when picking this user needs no credential: a demo person without a password, unless
 * REQUIRE_PASSWORDS=1. Every account someone creates asks for one (issue 27), and so does an
 * account made before passwords existed, which has none: it signs in only where a session of it
 * is still open, from which it can set a password (Settings > Account).
 */
export function signInOpen(target: SignInTarget, requirePasswords: boolean): boolean {
  return target.demo && target.passwordHash === null && !requirePasswords;
}
