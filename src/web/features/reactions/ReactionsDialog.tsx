import type { ChatMessage } from '../../lib/apply-event';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { useUsersById } from '../conversations/queries';
import { EMOJI_FONT } from '../stickers/emoji-font';
import { useReact } from './use-react';

export interface ReactionsDialogProps {
  message: ChatMessage;
  meId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Who reacted to a message with what, mine first, with 'Tap to remove' on mine. */
export function ReactionsDialog({ message, meId, open, onOpenChange }: ReactionsDialogProps) {
  const t = useT();
  const users = useUsersById();
  const react = useReact(message.conversationId, meId);
  const reactions = [...(message.reactions ?? [])].sort(
    (a, b) => Number(b.userId === meId) - Number(a.userId === meId),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reactions.title')}
      description={t('reactions.summary', { count: reactions.length })}
      testId="reactions-dialog"
    >
      <ul className="-mx-2 space-y-0.5">
        {reactions.map(({ userId, emoji }) => {
          const mine = userId === meId;
          const person = users.get(userId);
          const row = (
            <>
              <Avatar src={person?.avatar} name={person?.displayName ?? ''} size={36} />
              <span className="min-w-0 flex-1 text-start">
                <span className="block truncate text-[15px] font-medium text-slate-900">
                  {mine ? (
                    t('reactions.you')
                  ) : (
                    <bdi>{person?.displayName ?? t('chat.unknownSender')}</bdi>
                  )}
                </span>
                {mine && (
                  <span className="block text-xs text-slate-500">{t('reactions.tapToRemove')}</span>
                )}
              </span>
              <span
                aria-hidden
                className="text-[22px] leading-none"
                style={{ fontFamily: EMOJI_FONT }}
              >
                {emoji}
              </span>
            </>
          );
          return (
            <li key={userId} data-testid="reaction-person" data-user={userId} data-emoji={emoji}>
              {mine ? (
                <button
                  type="button"
                  data-testid="reaction-remove"
                  disabled={react.isPending}
                  onClick={() =>
                    react.mutate(
                      { messageId: message.id, emoji: null },
                      { onSuccess: () => onOpenChange(false) },
                    )
                  }
                  className="flex w-full items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                >
                  {row}
                </button>
              ) : (
                <div className="flex items-center gap-3 px-2 py-2">{row}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
