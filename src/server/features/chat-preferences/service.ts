import { and, eq } from 'drizzle-orm';
import type { ChatPreferences, ChatPreferencesUpdate } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { conversationMembers } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';

/**
 * Changes one member's Mute and Wallpaper for one chat: their own row of the conversation's
 * members, nobody else's. To anyone who is not a member the conversation does not exist (404).
 * Their other devices hear of it at once.
 */
export async function chatPreferencesUpdate(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  update: ChatPreferencesUpdate,
): Promise<ChatPreferences> {
  const rows = await ctx.db
    .update(conversationMembers)
    .set({
      ...(update.muted !== undefined && { muted: update.muted }),
      ...(update.wallpaper !== undefined && { wallpaper: update.wallpaper }),
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ muted: conversationMembers.muted, wallpaper: conversationMembers.wallpaper });
  const row = rows[0];
  if (!row) throw notFound();
  const preferences: ChatPreferences = { conversationId, ...row };
  await publishTo(ctx, [userId], { type: 'chat_preferences_updated', ...preferences });
  return preferences;
}
