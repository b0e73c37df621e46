import { liveFeature } from '../../lib/live-registry';
import { conversationsApplyMemberLeft } from './member-left-cache';

/** Someone left a group (me, on another device, too). */
export const chatInfoLive = liveFeature({
  events: ['member_left'],
  fold: (cache, event, ctx) =>
    cache.conversations
      ? {
          ...cache,
          conversations: conversationsApplyMemberLeft(
            cache.conversations,
            event.conversationId,
            event.userId,
            ctx.userId,
          ),
        }
      : cache,
});
