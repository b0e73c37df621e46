import { liveFeature } from '../../lib/live-registry';
import {
  conversationsApplyLastReaction,
  conversationsApplyReactedMessage,
} from './reactions-cache';

/**
 * Reactions reach a message as a newer copy of it (`message`, folded by the core); this keeps
 * the list's 'Sofía reacted 👍 to …' in step: the newest reaction (`reaction`), and the message
 * it names when that message changes, is unsent or burns.
 */
export const reactionsLive = liveFeature({
  events: ['reaction', 'message'],
  fold: (cache, event) => {
    if (!cache.conversations) return cache;
    const conversations =
      event.type === 'reaction'
        ? conversationsApplyLastReaction(
            cache.conversations,
            event.conversationId,
            event.lastReaction,
          )
        : conversationsApplyReactedMessage(cache.conversations, event.message);
    return conversations === cache.conversations ? cache : { ...cache, conversations };
  },
});
