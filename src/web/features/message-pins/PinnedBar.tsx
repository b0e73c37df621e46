import { useState } from 'react';
import { Pin, X } from 'lucide-react';
import type { Conversation, TranslationSettings, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { useT } from '../../i18n/use-t';
import { QuotedWords } from '../chat/reply/ReplyQuote';
import { useQuotedMessage } from '../chat/reply/use-quoted-message';
import { useMessagePin } from './use-message-pin';

export interface PinnedBarProps {
  meId: string;
  conversation: Conversation | undefined;
  /** The chat's loaded messages: a pinned one among them shows its current copy. */
  messages: readonly ChatMessage[] | undefined;
  translation: TranslationSettings | null;
  usersById: ReadonlyMap<string, User>;
  /** Brings a message into view (loading older pages when needed). */
  onJump: (message: ChatMessage) => void;
}

/**
 * Under the chat's header, the messages pinned for everyone (issue 31): one at a time, the
 * newest pin first, in the reader's language. A tap goes to it and shows the next pin, as
 * messengers do; the cross takes the pin away for everyone.
 */
export function PinnedBar(props: PinnedBarProps) {
  const pins = props.conversation?.pinnedMessages ?? [];
  const [at, setAt] = useState(0);
  if (pins.length === 0) return null;
  const index = at % pins.length;
  return (
    <PinnedBarShown
      {...props}
      messageId={pins[index]!.messageId}
      index={index}
      count={pins.length}
      onNext={() => setAt(index + 1)}
    />
  );
}

function PinnedBarShown(
  props: PinnedBarProps & { messageId: string; index: number; count: number; onNext: () => void },
) {
  const { messageId, index, count, meId } = props;
  const t = useT();
  const loaded = props.messages?.find((m) => m.id === messageId);
  const message = useQuotedMessage(messageId, loaded);
  const pin = useMessagePin(props.conversation?.id ?? '', meId);
  const gone = message === null || !!message?.deletedAt || !!message?.hiddenForMe;
  const author = message ? props.usersById.get(message.senderId) : undefined;
  return (
    <div
      className="flex items-stretch gap-1 border-b border-slate-100 bg-white/95 px-3 py-1.5"
      data-testid="pinned-bar"
      data-pinned-id={messageId}
    >
      <button
        type="button"
        disabled={!message || gone}
        onClick={() => {
          if (message && !gone) props.onJump(message);
          props.onNext();
        }}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-xl border-s-4 border-brand-400 px-2.5 py-1 text-start transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-400"
        data-testid="pinned-bar-open"
      >
        <Pin aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
        <span className="min-w-0 flex-1 text-[13px] leading-[1.3]">
          <span className="block truncate font-semibold text-brand-700">
            {count > 1 ? t('pins.titleOf', { index: index + 1, count }) : t('pins.title')}
            {author && !gone && (
              <>
                {' · '}
                <bdi>{message?.senderId === meId ? t('pins.you') : author.displayName}</bdi>
              </>
            )}
          </span>
          {gone ? (
            <span className="block italic text-slate-500">{t('chat.replyUnavailable')}</span>
          ) : message ? (
            <QuotedWords
              message={message}
              own={false}
              meId={meId}
              translation={props.translation}
              className="truncate"
            />
          ) : (
            <span className="block text-slate-400">…</span>
          )}
        </span>
      </button>
      <button
        type="button"
        aria-label={t('pins.unpin')}
        title={t('pins.unpin')}
        data-testid="pinned-bar-unpin"
        disabled={pin.isPending}
        onClick={() => pin.mutate({ messageId, pinned: false })}
        className="flex w-9 shrink-0 items-center justify-center rounded-full text-slate-400 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
