import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Conversation } from '../../../protocol';
import { calls, messages } from '../../db/schema';

/**
 * A chat made through the API by the person whose session `cookie` is, with `participants`;
 * with a `name`, a group of that name. For the calls tests.
 */
export async function chatCreate(
  app: FastifyInstance,
  cookie: string,
  participants: string[],
  name?: string,
): Promise<Conversation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie },
    payload: { participants, ...(name ? { name } : {}) },
  });
  return res.json<Conversation>();
}

/** A call's row and the lines it left in its chat, as stored. */
export async function callStored(app: FastifyInstance, conversationId: string, callId: string) {
  const db = app.ctx.db;
  const [call] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.conversationId, conversationId), eq(calls.callId, callId)));
  const lines = (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.messageType, 'call')))
  ).filter((m) => (m.metadata as { callId?: string }).callId === callId);
  return { call, lines };
}
