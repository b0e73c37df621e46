import { asc, count, eq } from 'drizzle-orm';
import type { MessageVersion } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { messageVersions } from '../../db/schema';
import type { MessageRow } from '../message-rows/view';
import { messageForMember } from '../message-rows/member-read';

/**
 * Keeps the text an edit is about to replace, inside the edit's transaction (the caller holds
 * the message's row lock, so two edits number their versions one after the other). The kept
 * text is dated when it was written: the previous edit, or the send.
 */
export async function messageVersionKeep(tx: Tx, row: MessageRow): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(messageVersions)
    .where(eq(messageVersions.messageId, row.id));
  await tx.insert(messageVersions).values({
    messageId: row.id,
    version: (held?.n ?? 0) + 1,
    content: row.content,
    language: row.language,
    writtenAt: row.editedAt ?? row.createdAt,
  });
}

/** Unsend takes the words back: the earlier ones too (inside the unsend's transaction). */
export async function messageVersionsDrop(tx: Tx, messageId: string): Promise<void> {
  await tx.delete(messageVersions).where(eq(messageVersions.messageId, messageId));
}

/**
 * Edit history: every earlier text of a message, oldest first, then the current one. Members of
 * its conversation only (404 for anyone else). An unsent message has only its current, empty
 * text: its earlier ones went with it.
 */
export async function messageVersionList(
  ctx: AppContext,
  userId: string,
  messageId: string,
): Promise<MessageVersion[]> {
  const row = await messageForMember(ctx, userId, messageId);
  const earlier = row.deletedAt
    ? []
    : await ctx.db
        .select()
        .from(messageVersions)
        .where(eq(messageVersions.messageId, messageId))
        .orderBy(asc(messageVersions.version));
  const versions: MessageVersion[] = earlier.map((v) => ({
    version: v.version,
    content: v.content,
    language: v.language,
    writtenAt: v.writtenAt.toISOString(),
    current: false,
  }));
  versions.push({
    version: versions.length + 1,
    content: row.content,
    language: row.language,
    writtenAt: (row.deletedAt ?? row.editedAt ?? row.createdAt).toISOString(),
    current: true,
  });
  return versions;
}
