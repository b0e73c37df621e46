import { Suspense, memo, useEffect, useState } from 'react';
import { AlertCircle, Check, CheckCheck, Clock, Flame, Pencil, Undo2 } from 'lucide-react';
import type { TranslationSettings, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { timeHm } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { messageSummary, messageUnsentText } from '../conversations/conversation-utils';
import { BurnerGone } from '../burner/BurnerGone';
import type { ReceiptTick } from '../receipts/receipt-ticks';
import { messageUnsendRemainingMs } from './edit/message-unsend';
import { EditedLabel } from './history/EditedLabel';
import { MessageReceipts } from '../receipts/MessageReceipts';
import { MessageMenu } from './menu/MessageMenu';
import { MessageReactions } from '../reactions/MessageReactions';
import { RICH_BODIES, richBodyBare, useRichBodyReady } from './registry/rich-bodies';
import { StarMark } from './menu/StarMark';
import { useTouchLongPress } from './menu/use-touch-long-press';
import { MessageText } from './MessageText';
import { ReplyQuote } from './reply/ReplyQuote';
import { ForwardedLabel } from '../forward/ForwardedLabel';
import { LinkPreviewCard } from '../link-previews/LinkPreviewCard';
import { useSwipeReply } from './reply/use-swipe-reply';
import { StatusReplyQuote } from '../status/StatusReplyQuote';
import { MessageUnsent } from './MessageUnsent';
import { SendRefused } from './SendRefused';
import { senderColour } from './sender-colour';
import { useLocale, useT } from '../../i18n/use-t';

export interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  runStart: boolean;
  runEnd: boolean;
  /** In groups, received messages show the sender's name and avatar. */
  sender: User | undefined;
  isGroup: boolean;
  /** A send the server refused: take its bubble away (it reached nobody). */
  onDiscard: (message: ChatMessage) => void;
  meId: string;
  /** The reader's translation settings for this chat; null while they load. */
  translation: TranslationSettings | null;
  /** Ours and young enough to edit (core 4): offer 'Edit Message'. */
  editable: boolean;
  onEdit: (message: ChatMessage) => void;
  /** Ours, young enough to unsend (core 4) and with no words to edit: offer 'Unsend'. */
  unsendable: boolean;
  onUnsend: (message: ChatMessage) => void;
  /** Opens a registered dialog: a rich body's button (a game's card opens the game). */
  openDialog: (id: string, arg?: unknown) => void;
  /** Mine: how far it got with the other members (issue 11 'Read receipts'). */
  tick?: ReceiptTick;
  /** Go to Message from the starred list: this is the one, shown highlighted for a moment. */
  highlighted?: boolean;
  /** The reader starred it (the list asks once for every bubble). */
  starred?: boolean;
  /** Answer it: the composer quotes it (menu, or a swipe on touch screens). */
  onReply?: (message: ChatMessage) => void;
  /** A reply: the message it answers, when the chat holds it. */
  quoted?: ChatMessage;
  /** Everyone by id: the name on a reply's quote. */
  usersById?: ReadonlyMap<string, User>;
  /** A reply's quote was tapped: bring the answered message into view. */
  onJump?: (message: ChatMessage) => void;
}

function StatusIcon({ message, tick }: { message: ChatMessage; tick: ReceiptTick }) {
  const t = useT();
  if (message.sendState === 'pending') {
    return <Clock aria-label={t('outbox.sending')} className="h-3 w-3" strokeWidth={2.5} />;
  }
  if (message.sendState === 'queued') {
    return (
      <Clock
        aria-label={t('outbox.queued')}
        role="img"
        data-testid="message-queued"
        className="h-3.5 w-3.5"
        strokeWidth={2.5}
      />
    );
  }
  if (message.sendState === 'failed') {
    return (
      <AlertCircle
        aria-label={t('chat.notSent')}
        className="h-3.5 w-3.5 text-rose-200"
        strokeWidth={2.5}
      />
    );
  }
  if (tick === 'sent') {
    return <Check aria-label={t('receipts.sent')} className="h-3.5 w-3.5" strokeWidth={2.5} />;
  }
  return (
    <CheckCheck
      aria-label={tick === 'read' ? t('receipts.read') : t('receipts.delivered')}
      className={cn('h-3.5 w-3.5', tick === 'read' && 'text-cyan-300')}
      strokeWidth={2.5}
    />
  );
}

/**
 * The way into 'Edit Message': shown on hover or keyboard focus where there is a pointer that
 * hovers, always where there is none (phones), since a long press is not sent by every browser.
 */
function EditButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('chat.editMessageButton')}
      title={t('chat.editMessageButton')}
      data-testid="edit-message-button"
      className="mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-400 opacity-0 transition group-hover:opacity-100 hover:bg-white hover:text-brand-600 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-400 [@media(hover:none)]:opacity-100"
    >
      <Pencil aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}

/**
 * The way into 'Unsend Message' for what has no words to edit, in the place of the edit pencil.
 * It goes away by itself when the 2 minutes are up: the list only looks again once a minute.
 */
function UnsendButton({ message, onClick }: { message: ChatMessage; onClick: () => void }) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setClosed(true), messageUnsendRemainingMs(message, Date.now()));
    return () => clearTimeout(id);
  }, [message]);
  if (closed) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('chat.unsendMessageButton')}
      title={t('chat.unsendMessageButton')}
      data-testid="unsend-message-button"
      className="mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-400 opacity-0 transition group-hover:opacity-100 hover:bg-white hover:text-rose-600 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-400 [@media(hover:none)]:opacity-100"
    >
      <Undo2 aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}

/** One message: a rounded bubble with a tail on the last of a run, time and status inside. */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  runStart,
  runEnd,
  sender,
  isGroup,
  onDiscard,
  meId,
  translation,
  editable,
  onEdit,
  unsendable,
  onUnsend,
  openDialog,
  tick = 'sent',
  highlighted = false,
  starred = false,
  onReply,
  quoted,
  usersById,
  onJump,
}: MessageBubbleProps) {
  const failed = message.sendState === 'failed';
  const [menuOpen, setMenuOpen] = useState(false);
  const showName = isGroup && !own && runStart;
  const unsent = !!message.deletedAt;
  const t = useT();
  const locale = useLocale();
  const worded = message.messageType === 'text' || message.messageType === 'burner';
  const Rich = RICH_BODIES[message.messageType];
  // A text's words, and a rich body's (a photo's caption), shown the same way.
  const renderText = (original: string) => (
    <MessageText
      message={message}
      original={original}
      own={own}
      meId={meId}
      settings={translation}
      starred={starred}
    />
  );
  // A sticker stands without a bubble; unsent, it takes the bubble of its 'unsent' line.
  const richReady = useRichBodyReady(message.messageType);
  const bare = !unsent && richReady && richBodyBare(message.messageType);
  const text = worded ? message.content : messageSummary(message);
  const burnt = unsent && message.isBurner;
  const time = timeHm(locale, new Date(message.createdAt));
  // The message menu is for messages the server holds and that still have their words.
  const menu = !message.sendState && !unsent;
  const longPress = useTouchLongPress(() => setMenuOpen(true), menu);
  const reacted = !unsent && !!message.reactions?.length;
  const swipe = useSwipeReply(() => onReply?.(message), menu && !!onReply);

  const bubble = (
    <div
      // Right-click, or a long press on touch screens that send contextmenu, opens the menu.
      onContextMenu={
        menu
          ? (e) => {
              e.preventDefault();
              setMenuOpen(true);
            }
          : undefined
      }
      {...longPress}
      {...swipe.handlers}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      data-testid="message-bubble"
      data-seq={message.sendState ? undefined : message.seq}
      data-own={own ? 'true' : 'false'}
      data-state={message.sendState ?? 'sent'}
      data-unsent={unsent ? 'true' : undefined}
      data-burner={message.isBurner ? (burnt ? 'burnt' : 'live') : undefined}
      data-receipt={own && !message.sendState ? tick : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      data-bare={bare ? 'true' : undefined}
      className={cn(
        // With reactions, the column around it holds the width (see below).
        'relative rounded-[20px]',
        reacted ? 'max-w-full' : 'max-w-[min(78%,22rem)]',
        // An unsent message keeps its place but not its colour: a pale outline, no tail.
        bare
          ? null
          : unsent
            ? own
              ? 'bg-brand-50/90 ring-1 ring-brand-200/70 ring-inset'
              : 'bg-white/60 ring-1 ring-slate-300/70 ring-inset'
            : own
              ? 'bubble-out text-white shadow-bubble'
              : 'bg-white text-slate-900 shadow-bubble',
        !bare && 'px-3 pt-1.5 pb-2',
        runEnd &&
          !bare &&
          (own
            ? cn('rounded-ee-md', !unsent && 'bubble-tail-out')
            : cn('rounded-es-md', !unsent && 'bubble-tail-in')),
        // Logical corners: right to left, the flat corner follows the tail to the other side.
        !runStart && (own ? 'rounded-se-md' : 'rounded-ss-md'),
        !runEnd && (own ? 'rounded-ee-md' : 'rounded-es-md'),
        failed && 'opacity-80',
        menu && onReply && 'touch-pan-y',
        highlighted && 'ring-4 ring-amber-300/80 transition-shadow',
      )}
    >
      {showName && (
        <p
          className="mb-0.5 text-[13px] font-semibold"
          style={{ color: senderColour(message.senderId) }}
        >
          <bdi>{sender?.displayName ?? t('chat.unknownSender')}</bdi>
        </p>
      )}
      {message.metadata?.forwarded === true && !unsent && <ForwardedLabel own={own && !bare} />}
      {message.replyTo && !unsent && (
        <ReplyQuote
          replyTo={message.replyTo}
          loaded={quoted}
          own={own}
          meId={meId}
          translation={translation}
          usersById={usersById ?? new Map()}
          onJump={(m) => onJump?.(m)}
        />
      )}
      {burnt ? (
        <BurnerGone own={own} />
      ) : unsent ? (
        <MessageUnsent text={messageUnsentText(message.senderId, meId, sender)} own={own} />
      ) : Rich ? (
        // Until its body's code has arrived (registry/rich-bodies.ts), what the list would say.
        <Suspense fallback={renderText(text)}>
          <Rich
            message={message}
            own={own}
            meId={meId}
            translation={translation}
            starred={starred}
            renderText={renderText}
            openDialog={openDialog}
          />
        </Suspense>
      ) : (
        <>
          <StatusReplyQuote message={message} own={own} meId={meId} />
          {/* Above the words, as messengers place it: the time keeps its room after them. */}
          {message.metadata?.linkPreview !== undefined && (
            <LinkPreviewCard preview={message.metadata.linkPreview} own={own} />
          )}
          {renderText(text)}
        </>
      )}
      <span
        className={cn(
          'absolute flex items-center gap-0.5 text-xs leading-none tabular-nums',
          // Over the chat's wallpaper, a bare sticker's time sits on a small dark pill.
          bare
            ? 'end-1 bottom-0 rounded-full bg-slate-900/45 px-1.5 py-0.5 text-white'
            : own
              ? unsent
                ? 'text-brand-400'
                : 'text-white/75'
              : 'text-slate-500',
          !bare && 'end-3 bottom-1',
        )}
      >
        {message.isBurner && !unsent && (
          <Flame
            aria-label={t('burner.badge')}
            data-testid="burner-badge"
            className={cn('me-0.5 h-3 w-3', own ? 'text-orange-200' : 'text-orange-500')}
            strokeWidth={2.5}
          />
        )}
        {message.editedAt && !unsent && <EditedLabel message={message} />}
        {!unsent && starred && <StarMark own={own} />}
        {time}
        {own && <StatusIcon message={message} tick={tick} />}
      </span>
    </div>
  );

  const menuButton = (
    <MessageMenu
      message={message}
      meId={meId}
      open={menuOpen}
      onOpenChange={setMenuOpen}
      starred={starred}
      editable={editable}
      onEdit={onEdit}
      unsendable={unsendable}
      onUnsend={onUnsend}
      onReply={onReply}
      receipts={
        own && !message.sendState ? <MessageReceipts message={message} meId={meId} /> : undefined
      }
    />
  );

  return (
    <div
      data-testid="message-row"
      className={cn(
        'group flex items-end gap-2 px-3',
        own ? 'justify-end ps-12' : 'justify-start pe-12',
        runStart ? 'pt-2' : 'pt-0.5',
      )}
    >
      {isGroup && !own && (
        <span className="w-8 shrink-0">
          {runEnd && <Avatar src={sender?.avatar} name={sender?.displayName ?? ''} size={32} />}
        </span>
      )}
      {editable && <EditButton onClick={() => onEdit(message)} />}
      {unsendable && !editable && (
        <UnsendButton message={message} onClick={() => onUnsend(message)} />
      )}
      {menu && own && menuButton}
      {failed ? (
        <SendRefused message={message} onDiscard={onDiscard}>
          {bubble}
        </SendRefused>
      ) : reacted ? (
        // The reactions hang from the bubble's lower edge, on its own side.
        <div
          className={cn('flex max-w-[min(78%,22rem)] flex-col', own ? 'items-end' : 'items-start')}
        >
          {bubble}
          <MessageReactions message={message} meId={meId} own={own} />
        </div>
      ) : (
        bubble
      )}
      {menu && !own && menuButton}
    </div>
  );
});
