import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Message } from '../../../protocol';
import type { Db } from '../../db/connect';
import type { Tx } from '../../db/retry';
import { conversations, messages } from '../../db/schema';
import { messageView } from './view';

/**
 * The next change number of a conversation, for a message being edited or unsent in `tx`. The
 * conversation's row stays locked until the transaction ends, so numbers are handed out in the
 * order the changes commit: a device that holds change N and asks for what came after misses
 * nothing.
 */
export async function conversationChangeNext(tx: Tx, conversationId: string): Promise<number> {
  const [row] = await tx
    .update(conversations)
    .set({ lastChangeSeq: sql`${conversations.lastChangeSeq} + 1` })
    .where(eq(conversations.id, conversationId))
    .returning({ changeSeq: conversations.lastChangeSeq });
  return row!.changeSeq;
}

/** Messages edited or unsent after change `after`, the oldest change first. */
export async function messagesChangedAfter(
  db: Db,
  conversationId: string,
  after: number,
  limit: number,
): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.changeSeq, after)))
    .orderBy(asc(messages.changeSeq))
    .limit(limit);
  return rows.map(messageView);
}

/**
 * Messages unsent or burnt in `tx`: the conversation's newest reaction goes if it was given to
 * one of them (their reactions went with their words), and so do their pins (issue 31). One
 * statement, which touches the row only when it names one of them.
 */
export async function emptiedForget(
  tx: Tx,
  conversationId: string,
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  const ids = sql`array[${sql.join(
    messageIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const pinnedOne = sql`exists (select 1 from jsonb_array_elements(${conversations.pinnedMessages}) p
    where p->>'messageId' = any(${ids}))`;
  await tx
    .update(conversations)
    .set({
      lastReaction: sql`case when ${conversations.lastReaction}->>'messageId' = any(${ids})
        then null else ${conversations.lastReaction} end`,
      pinnedMessages: sql`case when ${pinnedOne} then (select jsonb_agg(p order by o)
        from jsonb_array_elements(${conversations.pinnedMessages}) with ordinality as e(p, o)
        where not (p->>'messageId' = any(${ids}))) else ${conversations.pinnedMessages} end`,
    })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(sql`${conversations.lastReaction}->>'messageId' = any(${ids})`, pinnedOne),
      ),
    );
}

/**
 * What an unsent or burnt message keeps: its place (id, seq) and when it went. Its words, what
 * they were about, their language and the reactions to them go; `changeSeq` tells every device.
 */
export function messageEmptied(now: Date, changeSeq: number) {
  return {
    content: '',
    metadata: null,
    language: null,
    reactions: null,
    deletedAt: now,
    changeSeq,
  };
}
