import type { ServerEvent } from '../../protocol';
import type { LiveContext } from './live-context';

/** Serialises an event once and hands it to the bus for every instance's sockets. */
export async function publishTo(
  ctx: LiveContext,
  to: readonly string[],
  event: ServerEvent,
): Promise<void> {
  if (to.length === 0) return;
  try {
    await ctx.bus.publish({ to, data: JSON.stringify(event) });
  } catch (err) {
    // Committed is committed: a client that misses the push gets it on its next resync.
    ctx.log.warn({ err }, 'publish failed');
  }
}

/** Sends an event to every member of a conversation (but `except`), on every instance. */
export async function publishToMembers(
  ctx: LiveContext,
  conversationId: string,
  event: ServerEvent,
  except?: string,
): Promise<void> {
  const members = await ctx.members.of(conversationId);
  await publishTo(ctx, except ? members.filter((id) => id !== except) : members, event);
}
