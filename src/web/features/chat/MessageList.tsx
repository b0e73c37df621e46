import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import type { Conversation, TranslationSettings, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../i18n/use-t';
import type { UsersById } from '../conversations/conversation-utils';
import type { ChatRow } from './chat-rows';
import { DateSeparator } from './DateSeparator';
import { messageCanEdit } from './edit/message-edit';
import { messageCanUnsendAlone } from './edit/message-unsend';
import { MessageBubble } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';
import { receiptTick } from '../receipts/receipt-ticks';
import { ReceiptsLine } from '../receipts/ReceiptsLine';

/** Closer than this to the bottom counts as "at the bottom" (new messages keep it there). */
const AT_END_PX = 48;
/**
 * Closer than this to the top starts loading the previous page: about two screens ahead, so a
 * fast flick upwards rarely reaches the top before the page is in.
 */
const LOAD_OLDER_PX = 1_500;

const LIST_PADDING_START = 8;
const LIST_PADDING_END = 12;
/** The list's size before it is laid out: the window's, which it is a little smaller than. */
const LIST_RECT_GUESS =
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * The virtualiser reads the list's offset only from scroll events, so until the first one it
 * would keep the guessed offset while the element sits at the top: the rows rendered and the
 * place they are shown would disagree. The element starts where the first render put its rows.
 */
function startAtGuess(
  instance: Virtualizer<HTMLDivElement, Element>,
  onOffset: (offset: number, isScrolling: boolean) => void,
) {
  const el = instance.scrollElement;
  if (el) {
    el.scrollTop = instance.scrollOffset ?? 0;
    onOffset(el.scrollTop, false);
  }
  return observeElementOffset(instance, onOffset);
}

export interface MessageListProps {
  rows: ChatRow[];
  typing: User[];
  isGroup: boolean;
  usersById: UsersById;
  now: Date;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDiscard: (message: ChatMessage) => void;
  /** Changes whenever we send: jump to the bottom even when scrolled up. */
  sentTick: number;
  meId: string;
  /** The reader's translation settings for this chat; null while they load. */
  translation: TranslationSettings | null;
  onEdit: (message: ChatMessage) => void;
  onUnsend: (message: ChatMessage) => void;
  /** Opens a registered dialog (a game's card opens the game). */
  openDialog: (id: string, arg?: unknown) => void;
  /** For the ticks on my messages and the group's 'Read by n' (undefined while it loads). */
  conversation?: Conversation;
  /** Go to Message: bring this message into view once (it is held). */
  scrollToId?: string | null;
  /** Go to Message: this message is shown highlighted. */
  highlightId?: string | null;
  /** The reader's starred messages, for the star on their bubbles. */
  starredIds: ReadonlySet<string>;
  /** Answer a message (the composer quotes it). */
  onReply?: (message: ChatMessage) => void;
  /** A reply's quote was tapped: bring the message it answers into view. */
  onJump?: (message: ChatMessage) => void;
}

/**
 * The chat's messages, virtualised (only rows near the viewport are in the DOM, so 10,000
 * messages scroll like 10) with measured row heights. Anchored to the end like every chat:
 * it opens at the bottom, follows new messages while at the bottom, and keeps its place when
 * older pages are prepended.
 */
export function MessageList({
  rows,
  typing,
  isGroup,
  usersById,
  now,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDiscard,
  sentTick,
  meId,
  translation,
  onEdit,
  onUnsend,
  openDialog,
  conversation,
  scrollToId = null,
  highlightId = null,
  starredIds,
  onReply,
  onJump,
}: MessageListProps) {
  const t = useT();
  const parentRef = useRef<HTMLDivElement>(null);
  // The messages held, by id: a reply's quote reads the answered message's current copy.
  const held = useMemo(
    () => new Map(rows.flatMap((r) => (r.kind === 'message' ? [[r.message.id, r.message]] : []))),
    [rows],
  );
  const count = rows.length + (typing.length ? 1 : 0);
  const [atEnd, setAtEnd] = useState(true);
  /** Set by the first scroll event, i.e. once the list has been positioned at the bottom. */
  const positioned = useRef(false);
  const [unseen, setUnseen] = useState(0);

  const estimateSize = (i: number) => (rows[i]?.kind === 'message' ? 44 : 40);
  // The virtualizer's methods are read fresh each render; nothing memoises across them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parentRef.current,
    estimateSize,
    // Before the list is laid out, the window's size and the end of the list: the first render
    // already holds the rows a person sees, rather than none, then all of them in a second
    // render inside the first one's commit, which nothing can interrupt.
    initialRect: LIST_RECT_GUESS,
    initialOffset: () => {
      let total = LIST_PADDING_START + LIST_PADDING_END;
      for (let i = 0; i < count; i++) total += estimateSize(i);
      return Math.max(0, total - LIST_RECT_GUESS.height);
    },
    observeElementOffset: startAtGuess,
    getItemKey: (i) => rows[i]?.key ?? 'typing',
    overscan: 10,
    paddingStart: LIST_PADDING_START,
    paddingEnd: LIST_PADDING_END,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    useFlushSync: false,
  });

  // Count arrivals that land while the reader is scrolled up: they get the "new messages" pill.
  let lastKey: string | null = null;
  let lastOwn = false;
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (r.kind === 'message') {
      lastKey = r.key;
      lastOwn = r.own;
      break;
    }
  }
  // In a group, my last message carries a short 'Read by n' line under it.
  const receiptsLineKey = isGroup && lastOwn ? lastKey : null;
  const [seenLastKey, setSeenLastKey] = useState(lastKey);
  if (lastKey !== seenLastKey) {
    setSeenLastKey(lastKey);
    if (!atEnd && !lastOwn) setUnseen((n) => n + 1);
  }

  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  useEffect(() => {
    if (sentTick > 0) virtualizer.scrollToEnd({ behavior: 'smooth' });
  }, [sentTick, virtualizer]);

  // The virtualiser learns where the list is only from its scroll events. Should it ever hold an
  // older offset while the list sits at its end (no scroll event comes then), the newest rows
  // would stay unrendered below: once the rows or a send settle, it reads the offset again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = parentRef.current;
      if (!el || count === 0) return;
      const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
      const last = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
      if (atBottom && last < count - 1) el.dispatchEvent(new Event('scroll'));
    });
    return () => cancelAnimationFrame(frame);
  }, [count, sentTick, virtualizer]);

  // The list got shorter (a reply bar above the composer, a phone's keyboard) while at its end:
  // it stays at its end, so the newest message is not hidden under what came.
  const atEndNow = useRef(atEnd);
  atEndNow.current = atEnd;
  useEffect(() => {
    const el = parentRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let height = el.clientHeight;
    const watch = new ResizeObserver(() => {
      if (el.clientHeight < height && atEndNow.current) el.scrollTop = el.scrollHeight;
      height = el.clientHeight;
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  // Go to Message: centre the message once it is among the rows (older pages may come first).
  const scrolledTo = useRef<string | null>(null);
  const focusIndex = scrollToId
    ? rows.findIndex((r) => r.kind === 'message' && r.message.id === scrollToId)
    : -1;
  useEffect(() => {
    if (focusIndex < 0 || scrolledTo.current === scrollToId) return;
    scrolledTo.current = scrollToId;
    virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [focusIndex, scrollToId, virtualizer]);

  // Ask for more without waiting for a scroll: when a short history does not fill the screen,
  // and when a page arrives while the reader is still near the top.
  useEffect(() => {
    const el = parentRef.current;
    if (!el || !hasOlder || loadingOlder) return;
    const short = el.scrollHeight <= el.clientHeight + LOAD_OLDER_PX;
    if (short || (positioned.current && el.scrollTop < LOAD_OLDER_PX)) onLoadOlder();
  }, [count, hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    positioned.current = true;
    const end = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    setAtEnd(end);
    if (end) setUnseen(0);
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return <TypingIndicator users={typing} isGroup={isGroup} />;
    switch (row.kind) {
      case 'older':
        return (
          <div className="flex h-10 items-center justify-center text-brand-400">
            {loadingOlder && <Spinner className="h-4 w-4" label={t('chat.loadingOlder')} />}
          </div>
        );
      case 'date':
        return <DateSeparator iso={row.iso} now={now} />;
      case 'message': {
        const bubble = (
          <MessageBubble
            message={row.message}
            own={row.own}
            runStart={row.runStart}
            runEnd={row.runEnd}
            sender={usersById.get(row.message.senderId)}
            isGroup={isGroup}
            onDiscard={onDiscard}
            meId={meId}
            translation={translation}
            // Judged at the list's minute tick, so a bubble re-renders only when this flips;
            // opening checks the clock again.
            editable={row.own && messageCanEdit(row.message, meId, now.getTime())}
            onEdit={onEdit}
            // Likewise; the button also goes by itself at the end of the 2 minutes.
            unsendable={row.own && messageCanUnsendAlone(row.message, meId, now.getTime())}
            onUnsend={onUnsend}
            openDialog={openDialog}
            tick={row.own ? receiptTick(row.message, conversation, meId) : undefined}
            highlighted={row.message.id === highlightId}
            starred={starredIds.has(row.message.id)}
            onReply={onReply}
            quoted={row.message.replyTo ? held.get(row.message.replyTo) : undefined}
            usersById={usersById}
            onJump={onJump}
          />
        );
        if (row.key !== receiptsLineKey || !conversation || row.message.sendState) return bubble;
        return (
          <>
            {bubble}
            <ReceiptsLine
              message={row.message}
              conversation={conversation}
              meId={meId}
              usersById={usersById}
            />
          </>
        );
      }
    }
  };

  const items = virtualizer.getVirtualItems();

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={parentRef}
        onScroll={onScroll}
        data-testid="message-list"
        className="flex h-full flex-col overflow-y-auto overscroll-contain [overflow-anchor:none]"
      >
        <div
          className="relative mt-auto w-full shrink-0"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 start-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderRow(item.index)}
            </div>
          ))}
        </div>
      </div>
      {!atEnd && (
        <button
          type="button"
          data-testid="new-messages-pill"
          onClick={() => virtualizer.scrollToEnd({ behavior: 'smooth' })}
          className="animate-pop-in absolute end-4 bottom-3 flex items-center gap-1.5 rounded-full bg-white px-3 py-2 text-[13px] font-semibold text-brand-700 shadow-lg ring-1 ring-slate-900/5"
          aria-label={unseen ? t('chat.newMessages', { count: unseen }) : t('chat.scrollToLatest')}
        >
          {unseen > 0 && <span>{t('chat.newMessages', { count: unseen })}</span>}
          <ArrowDown className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
