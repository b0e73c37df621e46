import type { AppContext } from '../../context/app-context';
import { HttpError, notFound } from '../../kernel/http';
import { usersExisting } from '../users/service';

/**
 * Who may move money with whom: two different people who both belong to the conversation the
 * payment is made in (the recipient list is that conversation's members, spec core 5).
 */
export async function partiesCheck(
  ctx: AppContext,
  userId: string,
  otherId: string,
  conversationId: string,
  selfRefusal: string,
): Promise<void> {
  if (otherId === userId) throw new HttpError(400, selfRefusal);
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  if (await ctx.members.has(conversationId, otherId)) return;
  const known = await usersExisting(ctx.db, [otherId]);
  throw new HttpError(
    400,
    known.size > 0 ? 'The recipient is not in this conversation' : 'Recipient not found',
  );
}

/** Payer, payee, and the members of the conversation it was made in may see a payment. */
export async function partiesMaySee(
  ctx: AppContext,
  userId: string,
  people: readonly string[],
  conversationId: string | null,
): Promise<boolean> {
  if (people.includes(userId)) return true;
  return conversationId !== null && (await ctx.members.has(conversationId, userId));
}
