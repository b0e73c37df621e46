import { Phone, PhoneMissed, PhoneOff, Video } from 'lucide-react';
import { callLineRead } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { callLineText } from '../conversations/call-line-text';
import { useConversations } from '../conversations/queries';
import { useCallStart } from './use-call-start';

/**
 * A call's line in the chat (issue 32): 'Missed video call', 'Video call · 4:32' or 'Call
 * declined' in the reader's language, and Call back, which rings the chat again with the same
 * kind of call, as WhatsApp's line does.
 */
export function CallLineCard({ message, own, meId }: RichBodyProps) {
  const t = useT();
  const line = callLineRead(message.metadata);
  const conversation = useConversations(meId).data?.find((c) => c.id === message.conversationId);
  const callStart = useCallStart(meId);
  if (!line) return <p className="pb-4 text-[15px]">{message.content}</p>;
  const Icon =
    line.outcome === 'declined'
      ? PhoneOff
      : line.outcome === 'missed'
        ? PhoneMissed
        : line.callType === 'audio'
          ? Phone
          : Video;
  // Missed and declined stand out for the one who was called, as every messenger marks them.
  const alarm = line.outcome !== 'ended' && !own;
  return (
    <div
      data-testid="call-line"
      data-outcome={line.outcome}
      data-call-type={line.callType}
      className="flex min-w-[208px] flex-col gap-2 pt-1 pb-5"
    >
      <span className="flex items-center gap-3">
        <span
          aria-hidden
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            own ? 'bg-white/20' : alarm ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1 text-[15px] leading-tight font-semibold">
          {callLineText(line, t)}
        </span>
      </span>
      {/* Below the line, not beside it: 'Devolver llamada' needs the bubble's whole width. */}
      {conversation && (
        <button
          type="button"
          data-testid="call-back"
          onClick={() => callStart(conversation, line.callType)}
          className={cn(
            'w-full rounded-full px-3 py-1.5 text-sm font-semibold transition active:scale-95',
            own ? 'bg-white text-brand-700' : 'bg-brand-600 text-white hover:bg-brand-700',
          )}
        >
          {t('calls.lineCallBack')}
        </button>
      )}
    </div>
  );
}
