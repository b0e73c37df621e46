import { useLocation } from 'wouter';
import { Video } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { callHref } from './call-params';
import { useCallCurrent } from './use-call-current';

/**
 * Above a group chat's composer while a call is under way there without me (I missed it,
 * declined it or left it): Join opens the call screen on that call, whose offers reach everyone
 * in it, as an answer to the ring would. The server relays them only between members.
 */
export function JoinCallBar({ conversation, meId }: ChatDialogProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const group = (conversation?.participants.length ?? 0) > 2;
  const call = useCallCurrent(conversation?.id ?? '', group);
  if (!conversation || !call || call.present.includes(meId)) return null;
  const join = () =>
    navigate(
      callHref({
        conversationId: conversation.id,
        participants: conversation.participants,
        currentUserId: meId,
        callId: call.callId,
        audioOnly: call.callType === 'audio',
      }),
    );
  return (
    <div
      role="status"
      className="mx-3 mb-2 flex items-center gap-3 rounded-2xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="call-join-bar"
    >
      <Video className="h-5 w-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 truncate font-medium">{t('calls.underWay')}</p>
      <button
        type="button"
        onClick={join}
        className="rounded-full bg-emerald-600 px-4 py-1.5 font-semibold text-white hover:bg-emerald-700"
        data-testid="call-join"
      >
        {t('calls.join')}
      </button>
    </div>
  );
}
