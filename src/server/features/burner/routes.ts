import type { AppContext } from '../../context/app-context';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { burnerReaderLeft } from './settle';

/**
 * Leaving a chat (the live `leave` event, opening another chat, the socket closing) ends the
 * reader's reading windows there (issue 27, point 5).
 */
export function burnerLive(ctx: AppContext, live: LiveHandlers): void {
  live.onLeave((userId, conversationId) => burnerReaderLeft(ctx, userId, conversationId));
}
