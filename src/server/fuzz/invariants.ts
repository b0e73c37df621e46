import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { dbRows } from '../db/rows';
import { DEMO_FUNDING_ACCOUNT, WALLET_OPENING_CENTS } from '../features/payments/ledger';

/**
 * Rows that point at something that is not there. Each query must return no row; most of these
 * links have no foreign key (ids inside JSON metadata, arrays of players), so only the code
 * keeps them whole.
 */
export const ORPHAN_QUERIES: Record<string, SQL> = {
  'messages whose conversation is missing': sql`select m.id from messages m
    where not exists (select 1 from conversations c where c.id = m.conversation_id)`,
  'members whose user is missing': sql`select m.conversation_id || ' ' || m.user_id as id
    from conversation_members m where not exists (select 1 from users u where u.id = m.user_id)`,
  'members whose conversation is missing': sql`select m.conversation_id as id
    from conversation_members m
    where not exists (select 1 from conversations c where c.id = m.conversation_id)`,
  'conversations nobody is a member of': sql`select c.id || case when c.is_group then ' (a group)' else '' end as id
    from conversations c
    where not exists (select 1 from conversation_members m where m.conversation_id = c.id)`,
  'image and voice messages whose object is missing': sql`select m.id from messages m
    where m.message_type in ('image', 'voice') and m.deleted_at is null
      and m.metadata ? 'objectRef'
      and not exists (select 1 from objects o where o.id = m.metadata->>'objectRef')`,
  'objects attached to a message that is missing': sql`select o.id from objects o
    where o.message_id is not null
      and not exists (select 1 from messages m where m.id = o.message_id)`,
  'game messages whose game is missing': sql`select m.id from messages m
    where m.message_type = 'game' and m.deleted_at is null and m.metadata ? 'gameId'
      and not exists (select 1 from games g where g.id = m.metadata->>'gameId')`,
  'payment messages whose payment or request is missing': sql`select m.id from messages m
    where m.message_type = 'payment' and m.deleted_at is null and (
      (m.metadata->>'kind' = 'payment'
        and not exists (select 1 from payments p where p.id = m.metadata->>'paymentId'))
      or (m.metadata->>'kind' = 'request'
        and not exists (select 1 from payment_requests r where r.id = m.metadata->>'requestId')))`,
  'games whose players are not users': sql`select g.id from games g
    where cardinality(g.players) <> 2
      or exists (select 1 from unnest(g.players) p where not exists (select 1 from users u where u.id = p))`,
  'game moves by someone who is not a player': sql`select gm.game_id as id from game_moves gm
    join games g on g.id = gm.game_id where not (gm.player_id = any(g.players))`,
  'payments whose request is missing': sql`select p.id from payments p
    where p.request_id is not null
      and not exists (select 1 from payment_requests r where r.id = p.request_id)`,
  'wallets whose user is missing': sql`select a.id from accounts a
    where a.kind = 'user'
      and (a.user_id is null or not exists (select 1 from users u where u.id = a.user_id))`,
  'broadcast deliveries whose message is missing': sql`select d.broadcast_id as id
    from broadcast_deliveries d where not exists (
      select 1 from messages m where m.conversation_id = d.conversation_id and m.seq = d.seq)`,
  'scheduled messages whose conversation is missing': sql`select s.id from scheduled_messages s
    where not exists (select 1 from conversations c where c.id = s.conversation_id)`,
};

/** Each orphan query that found rows, with the first few ids it found. */
export async function orphansFind(db: Db): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(ORPHAN_QUERIES)) {
    const rows = await dbRows<{ id: string }>(db, query);
    if (rows.length > 0) found[name] = rows.slice(0, 5).map((r) => r.id);
  }
  return found;
}

/** Rows breaking a rule of the ledger (payments README), described; the rule's name first. */
const LEDGER_RULES: Record<string, SQL> = {
  'the balances sum to zero': sql`select sum(balance_cents)::text as id from accounts
    having coalesce(sum(balance_cents), 0) <> 0`,
  'the entries sum to zero': sql`select sum(amount_cents)::text as id from ledger_entries
    having coalesce(sum(amount_cents), 0) <> 0`,
  'each balance is the sum of its entries': sql`select a.id from accounts a
    where a.balance_cents <> coalesce(
      (select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0)`,
  'no wallet is below zero': sql`select id from accounts where kind = 'user' and balance_cents < 0`,
  'a completed payment moved its amount once, from payer to payee': sql`select p.id from payments p
    where p.status = 'completed' and (
      (select count(*) from ledger_entries e where e.payment_id = p.id) <> 2
      or not exists (select 1 from ledger_entries e where e.payment_id = p.id
        and e.account_id = 'user:' || p.from_user_id and e.amount_cents = -p.amount_cents)
      or not exists (select 1 from ledger_entries e where e.payment_id = p.id
        and e.account_id = 'user:' || p.to_user_id and e.amount_cents = p.amount_cents))`,
  'a payment not completed moved nothing': sql`select p.id from payments p
    where p.status <> 'completed'
      and exists (select 1 from ledger_entries e where e.payment_id = p.id)`,
  'each wallet was funded once with the opening amount': sql`select a.id from accounts a
    where a.kind = 'user' and (select count(*) from ledger_entries e
      where e.account_id = a.id and e.kind = 'funding' and e.amount_cents = ${WALLET_OPENING_CENTS}) <> 1`,
  'funding comes from the demo funding account, the opening amount each': sql`select e.id::text as id
    from ledger_entries e where e.kind = 'funding' and (abs(e.amount_cents) <> ${WALLET_OPENING_CENTS}
      or (e.amount_cents < 0 and e.account_id <> ${DEMO_FUNDING_ACCOUNT}))`,
  'the demo funding account gave exactly what the wallets got': sql`select a.balance_cents::text as id
    from accounts a where a.id = ${DEMO_FUNDING_ACCOUNT} and a.balance_cents <> -${WALLET_OPENING_CENTS}::bigint
      * (select count(*) from ledger_entries e where e.kind = 'funding' and e.amount_cents > 0)`,
};

/** The ledger's rules that do not hold, with the first few rows that break each. */
export async function ledgerProblems(db: Db): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [rule, query] of Object.entries(LEDGER_RULES)) {
    const rows = await dbRows<{ id: string }>(db, query);
    if (rows.length > 0) found[rule] = rows.slice(0, 5).map((r) => String(r.id));
  }
  return found;
}
