import { liveFeature } from '../../lib/live-registry';
import { conversationsApplyMention } from './mentions-cache';

/** A new message that names me keeps the list's 'You were mentioned' in step. */
export const mentionsLive = liveFeature({
  events: ['message'],
  fold: (cache, event, ctx) => {
    if (!cache.conversations) return cache;
    const conversations = conversationsApplyMention(cache.conversations, event.message, ctx.userId);
    return conversations === cache.conversations ? cache : { ...cache, conversations };
  },
});
