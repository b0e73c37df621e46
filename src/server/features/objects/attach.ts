import { eq, inArray, sql } from 'drizzle-orm';
import type { ObjectKind } from '../../../protocol';
import type { Tx } from '../../db/retry';
import { dbRows } from '../../db/rows';
import { objects } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { objectNotFound } from './refusals';
import type { ObjectRow } from './view';
import { objectKeys } from './view';

/**
 * The object a send refers to, locked until the send's transaction ends, if the sender may put
 * it in a message: theirs and of the message's kind. Another user's object is answered as one
 * that does not exist. Whether it is in a message already is the caller's to judge (it may be
 * this very send, retried).
 */
export async function objectForSend(
  tx: Tx,
  senderId: string,
  ref: string,
  kind: ObjectKind,
): Promise<ObjectRow> {
  const [row] = await tx.select().from(objects).where(eq(objects.id, ref)).for('update');
  if (!row || row.ownerId !== senderId) throw objectNotFound();
  if (row.kind !== kind) throw new HttpError(400, `Invalid ${kind} message: not a ${kind} object`);
  // A picture in use as a profile picture or a status is not the sender's to put in a message:
  // unsending that message would delete it from under the avatar or the status.
  const [inUse] = await dbRows<{ one: number }>(
    tx,
    sql`select 1 as one where exists (select 1 from users where avatar_object_id = ${ref})
          or exists (select 1 from statuses where object_id = ${ref})`,
  );
  if (inUse) throw objectNotFound();
  return row;
}

/** Marks the object sent in `messageId`, in the send's transaction (after the message row). */
export async function objectAttach(
  tx: Tx,
  ref: string,
  messageId: string,
  durationMs: number | null,
): Promise<void> {
  await tx.update(objects).set({ messageId, durationMs }).where(eq(objects.id, ref));
}

/**
 * Deletes the rows of the objects sent in these messages (unsend, burner expiry) inside the
 * caller's transaction, and returns the keys of their bytes: the caller deletes those once the
 * transaction has committed (`objectBytesDelete`), so a rollback never leaves a row without bytes.
 */
export async function objectsOfMessagesDelete(
  tx: Tx,
  messageIds: readonly string[],
): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const gone = await tx
    .delete(objects)
    .where(inArray(objects.messageId, [...messageIds]))
    .returning({ key: objects.key, thumbKey: objects.thumbKey });
  return objectKeys(gone);
}
