import { eq, inArray } from 'drizzle-orm';
import type { Conversation } from '../../../protocol';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError } from '../../http';
import { conversationCreate, conversationList } from '../conversations/service';
import { messageSend } from '../messages/service';
import { DEMO_USERS } from '../users/demo-users';
import { DEMO_GROUP_NAME, DEMO_OPENERS, DEMO_REPLIES } from './demo-lines';

/** How many one-to-one demo conversations a newcomer gets, and how many others join the group. */
const DIRECT_COUNT = 5;
const GROUP_OTHERS = 3;

/**
 * Spec core 7 `POST /api/seed-demo`: one-to-one conversations with several demo users and one
 * group, with messages in their own languages. Running it twice adds nothing: the direct
 * conversations and the group are found again, and only new ones get messages.
 */
export async function demoSeed(ctx: AppContext, userId: string): Promise<Conversation[]> {
  const me = (await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!me) throw new HttpError(404, 'User not found');
  const demoIds = DEMO_USERS.map((u) => u.id).filter((id) => id !== userId);
  const present = await ctx.db.select().from(users).where(inArray(users.id, demoIds));
  const partners = demoIds
    .map((id) => present.find((u) => u.id === id))
    .filter((u) => u !== undefined)
    // Prefer people who speak another language: that is what Allo is for.
    .sort((a, b) => Number(a.language === me.language) - Number(b.language === me.language));
  if (partners.length === 0) throw new HttpError(409, 'No demo users to talk to');

  const reply = DEMO_REPLIES[me.language] ?? DEMO_REPLIES.en!;
  for (const partner of partners.slice(0, DIRECT_COUNT)) {
    const { conversation, created } = await conversationCreate(ctx, userId, {
      participants: [partner.id],
    });
    if (!created) continue;
    const [first, second] = DEMO_OPENERS[partner.language] ?? DEMO_OPENERS.en!;
    const base = { conversationId: conversation.id, messageType: 'text' as const };
    await messageSend(ctx, partner.id, { ...base, content: first! });
    await messageSend(ctx, userId, { ...base, content: reply });
    await messageSend(ctx, partner.id, { ...base, content: second! });
  }

  const groupPeople = partners.slice(DIRECT_COUNT, DIRECT_COUNT + GROUP_OTHERS);
  const members = groupPeople.length > 0 ? groupPeople : partners.slice(0, GROUP_OTHERS);
  const { conversation: group, created } = await conversationCreate(
    ctx,
    userId,
    { participants: members.map((m) => m.id), name: DEMO_GROUP_NAME, isGroup: true },
    `demo-group:${userId}`,
  );
  if (created) {
    for (const m of members) {
      const [line] = DEMO_OPENERS[m.language] ?? DEMO_OPENERS.en!;
      await messageSend(ctx, m.id, {
        conversationId: group.id,
        messageType: 'text',
        content: line!,
      });
    }
  }
  return conversationList(ctx.db, userId);
}
