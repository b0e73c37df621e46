import { useState } from 'react';
import { MessageCirclePlus, MessageSquareText, Users, Video } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Popover } from '../../ui/Popover';
import { cn } from '../../lib/cn';
import { WIDE_LIST_FIXED } from '../../lib/use-wide';

export interface NewChatButtonProps {
  onNewMessage: () => void;
  onVideoCall: () => void;
  onGroupChat: () => void;
}

/** Spec core 2: the floating new-chat button with New Message, Video Call and Group Chat. */
export function NewChatButton({ onNewMessage, onVideoCall, onGroupChat }: NewChatButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const items = [
    {
      key: 'message',
      label: t('conversations.newMessage'),
      icon: MessageSquareText,
      action: onNewMessage,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      key: 'video',
      label: t('conversations.videoCall'),
      icon: Video,
      action: onVideoCall,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      key: 'group',
      label: t('conversations.groupChat'),
      icon: Users,
      action: onGroupChat,
      tone: 'bg-amber-50 text-amber-600',
    },
  ];
  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-30 mx-auto flex max-w-[480px] justify-end px-5',
        WIDE_LIST_FIXED,
      )}
    >
      <Popover
        open={open}
        onOpenChange={setOpen}
        side="top"
        align="end"
        className="w-56"
        testId="new-chat-menu"
        trigger={
          <button
            type="button"
            data-testid="new-chat-button"
            aria-label={t('conversations.newChat')}
            className="bg-brand-gradient shadow-float pointer-events-auto flex h-14 w-14 items-center justify-center rounded-2xl text-white transition hover:brightness-110 active:scale-95"
          >
            <MessageCirclePlus className="h-6 w-6" />
          </button>
        }
      >
        <ul className="flex flex-col">
          {items.map(({ key, label, icon: Icon, action, tone }) => (
            <li key={key}>
              <button
                type="button"
                onClick={choose(action)}
                data-testid={`new-chat-${key}`}
                className="flex w-full items-center gap-3 rounded-2xl px-2.5 py-2.5 text-start text-[15px] font-semibold text-slate-800 transition hover:bg-slate-50"
              >
                <span className={`flex h-9 w-9 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="h-[18px] w-[18px]" />
                </span>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </Popover>
    </div>
  );
}
