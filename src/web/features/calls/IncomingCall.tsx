import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Phone, PhoneOff } from 'lucide-react';
import type { Call, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { useLive } from '../../lib/live-context';
import { Avatar } from '../../ui/Avatar';
import { toast } from '../../ui/toast-store';
import { useUsersById } from '../conversations/queries';
import { callEventsListen } from './call-events';
import { callHref } from './call-params';

/**
 * The server ends a call nobody answered (CALL_RING_TIMEOUT_MS, 45 s) for everyone, and that
 * stops the ringing here. This is only the fallback for when its word never comes (the live
 * connection dropped meanwhile): longer, so it never ends a call the server still rings.
 */
const RING_FALLBACK_MS = 60_000;

/**
 * Rings wherever the person is in the app (spec core 7 `call_incoming`): who is calling, Accept
 * (opens the call screen) and Decline (tells the caller). A call the caller ends, or one nobody
 * answered in time (the server's 'no_answer'), stops ringing and is told as missed.
 */
export function IncomingCall({ me }: { me: User }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { connection } = useLive();
  const usersById = useUsersById();
  const [call, setCall] = useState<Call | null>(null);
  const caller = call ? usersById.get(call.from) : undefined;

  useEffect(
    () =>
      callEventsListen((event) => {
        if (event.type === 'call_incoming' && event.call.from !== me.id) setCall(event.call);
        if (event.type === 'call_ended')
          setCall((held) => {
            if (!held || held.callId !== event.callId) return held;
            // The caller hung up first, or I answered on another device.
            if (event.from === held.from)
              toast({
                title: t('calls.missed', { name: usersById.get(held.from)?.displayName ?? '' }),
              });
            return null;
          });
      }),
    [me.id, t, usersById],
  );

  useEffect(() => {
    if (!call) return undefined;
    const timer = setTimeout(() => {
      toast({ title: t('calls.missed', { name: caller?.displayName ?? '' }) });
      setCall(null);
    }, RING_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [call, caller, t]);

  if (!call) return null;
  const answer = (accept: boolean) => {
    setCall(null);
    if (!accept) {
      connection?.send({
        type: 'call_end',
        callId: call.callId,
        conversationId: call.conversationId,
      });
      return;
    }
    navigate(
      callHref({
        conversationId: call.conversationId,
        participants: call.participants,
        currentUserId: me.id,
        callId: call.callId,
        audioOnly: call.callType === 'audio',
      }),
    );
  };

  return (
    <div
      role="alertdialog"
      aria-label={t('calls.incoming', { name: caller?.displayName ?? '' })}
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-3xl bg-slate-900 p-3 text-white shadow-2xl"
      data-testid="incoming-call"
      data-call-type={call.callType}
    >
      <Avatar src={caller?.avatar} name={caller?.displayName ?? ''} size={48} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{caller?.displayName}</p>
        <p className="text-sm text-white/70">
          {call.participants.length > 2
            ? t('calls.incomingGroup')
            : call.callType === 'audio'
              ? t('calls.incomingVoice')
              : t('calls.incomingVideo')}
        </p>
      </div>
      <button
        type="button"
        aria-label={t('calls.decline')}
        data-testid="call-decline"
        onClick={() => answer(false)}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-rose-600 hover:bg-rose-700"
      >
        <PhoneOff className="h-5 w-5" />
      </button>
      <button
        type="button"
        aria-label={t('calls.accept')}
        data-testid="call-accept"
        onClick={() => answer(true)}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-600 hover:bg-emerald-700"
      >
        <Phone className="h-5 w-5" />
      </button>
    </div>
  );
}
