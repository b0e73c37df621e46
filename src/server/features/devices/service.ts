import { createHash } from 'node:crypto';
import type { Device } from '../../../protocol';
import { DEVICE_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { sessionPresenceKey } from '../../realtime/presence';
import { deviceAccountsRemoved } from '../session/device-accounts';
import { sessionsOfUser } from '../session/service';
import { userAgentName, userAgentRead } from './user-agent';

/**
 * A device's id: derived from the session's stored hash one way, so neither the id nor anything
 * it leads to is a cookie (the stored hash is not one either, but it names the session to the
 * bus and to the table, and stays out of replies).
 */
export function deviceIdOf(idHash: string): string {
  return createHash('sha256').update(`device:${idHash}`).digest('base64url').slice(0, 22);
}

/**
 * Spec secondary 'Linked Devices': the user's sessions, this one first, then the ones online,
 * then by last activity. A device with a live connection on any instance is online, and active
 * now.
 */
export async function devicesList(
  ctx: AppContext,
  userId: string,
  currentHash: string | null,
): Promise<Device[]> {
  const rows = await sessionsOfUser(ctx.db, userId, ctx.clock.now());
  const online = await ctx.presence.onlineAmong(rows.map((r) => sessionPresenceKey(r.idHash)));
  const now = new Date();
  const devices = rows.map((row) => {
    const info = userAgentRead(row.userAgent);
    const isOnline = online.has(sessionPresenceKey(row.idHash));
    const isCurrent = row.idHash === currentHash;
    return {
      id: deviceIdOf(row.idHash),
      name: userAgentName(info),
      type: info.type,
      platform: info.platform,
      browser: info.browser,
      lastActive: (isOnline || isCurrent ? now : row.lastSeenAt).toISOString(),
      signedInAt: row.createdAt.toISOString(),
      isActive: isOnline || isCurrent,
      online: isOnline,
      isCurrent,
    } satisfies Device;
  });
  const rank = (d: Device) => (d.isCurrent ? 0 : d.online ? 1 : 2);
  return devices.sort(
    (a, b) =>
      rank(a) - rank(b) || b.lastActive.localeCompare(a.lastActive) || a.id.localeCompare(b.id),
  );
}

/**
 * Removes one of the user's devices: its session ends on every instance at once, its live
 * connections close with the reason its pages understand, and the user's other pages read the
 * list again. Another user's device is not found, as if it did not exist.
 */
export async function deviceRemove(
  ctx: AppContext,
  userId: string,
  deviceId: string,
): Promise<void> {
  const rows = await sessionsOfUser(ctx.db, userId, ctx.clock.now());
  const row = rows.find((r) => deviceIdOf(r.idHash) === deviceId);
  if (!row) throw new HttpError(404, DEVICE_TEXT.deviceNotFound);
  // The browser keeps the name on its picker, but signs in as a stranger's would (issue 27).
  if (row.deviceHash) await deviceAccountsRemoved(ctx.db, [row.deviceHash], userId);
  await ctx.sessions.endByHash(row.idHash, true);
  await publishTo(ctx, [userId], { type: 'devices_changed' });
}
