import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DeviceLink, DeviceLinkPeek } from '../../../protocol';
import { DEVICE_LINK_TTL_MS, DEVICE_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { deviceLinks, users } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { tokenHash } from '../session/service';

/** The name of a link in `devices_changed`: a prefix of its stored hash, which claims nothing. */
const linkIdOf = (idHash: string) => idHash.slice(0, 24);

/**
 * 'Link Device': a one-time code for the QR code, valid DEVICE_LINK_TTL_MS by the server's
 * clock. The code is 128 random bits shown once; only its SHA-256 is stored, like a session's.
 * The user's used and expired codes are cleared on the way, so the table holds only live ones.
 */
export async function deviceLinkCreate(ctx: AppContext, userId: string): Promise<DeviceLink> {
  const code = randomBytes(16).toString('base64url');
  const idHash = tokenHash(code);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + DEVICE_LINK_TTL_MS);
  await ctx.db
    .delete(deviceLinks)
    .where(
      and(
        eq(deviceLinks.userId, userId),
        or(isNotNull(deviceLinks.usedAt), lte(deviceLinks.expiresAt, now)),
      ),
    );
  await ctx.db.insert(deviceLinks).values({ idHash, userId, createdAt: now, expiresAt });
  return { code, linkId: linkIdOf(idHash), expiresAt: expiresAt.toISOString() };
}

/** Why a code signs nobody in: unknown (404), used (409) or expired (410). */
async function linkRefusal(ctx: AppContext, idHash: string, now: Date): Promise<HttpError> {
  const [row] = await ctx.db
    .select({ usedAt: deviceLinks.usedAt, expiresAt: deviceLinks.expiresAt })
    .from(deviceLinks)
    .where(eq(deviceLinks.idHash, idHash))
    .limit(1);
  if (!row) return new HttpError(404, DEVICE_TEXT.linkNotFound);
  if (row.usedAt) return new HttpError(409, DEVICE_TEXT.linkUsed);
  if (row.expiresAt <= now) return new HttpError(410, DEVICE_TEXT.linkExpired);
  return new HttpError(404, DEVICE_TEXT.linkNotFound);
}

/** Whose account a live code signs into, for the new device to show before it is used. */
export async function deviceLinkPeek(ctx: AppContext, code: string): Promise<DeviceLinkPeek> {
  const idHash = tokenHash(code);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      avatar: users.avatar,
      expiresAt: deviceLinks.expiresAt,
    })
    .from(deviceLinks)
    .innerJoin(users, eq(users.id, deviceLinks.userId))
    .where(
      and(
        eq(deviceLinks.idHash, idHash),
        isNull(deviceLinks.usedAt),
        gt(deviceLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw await linkRefusal(ctx, idHash, now);
  const { expiresAt, ...user } = row;
  return {
    user,
    expiresAt: expiresAt.toISOString(),
    expiresInMs: expiresAt.getTime() - now.getTime(),
  };
}

/**
 * Uses a code: marks it used in the same statement that checks it is unused and unexpired, so
 * two devices racing for one code cannot both win. Returns the code's user and its link id.
 */
export async function deviceLinkClaim(
  ctx: AppContext,
  code: string,
): Promise<{ userId: string; linkId: string }> {
  const idHash = tokenHash(code);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(deviceLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(deviceLinks.idHash, idHash),
        isNull(deviceLinks.usedAt),
        gt(deviceLinks.expiresAt, now),
      ),
    )
    .returning({ userId: deviceLinks.userId });
  if (!row) throw await linkRefusal(ctx, idHash, now);
  return { userId: row.userId, linkId: linkIdOf(idHash) };
}
