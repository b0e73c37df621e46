import { eq } from 'drizzle-orm';
import type { Privacy, PrivacyUpdate } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { users } from '../../db/schema';
import { notFound } from '../../kernel/http';

/** The user's Privacy switches (spec secondary 'Settings': read receipts on by default). */
export async function privacyGet(ctx: AppContext, userId: string): Promise<Privacy> {
  const [row] = await ctx.db
    .select({ readReceipts: users.readReceipts })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/**
 * Turns 'Read receipts' on or off. Off hides this user's reads from others and others' reads
 * from this user (the WhatsApp rule); positions keep being stored, so turning it back on shows
 * the truth at once.
 */
export async function privacySet(
  ctx: AppContext,
  userId: string,
  input: PrivacyUpdate,
): Promise<Privacy> {
  const [row] = await ctx.db
    .update(users)
    .set({ readReceipts: input.readReceipts })
    .where(eq(users.id, userId))
    .returning({ readReceipts: users.readReceipts });
  if (!row) throw notFound();
  return row;
}
