import type { Call, CallSignalEvent, ServerEvent } from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError, notFound } from '../../kernel/http';
import { publishTo, publishToMembers } from '../../realtime/publish';

/**
 * Who may call in a conversation: its members, unless it is a one-to-one chat where one of the
 * two blocked the other. To anyone else the conversation does not exist (404).
 */
async function callersCheck(ctx: AppContext, conversationId: string, userId: string) {
  const standing = await ctx.members.standing(conversationId, userId);
  if (standing === 'none') throw notFound();
  if (standing === 'blocked') throw new HttpError(403, ERROR_TEXTS.messageBlocked);
  return ctx.members.of(conversationId);
}

/**
 * `call_start`: rings every other member, on all their devices. `beforeRing` records the call
 * first, so that an answer or a decline coming straight back finds it.
 */
export async function callStart(
  ctx: AppContext,
  from: string,
  event: { callId: string; conversationId: string; callType: Call['callType'] },
  beforeRing: (call: Call) => Promise<void> = async () => undefined,
): Promise<Call> {
  const members = await callersCheck(ctx, event.conversationId, from);
  const call: Call = {
    callId: event.callId,
    conversationId: event.conversationId,
    from,
    callType: event.callType,
    participants: [...members],
    startedAt: new Date().toISOString(),
  };
  await beforeRing(call);
  await publishTo(
    ctx,
    members.filter((id) => id !== from),
    { type: 'call_incoming', call },
  );
  ctx.delivered.emit({ kind: 'call', call, members });
  return call;
}

/**
 * `call_end`: tells the other members (and my other devices, which stop ringing); returns the
 * conversation's members. `beforeTell` records the leaving first, so that what the members ask
 * on hearing of it (who is still in the call) is already true.
 */
export async function callEnd(
  ctx: AppContext,
  from: string,
  event: { callId: string; conversationId: string },
  beforeTell: (members: readonly string[]) => Promise<void> = async () => undefined,
): Promise<string[]> {
  // Leaving needs membership only: someone blocked mid-call must still be able to hang up.
  if (!(await ctx.members.has(event.conversationId, from))) throw notFound();
  const members = await ctx.members.of(event.conversationId);
  await beforeTell(members);
  await publishTo(ctx, members, {
    type: 'call_ended',
    callId: event.callId,
    conversationId: event.conversationId,
    from,
  });
  return [...members];
}

/**
 * Nobody answered `callId` in time: every member is told 'no answer' (`from` the caller), so
 * the phones still ringing stop and the caller's screen says so.
 */
export async function callNoAnswer(
  ctx: AppContext,
  ring: { conversationId: string; callId: string; from: string },
): Promise<void> {
  await publishToMembers(ctx, ring.conversationId, {
    type: 'call_ended',
    callId: ring.callId,
    conversationId: ring.conversationId,
    from: ring.from,
    reason: 'no_answer',
  });
}

/**
 * An offer, answer, candidate or call-ended for one participant: relayed only when sender and
 * receiver are both members of the conversation it names, and only to the addressed user (all
 * their devices; the one in the call answers). The sender is the socket's user, whatever the
 * frame says.
 */
export async function callSignal(
  ctx: AppContext,
  from: string,
  event: CallSignalEvent,
): Promise<void> {
  if (event.type !== 'call-ended') await callersCheck(ctx, event.conversationId, from);
  else if (!(await ctx.members.has(event.conversationId, from))) throw notFound();
  if (event.to === from || !(await ctx.members.has(event.conversationId, event.to))) {
    throw notFound();
  }
  await publishTo(ctx, [event.to], { ...event, from } as ServerEvent);
}
