import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';
import { users } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A call and how it went (issue 32 'Calls in the chat'): kept so that the line it leaves in the
 * chat ('Missed video call', 'Video call · 4:32', 'Call declined') is written exactly once,
 * whichever instance hears its end. The media never passes here; only who rang, who came in
 * and when.
 */
export const calls = pgTable(
  'calls',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Chosen by the caller's browser (protocol `callIdSchema`), unique within its chat. */
    callId: text('call_id').notNull(),
    callerId: text('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callType: text('call_type').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    /** When the first person other than the caller came in: the call's time counts from it. */
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    /** Who is in the call now: the caller from the start, then each who answers or joins. */
    joined: text('joined')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    outcome: text('outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.callId] }),
    check('calls_type_check', sql`${t.callType} in ('video', 'audio')`),
    check('calls_outcome_check', sql`${t.outcome} in ('missed', 'declined', 'ended')`),
    // The calls under way, for the sweep of those a stopped instance left open.
    index('calls_open_idx')
      .on(t.startedAt)
      .where(sql`${t.endedAt} is null`),
  ],
);
