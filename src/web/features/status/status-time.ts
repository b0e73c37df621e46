import type { StatusUpdate } from '../../../protocol';

/** What is left of a status's 24 h, in whole hours and minutes. */
export interface TimeLeft {
  hours: number;
  minutes: number;
}

/**
 * Spec secondary 2: the time left shows as 'Xh Ym left', or 'Ym left' under an hour. Minutes are
 * whole ones, rounded down, with a status in its last minute showing 1m rather than 0m. Null once
 * it has expired. Pure: the clock is passed in.
 */
export function statusTimeLeft(expiresAt: string, now: Date): TimeLeft | null {
  const ms = Date.parse(expiresAt) - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.max(1, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The statuses not yet expired by this device's clock (the server's feed may be minutes old). */
export function statusesLive(list: readonly StatusUpdate[], now: Date): StatusUpdate[] {
  return list.filter((s) => statusTimeLeft(s.expiresAt, now) !== null);
}

/** The feed in the page's groups: mine first, then friends' not yet opened, then those opened. */
export interface StatusGroups {
  mine: StatusUpdate[];
  recent: StatusUpdate[];
  viewed: StatusUpdate[];
}

/** Splits the feed (newest first, as the server sends it) into the page's groups. */
export function statusGroups(list: readonly StatusUpdate[], meId: string, now: Date): StatusGroups {
  const groups: StatusGroups = { mine: [], recent: [], viewed: [] };
  for (const s of statusesLive(list, now)) {
    if (s.userId === meId) groups.mine.push(s);
    else if (s.hasViewed) groups.viewed.push(s);
    else groups.recent.push(s);
  }
  return groups;
}
