import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Copy,
  Forward,
  Info,
  MoreHorizontal,
  Pencil,
  Pin,
  PinOff,
  Reply,
  Star,
  StarOff,
  Trash2,
  Undo2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ChatMessage } from '../../../lib/apply-event';
import { cn } from '../../../lib/cn';
import { toast } from '../../../ui/toast-store';
import { messageSummary } from '../../conversations/conversation-utils';
import { useStarToggle } from '../../starred/starred-queries';
import { useT } from '../../../i18n/use-t';
import { useConversations } from '../../conversations/queries';
import { ForwardDialog } from '../../forward/ForwardDialog';
import { useMessagePin } from '../../message-pins/use-message-pin';
import { MessageQuickReactions } from '../../reactions/QuickReactions';
import { ReactionPickerDialog } from '../../reactions/ReactionPickerDialog';
import { MenuCard } from './MenuCard';
import { useHideMessage } from './use-hide-message';
import { MessageInfoDialog } from './MessageInfoDialog';

export interface MessageMenuProps {
  message: ChatMessage;
  meId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reader starred it: the menu offers Unstar (the list asks once for every bubble). */
  starred: boolean;
  /** Ours and young enough to edit: offer Edit (the existing dialog). */
  editable: boolean;
  onEdit: (message: ChatMessage) => void;
  /** Ours and young enough to unsend: offer Unsend. */
  unsendable: boolean;
  onUnsend: (message: ChatMessage) => void;
  /** Answer it (issue 31): the composer quotes it. */
  onReply?: (message: ChatMessage) => void;
  /** Passed on to Message Info: the read receipts block of my own messages. */
  receipts?: ReactNode;
}

interface Item {
  id: string;
  label: string;
  icon: LucideIcon;
  run: () => void;
  danger?: boolean;
}

/** What stands for a record only the server keeps (a payment, a game, a call): not passed on. */
const KEPT_HERE = new Set(['payment', 'game', 'call']);

/** The words of a message to copy: the text itself, or what the chat calls it. */
function copyText(m: ChatMessage): string {
  return m.messageType === 'text' ? m.content : messageSummary(m);
}

/**
 * A message's menu: the '⋯' button beside the bubble (shown on hover or focus, always on touch
 * screens) and what right-click or a long press opens: the quick reactions (issue 31), then
 * Star / Unstar, Edit, Unsend, Forward, Pin / Unpin, Copy, Message Info and Delete for me, for confirmed messages that were not unsent. Closed, it is only the button
 * (see {@link MenuCard}); the items and their hooks mount when it opens.
 */
export function MessageMenu(props: MessageMenuProps) {
  const { message, open, onOpenChange, receipts } = props;
  const t = useT();
  const [infoOpen, setInfoOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [forwardOpen, setForwardOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('chat.menuOpen')}
        title={t('chat.menuOpen')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="message-menu-button"
        onClick={() => onOpenChange(!open)}
        className={cn(
          'mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-400 transition hover:bg-white hover:text-brand-600 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-400 [@media(hover:none)]:opacity-100',
          open ? 'bg-white text-brand-600 opacity-100' : 'opacity-0 group-hover:opacity-100',
        )}
      >
        <MoreHorizontal aria-hidden className="h-4 w-4" />
      </button>
      {open && (
        <MenuCard anchor={button} onClose={close} label={t('chat.menuOpen')} testId="message-menu">
          <MessageQuickReactions
            message={message}
            meId={props.meId}
            onPicked={close}
            onMore={() => {
              close();
              setPickerOpen(true);
            }}
          />
          <MenuItems
            {...props}
            onInfo={() => setInfoOpen(true)}
            onForward={() => setForwardOpen(true)}
          />
        </MenuCard>
      )}
      {pickerOpen && (
        <ReactionPickerDialog
          message={message}
          meId={props.meId}
          open={pickerOpen}
          onOpenChange={setPickerOpen}
        />
      )}
      {forwardOpen && (
        <ForwardDialog
          message={message}
          meId={props.meId}
          open={forwardOpen}
          onOpenChange={setForwardOpen}
        />
      )}
      {infoOpen && (
        <MessageInfoDialog
          message={message}
          open={infoOpen}
          onOpenChange={setInfoOpen}
          receipts={receipts}
        />
      )}
    </>
  );
}

/** The open menu's items and what each does. */
function MenuItems(props: MessageMenuProps & { onInfo: () => void; onForward: () => void }) {
  const { message, meId, onOpenChange, starred, editable, unsendable, onInfo } = props;
  const t = useT();
  const starToggle = useStarToggle(meId);
  const hide = useHideMessage(message.conversationId, meId);
  const pin = useMessagePin(message.conversationId, meId);
  const conversations = useConversations(meId);
  const pinned = !!conversations.data
    ?.find((c) => c.id === message.conversationId)
    ?.pinnedMessages?.some((p) => p.messageId === message.id);
  const items: Item[] = [];
  if (props.onReply) {
    const reply = props.onReply;
    items.push({ id: 'reply', label: t('chat.menuReply'), icon: Reply, run: () => reply(message) });
  }
  items.push({
    id: starred ? 'unstar' : 'star',
    label: starred ? t('chat.menuUnstar') : t('chat.menuStar'),
    icon: starred ? StarOff : Star,
    run: () => starToggle.mutate({ messageId: message.id, starred: !starred }),
  });
  if (editable) {
    items.push({
      id: 'edit',
      label: t('chat.menuEdit'),
      icon: Pencil,
      run: () => props.onEdit(message),
    });
  }
  if (unsendable) {
    items.push({
      id: 'unsend',
      label: t('chat.unsend'),
      icon: Undo2,
      run: () => props.onUnsend(message),
      danger: true,
    });
  }
  if (!message.isBurner && !KEPT_HERE.has(message.messageType)) {
    items.push({ id: 'forward', label: t('forward.menu'), icon: Forward, run: props.onForward });
  }
  // A burner message goes soon: no pin (the server refuses one too); an old pin can go.
  if (!message.isBurner || pinned) {
    items.push({
      id: pinned ? 'unpin' : 'pin',
      label: pinned ? t('pins.unpin') : t('pins.pin'),
      icon: pinned ? PinOff : Pin,
      run: () => pin.mutate({ messageId: message.id, pinned: !pinned }),
    });
  }
  items.push(
    {
      id: 'copy',
      label: t('chat.menuCopy'),
      icon: Copy,
      run: () => {
        void navigator.clipboard?.writeText(copyText(message)).then(
          () => toast({ title: t('chat.copiedTitle'), description: t('chat.copiedBody') }),
          () => undefined,
        );
      },
    },
    { id: 'info', label: t('chat.menuInfo'), icon: Info, run: onInfo },
    {
      id: 'delete-for-me',
      label: t('chat.menuDeleteForMe'),
      icon: Trash2,
      run: () => hide.mutate(message.id),
      danger: true,
    },
  );
  return (
    <>
      {items.map(({ id, label, icon: Icon, run, danger }) => (
        <button
          key={id}
          type="button"
          role="menuitem"
          data-testid={`message-menu-${id}`}
          onClick={() => {
            onOpenChange(false);
            run();
          }}
          className={cn(
            'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-[15px] font-medium transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
            danger ? 'text-rose-600' : 'text-slate-800',
          )}
        >
          <Icon aria-hidden className={cn('h-4 w-4', danger ? '' : 'text-slate-500')} />
          {label}
        </button>
      ))}
    </>
  );
}
