import { eq, sql } from 'drizzle-orm';
import type { StorageUsage, UserSettings, UserSettingsUpdate } from '../../../protocol';
import { userSettingsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';

/**
 * A stored settings object read through the protocol's schema: a missing or unreadable field is
 * its spec default, so older rows (or none saved yet) read right.
 */
export function settingsRead(stored: unknown): UserSettings {
  return userSettingsSchema.parse(stored && typeof stored === 'object' ? stored : {});
}

export async function settingsGet(ctx: AppContext, userId: string): Promise<UserSettings> {
  const [row] = await ctx.db
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return settingsRead(row.settings);
}

/**
 * Changes some of a user's settings in one statement (a merge into the stored object, so two
 * devices changing different switches at once both keep theirs), then tells the user's devices.
 */
export async function settingsUpdate(
  ctx: AppContext,
  userId: string,
  change: UserSettingsUpdate,
): Promise<UserSettings> {
  const [row] = await ctx.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  if (!row) throw notFound('User not found');
  const settings = settingsRead(row.settings);
  await publishTo(ctx, [userId], { type: 'settings_updated', settings });
  return settings;
}

/**
 * Privacy 'Last seen' (the WhatsApp rule): a time is shown only when both the person and the
 * one looking share theirs.
 */
export function lastSeenShown(viewerSettings: unknown, personSettings: unknown): boolean {
  return settingsRead(viewerSettings).lastSeen && settingsRead(personSettings).lastSeen;
}

/** What my stored objects take up, in all and per kind (Settings > Storage). */
export async function storageUsage(ctx: AppContext, userId: string): Promise<StorageUsage> {
  const rows = await dbRows<{ kind: string; bytes: string | number; count: number }>(
    ctx.db,
    sql`select kind, coalesce(sum(size), 0) as bytes, count(*)::int as count
      from objects where owner_id = ${userId} group by kind`,
  );
  const byKind: Record<string, number> = { image: 0, voice: 0 };
  let totalBytes = 0;
  let objectCount = 0;
  for (const r of rows) {
    // sum() of integers is a bigint, which node-postgres hands over as a string.
    const bytes = Number(r.bytes);
    byKind[r.kind] = bytes;
    totalBytes += bytes;
    objectCount += r.count;
  }
  return { totalBytes, objectCount, byKind };
}
