import { Plus } from 'lucide-react';
import { REACTION_QUICK } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import type { ChatMessage } from '../../lib/apply-event';
import { EMOJI_FONT } from '../stickers/emoji-font';
import { useReact } from './use-react';

export interface QuickReactionsProps {
  /** My reaction now, marked; a tap on it takes it back. */
  mine: string | null;
  onPick: (emoji: string | null) => void;
  /** '+': every emoji (`ReactionPickerDialog`). */
  onMore: () => void;
}

/**
 * The top of a message's menu: the six quick reactions and '+' for the rest. Items of the menu
 * (arrow keys reach them); tapping my own reaction again takes it back.
 */
export function QuickReactions({ mine, onPick, onMore }: QuickReactionsProps) {
  const t = useT();
  const item =
    'flex h-8 w-7 shrink-0 items-center justify-center rounded-full transition hover:scale-110 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';
  return (
    <div
      role="group"
      aria-label={t('reactions.quick')}
      data-testid="quick-reactions"
      className="mb-1 flex items-center justify-between border-b border-slate-100 px-0.5 pb-1"
    >
      {REACTION_QUICK.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role="menuitem"
          aria-label={t('reactions.reactWith', { emoji })}
          aria-pressed={mine === emoji}
          data-testid={`react-${emoji}`}
          onClick={() => onPick(mine === emoji ? null : emoji)}
          className={cn(item, 'text-[20px] leading-none', mine === emoji && 'bg-brand-100')}
          style={{ fontFamily: EMOJI_FONT }}
        >
          {emoji}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        aria-label={t('reactions.more')}
        title={t('reactions.more')}
        data-testid="react-more"
        onClick={onMore}
        className={cn(item, 'text-slate-500')}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}

/**
 * The quick reactions of one message's open menu: a pick is sent at once (the menu closes; the
 * reply and the live copy bring the reaction under the bubble).
 */
export function MessageQuickReactions(props: {
  message: ChatMessage;
  meId: string;
  onPicked: () => void;
  onMore: () => void;
}) {
  const { message, meId, onPicked, onMore } = props;
  const react = useReact(message.conversationId, meId);
  return (
    <QuickReactions
      mine={message.reactions?.find((r) => r.userId === meId)?.emoji ?? null}
      onPick={(emoji) => {
        onPicked();
        react.mutate({ messageId: message.id, emoji });
      }}
      onMore={onMore}
    />
  );
}
