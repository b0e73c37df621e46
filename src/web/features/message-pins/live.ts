import { liveFeature } from '../../lib/live-registry';
import { conversationsApplyPinnedMessage, conversationsApplyPins } from './pins-cache';

/** The chat's pinned messages (`pins`), and a pin gone with its unsent or burnt message. */
export const messagePinsLive = liveFeature({
  events: ['pins', 'message'],
  fold: (cache, event) => {
    if (!cache.conversations) return cache;
    const conversations =
      event.type === 'pins'
        ? conversationsApplyPins(cache.conversations, event.conversationId, event.pins)
        : conversationsApplyPinnedMessage(cache.conversations, event.message);
    return conversations === cache.conversations ? cache : { ...cache, conversations };
  },
});
