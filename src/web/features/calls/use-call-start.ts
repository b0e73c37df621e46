import { useLocation } from 'wouter';
import type { CallType, Conversation } from '../../../protocol';
import { useLive } from '../../lib/live-context';
import { callHref, callIdNew } from './call-params';

/**
 * Starts a call in a conversation (spec core 7 `call_start`): the other members ring, and this
 * device opens the call screen, whose offers go out as it opens.
 */
export function useCallStart(meId: string) {
  const [, navigate] = useLocation();
  const { connection } = useLive();
  return (
    conversation: Pick<Conversation, 'id' | 'participants'>,
    callType: CallType = 'video',
  ) => {
    const callId = callIdNew();
    connection?.send({
      type: 'call_start',
      callId,
      conversationId: conversation.id,
      callType,
      participants: conversation.participants,
    });
    navigate(
      callHref({
        conversationId: conversation.id,
        participants: conversation.participants,
        currentUserId: meId,
        callId,
        audioOnly: callType === 'audio',
      }),
    );
  };
}
