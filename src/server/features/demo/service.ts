import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Conversation } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { conversationGet, conversationList } from '../conversations/service';
import { DEMO_USERS } from '../users/demo-users';
import { userView } from '../users/service';
import { DEMO_GROUP_NAME, DEMO_OPENERS, DEMO_REPLIES } from './demo-lines';

/** How many one-to-one demo conversations a newcomer gets, and how many others join the group. */
const DIRECT_COUNT = 5;
const GROUP_OTHERS = 3;

interface DemoLine {
  senderId: string;
  content: string;
}

/**
 * Spec core 7 `POST /api/seed-demo`: one-to-one chats with several demo people and one group,
 * with lines in their own languages. Each person's demo is their own: the chats have the starter
 * as their only member and name the demo people in `demoPartners`, so Emma's list never shows
 * the chat someone else's demo made, nor a line she 'sent' without typing it, and she can start
 * her own demo. Running it twice adds nothing (each chat has a key per starter).
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
  const created: string[] = [];
  for (const partner of partners.slice(0, DIRECT_COUNT)) {
    const [first, second] = DEMO_OPENERS[partner.language] ?? DEMO_OPENERS.en!;
    const id = await demoChatStore(
      ctx,
      userId,
      `demo:${userId}:${partner.id}`,
      [partner.id],
      null,
      [
        { senderId: partner.id, content: first! },
        { senderId: userId, content: reply },
        { senderId: partner.id, content: second! },
      ],
    );
    if (id) created.push(id);
  }

  const groupPeople = partners.slice(DIRECT_COUNT, DIRECT_COUNT + GROUP_OTHERS);
  const members = groupPeople.length > 0 ? groupPeople : partners.slice(0, GROUP_OTHERS);
  const groupId = await demoChatStore(
    ctx,
    userId,
    `demo-group:${userId}`,
    members.map((m) => m.id),
    DEMO_GROUP_NAME,
    members.map((m) => ({
      senderId: m.id,
      content: (DEMO_OPENERS[m.language] ?? DEMO_OPENERS.en!)[0]!,
    })),
  );
  if (groupId) created.push(groupId);

  if (created.length > 0) {
    // The starter's other devices show the chats at once; nobody else is told anything.
    const online = await ctx.presence.onlineAmong(partners.map((p) => p.id));
    for (const p of partners)
      await publishTo(ctx, [userId], { type: 'user_updated', user: userView(p, online.has(p.id)) });
    for (const id of created) {
      const conversation = await conversationGet(ctx.db, userId, id);
      await publishTo(ctx, [userId], { type: 'conversation', conversation });
    }
  }
  return conversationList(ctx.db, userId);
}

/**
 * One demo chat with its lines, in one transaction; null when this starter already has it. The
 * lines are stored directly, not through the send path: their senders are not members, and a
 * send would push them to the demo people's devices.
 */
async function demoChatStore(
  ctx: AppContext,
  starterId: string,
  key: string,
  partnerIds: string[],
  name: string | null,
  lines: DemoLine[],
): Promise<string | null> {
  const languages = await Promise.all(
    lines.map((l) =>
      ctx.detector.ofMessage(l.senderId, { messageType: 'text', content: l.content }),
    ),
  );
  const id = randomUUID();
  const start = Date.now();
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(conversations)
      .values({
        id,
        name,
        isGroup: name !== null,
        directKey: key,
        createdBy: starterId,
        lastSeq: lines.length,
        demoPartners: partnerIds,
      })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning({ id: conversations.id });
    if (!inserted[0]) return null;
    await tx.insert(conversationMembers).values({ conversationId: id, userId: starterId });
    await tx.insert(messages).values(
      lines.map((l, i) => ({
        id: randomUUID(),
        conversationId: id,
        seq: i + 1,
        senderId: l.senderId,
        content: l.content,
        messageType: 'text',
        language: languages[i] ?? null,
        // A millisecond apart, so times and seqs agree.
        createdAt: new Date(start + i),
      })),
    );
    return id;
  });
}
