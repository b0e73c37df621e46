import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import type { Tx } from '../../db/retry';
import { txRetry } from '../../db/retry';
import {
  accounts,
  conversationMembers,
  ledgerEntries,
  messages,
  objects,
  paymentRequests,
  payments,
  sessions,
  users,
} from '../../db/schema';
import { notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { walletAccountId } from '../payments/ledger';
import { paymentMessageClientId, requestMessageClientId } from '../payments/view';
import { objectBytesDelete } from '../objects/service';
import { objectKeys } from '../objects/view';
import { userContacts } from '../users/user-publish';

/**
 * Where a deleted user's money goes: one system account holds every closed wallet's entries, so
 * the ledger still sums to zero and nobody else's balance moves.
 */
export const CLOSED_WALLETS_ACCOUNT = 'system:closed-wallets';

/**
 * Deletes a user and everything of theirs (Settings > Account, 'Delete account'), in one
 * transaction; then removes their files, ends their sessions (their sockets close) and tells
 * the people who showed them.
 *
 * Most rows go by the schema's cascades. What does not cascade is settled here:
 * - Money: payments and requests name both people and never cascade. The user's wallet entries
 *   move to {@link CLOSED_WALLETS_ACCOUNT} with its balance, their payments and requests are
 *   deleted, and the other side's entries stay (no longer naming a payment): every other
 *   balance is unchanged and the ledger stays balanced.
 * - Games they play (named in `players`, not by a foreign key) are deleted, and the payment and
 *   game cards in chats that stood for deleted records, whoever posted them.
 * - Conversations left with fewer than two members (their one-to-one chats) are deleted: the
 *   other person has nobody left to talk to there.
 */
export async function accountDelete(ctx: AppContext, userId: string): Promise<void> {
  const contacts = await userContacts(ctx, userId);
  const related = await dbRows<{ id: string }>(
    ctx.db,
    sql`select friend_id as id from friendships where user_id = ${userId}
      union select receiver_id from friend_requests where sender_id = ${userId}
      union select sender_id from friend_requests where receiver_id = ${userId}
      union select user_id from blocks where blocked_id = ${userId}`,
  );
  const done = await txRetry(ctx.db, (tx) => deleteLocked(tx, userId));
  if (!done) throw notFound('User not found');

  await objectBytesDelete(ctx, done.objectKeys);
  for (const idHash of done.sessionHashes) await ctx.sessions.endByHash(idHash, true);
  for (const id of done.conversationIds) await ctx.members.changed(id);
  ctx.detector.userLanguageForget(userId);
  // Each contact hears of the conversations they lost, and of no one else's.
  const removed = new Set(done.removedConversations);
  for (const contact of contacts) {
    const conversationIds = done.members
      .filter((m) => m.userId === contact && removed.has(m.conversationId))
      .map((m) => m.conversationId);
    await publishTo(ctx, [contact], { type: 'user_deleted', userId, conversationIds });
  }
  await publishTo(
    ctx,
    related.map((r) => r.id),
    { type: 'friends_changed' },
  );
}

interface Deleted {
  objectKeys: string[];
  sessionHashes: string[];
  /** Every conversation they were in. */
  conversationIds: string[];
  /** Those deleted with them (fewer than two members left). */
  removedConversations: string[];
  /** Who else was in those conversations. */
  members: Array<{ conversationId: string; userId: string }>;
}

async function deleteLocked(tx: Tx, userId: string): Promise<Deleted | null> {
  const [me] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!me) return null;
  const memberOf = await tx
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  const members =
    memberOf.length === 0
      ? []
      : await tx
          .select({
            conversationId: conversationMembers.conversationId,
            userId: conversationMembers.userId,
          })
          .from(conversationMembers)
          .where(
            inArray(
              conversationMembers.conversationId,
              memberOf.map((m) => m.id),
            ),
          );
  const mine = await tx
    .select({ key: objects.key, thumbKey: objects.thumbKey })
    .from(objects)
    .where(eq(objects.ownerId, userId));
  const sessionRows = await tx
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));

  await walletClose(tx, userId);
  // A game card stands for a game only the server keeps: with the game gone, so is its card,
  // whoever posted it.
  const games = await dbRows<{ id: string }>(
    tx,
    sql`delete from games where ${userId} = any(players) returning id`,
  );
  if (games.length > 0) {
    await tx.execute(
      sql`delete from messages where message_type = 'game' and metadata->>'gameId' in (${sql.join(
        games.map((g) => sql`${g.id}`),
        sql`, `,
      )})`,
    );
  }
  await tx.delete(users).where(eq(users.id, userId));

  const conversationIds = memberOf.map((m) => m.id);
  const removed =
    conversationIds.length === 0
      ? []
      : await dbRows<{ id: string }>(
          tx,
          sql`delete from conversations c
            where c.id in (${sql.join(
              conversationIds.map((id) => sql`${id}`),
              sql`, `,
            )})
              and (select count(*) from conversation_members m where m.conversation_id = c.id) < 2
            returning c.id`,
        );
  return {
    objectKeys: objectKeys(mine),
    sessionHashes: sessionRows.map((s) => s.idHash),
    conversationIds,
    removedConversations: removed.map((r) => r.id),
    members: members.filter((m) => m.userId !== userId),
  };
}

/**
 * Closes the user's wallet, if they have one: its entries and balance move to the closed-wallets
 * account, and their payments and requests go. Payment rows are locked before accounts, in the
 * order settlement locks them, so a settlement under way is waited for, not deadlocked with.
 */
async function walletClose(tx: Tx, userId: string): Promise<void> {
  const theirs = or(eq(payments.fromUserId, userId), eq(payments.toUserId, userId));
  const paid = await tx.select({ id: payments.id }).from(payments).where(theirs).for('update');
  const wallet = walletAccountId(userId);
  await tx
    .insert(accounts)
    .values({ id: CLOSED_WALLETS_ACCOUNT, kind: 'system' })
    .onConflictDoNothing();
  const [held] = await tx
    .select({ balance: accounts.balanceCents })
    .from(accounts)
    .where(inArray(accounts.id, [wallet]))
    .for('update');
  const asked = await tx
    .delete(paymentRequests)
    .where(or(eq(paymentRequests.requesterId, userId), eq(paymentRequests.payerId, userId)))
    .returning({ id: paymentRequests.id });
  // Their cards in chats (posted by either side) stand for the records going now.
  const cards = [
    ...paid.map((p) => paymentMessageClientId(p.id)),
    ...asked.map((r) => requestMessageClientId(r.id)),
  ];
  if (cards.length > 0) {
    await tx
      .delete(messages)
      .where(and(eq(messages.messageType, 'payment'), inArray(messages.clientId, cards)));
  }
  if (paid.length > 0) {
    const ids = paid.map((p) => p.id);
    await tx
      .update(ledgerEntries)
      .set({ paymentId: null })
      .where(inArray(ledgerEntries.paymentId, ids));
    await tx.delete(payments).where(inArray(payments.id, ids));
  }
  if (!held) return;
  await tx
    .update(ledgerEntries)
    .set({ accountId: CLOSED_WALLETS_ACCOUNT })
    .where(eq(ledgerEntries.accountId, wallet));
  await tx
    .update(accounts)
    .set({ balanceCents: sql`${accounts.balanceCents} + ${held.balance}::bigint` })
    .where(eq(accounts.id, CLOSED_WALLETS_ACCOUNT));
  await tx.delete(accounts).where(eq(accounts.id, wallet));
}
