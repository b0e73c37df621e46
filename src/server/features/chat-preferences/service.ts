import { and, eq } from 'drizzle-orm';
import type { ChatPreferences, ChatPreferencesUpdate } from '../../../protocol';
import { PINNED_CHATS_MAX, PIN_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { conversationMembers } from '../../db/schema';
import { HttpError, notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';

/**
 * Changes one member's Mute, Wallpaper and pin (issue 31: at most 3 pinned chats) for one chat: their own row of the conversation's
 * members, nobody else's. To anyone who is not a member the conversation does not exist (404).
 * Their other devices hear of it at once.
 */
export async function chatPreferencesUpdate(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  update: ChatPreferencesUpdate,
  now = ctx.clock.now(),
): Promise<ChatPreferences> {
  const mine = and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.userId, userId),
  );
  const row = await ctx.db.transaction(async (tx) => {
    if (update.pinned) {
      // My rows locked: two pins at once cannot both take the last place.
      const pinned = await tx
        .select({
          conversationId: conversationMembers.conversationId,
          at: conversationMembers.pinnedAt,
        })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, userId))
        .for('update');
      const others = pinned.filter((p) => p.at && p.conversationId !== conversationId);
      if (
        pinned.some((p) => p.conversationId === conversationId) &&
        others.length >= PINNED_CHATS_MAX
      ) {
        throw new HttpError(400, PIN_TEXT.tooMany);
      }
    }
    const [held] = await tx
      .select({ pinnedAt: conversationMembers.pinnedAt })
      .from(conversationMembers)
      .where(mine);
    if (!held) throw notFound();
    const rows = await tx
      .update(conversationMembers)
      .set({
        ...(update.muted !== undefined && { muted: update.muted }),
        ...(update.wallpaper !== undefined && { wallpaper: update.wallpaper }),
        // Pinning again keeps its place; unpinning clears it.
        ...(update.pinned !== undefined && {
          pinnedAt: update.pinned ? (held.pinnedAt ?? now) : null,
        }),
      })
      .where(mine)
      .returning({
        muted: conversationMembers.muted,
        wallpaper: conversationMembers.wallpaper,
        pinnedAt: conversationMembers.pinnedAt,
      });
    return rows[0]!;
  });
  const preferences: ChatPreferences = {
    conversationId,
    muted: row.muted,
    wallpaper: row.wallpaper,
    pinnedAt: row.pinnedAt?.toISOString() ?? null,
  };
  await publishTo(ctx, [userId], { type: 'chat_preferences_updated', ...preferences });
  return preferences;
}
