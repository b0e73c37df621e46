import type { ServerEvent } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { publishTo } from '../../realtime/publish';

/**
 * Tells the people a payment or request concerns, and the members of its conversation (who see
 * its card), on every instance.
 */
export async function paymentPublish(
  ctx: AppContext,
  people: readonly string[],
  conversationId: string | null,
  event: ServerEvent,
): Promise<void> {
  const members = conversationId ? await ctx.members.of(conversationId) : [];
  await publishTo(ctx, [...new Set([...people, ...members])], event);
}
