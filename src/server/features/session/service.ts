import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, users } from '../../db/schema';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

export const SESSION_COOKIE = 'allo_session';
/** Sessions last a month of inactivity-free use; the cookie is renewed with each new session. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** What is stored of a cookie value: its SHA-256, so a stolen table gives no working cookies. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user; returns the cookie value (128 random bits), stored only hashed. */
export async function sessionCreate(db: Db, userId: string, userAgent?: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db
    .insert(sessions)
    .values({ idHash: tokenHash(token), userId, userAgent: userAgent ?? null });
  return token;
}

/** The session stored under a hash: its user and when it expires; null when there is none. */
export async function sessionFind(
  db: Db,
  idHash: string,
): Promise<{ userId: string; expiresAt: number; lastSeenAt: number } | null> {
  const rows = await db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.userId,
    expiresAt: row.createdAt.getTime() + SESSION_MAX_AGE_S * 1000,
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

/** Records that a session was just used (Linked Devices' 'Last active'). */
export async function sessionTouch(db: Db, idHash: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, idHash));
}

/** A user's sessions (their linked devices), expired ones left out. */
export async function sessionsOfUser(
  db: Db,
  userId: string,
): Promise<Array<{ idHash: string; userAgent: string | null; createdAt: Date; lastSeenAt: Date }>> {
  const rows = await db
    .select({
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const now = Date.now();
  return rows.filter((r) => r.createdAt.getTime() + SESSION_MAX_AGE_S * 1000 > now);
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

export async function userPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ? rows[0].passwordHash : undefined;
}
