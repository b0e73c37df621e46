import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/retry';
import { messages } from '../../db/schema';

/**
 * Merges fields into the metadata of a message the server itself sent (found by its sender and
 * clientId), inside the caller's transaction: a payment card loaded later shows the payment's
 * state as it was settled. Nothing is pushed; the caller pushes its own event.
 */
export async function messageMetadataMerge(
  tx: Tx,
  where: { conversationId: string; senderId: string; clientId: string },
  patch: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(messages)
    .set({
      metadata: sql`coalesce(${messages.metadata}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
    })
    .where(
      and(
        eq(messages.conversationId, where.conversationId),
        eq(messages.senderId, where.senderId),
        eq(messages.clientId, where.clientId),
      ),
    );
}
