import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChatSearchResult } from '../../../protocol';
import { CHAT_SEARCH_MAX_CHARS } from '../../../protocol/chat-menu-limits';
import { apiRequest } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { useDebounced } from '../chat/compose-preview/use-debounced';
import type { MessageFocus } from '../chat/focus/use-message-focus';
import { useMessageFocus } from '../chat/focus/use-message-focus';
import { searchPlace, searchStart, searchStep } from './search-steps';

/** Typing settles this long before the chat is searched: one request per pause, not per key. */
const SEARCH_SETTLE_MS = 250;

const NO_HITS: ChatSearchResult = { hits: [], truncated: false };

export interface ChatHistory {
  messages: readonly ChatMessage[] | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * 'Search in this chat': the bar's text, the server's hits (`GET .../search?q=`), and the hit
 * on screen. Stepping to a hit not loaded yet pages the chat back until it is (as Go to Message
 * does), then it is scrolled into view and highlighted while the bar is open.
 */
export function useChatSearch(conversationId: string, history: ChatHistory) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ q: string; index: number } | null>(null);
  /** The last hit shown stays the list's scroll target after the bar closes: nothing jumps. */
  const [used, setUsed] = useState(false);
  const q = useDebounced(text.trim().slice(0, CHAT_SEARCH_MAX_CHARS), SEARCH_SETTLE_MS);

  const query = useQuery({
    queryKey: ['chat-search', conversationId, q],
    queryFn: () =>
      apiRequest<ChatSearchResult>(
        'GET',
        `/api/conversations/${encodeURIComponent(conversationId)}/search?q=${encodeURIComponent(q)}`,
      ),
    enabled: open && q !== '',
    // The chat moves on while nobody searches: a search asked again is asked of the server.
    staleTime: 0,
    gcTime: 60_000,
  });
  const result = (q !== '' && query.data) || NO_HITS;
  const { hits } = result;
  // A new answer starts at the newest hit; a step moves within the answer it was made in.
  const index = chosen && chosen.q === q ? chosen.index : searchStart(hits);
  const hit = hits[index];
  const focus = useMemo<MessageFocus | null>(
    () => (open && hit ? { id: hit.messageId, seq: hit.seq } : null),
    [open, hit],
  );
  const focused = useMessageFocus(
    focus,
    history.messages,
    history.hasOlder,
    history.loadingOlder,
    history.loadOlder,
  );
  const [lastScrolled, setLastScrolled] = useState<string | null>(null);
  if (focused.scrollToId && focused.scrollToId !== lastScrolled)
    setLastScrolled(focused.scrollToId);

  const step = useCallback(
    (direction: -1 | 1) => setChosen({ q, index: searchStep(index, hits.length, direction) }),
    [q, index, hits.length],
  );
  const close = useCallback(() => {
    setOpen(false);
    setText('');
    setChosen(null);
  }, []);
  const start = useCallback(() => {
    setOpen(true);
    setUsed(true);
  }, []);

  return {
    open,
    start,
    close,
    text,
    setText,
    /** The server is being asked (the text has settled, the answer is not here yet). */
    searching: open && q !== '' && query.isFetching,
    /** Settled text and an answer for it: 'No results' may be said. */
    answered: q !== '' && q === text.trim() && query.isSuccess,
    failed: q !== '' && query.isError,
    place: searchPlace(index, hits.length),
    truncated: result.truncated,
    canUp: index > 0,
    canDown: index >= 0 && index < hits.length - 1,
    up: () => step(-1),
    down: () => step(1),
    /** For the message list: once search was used, the hit it last showed. */
    used,
    scrollToId: lastScrolled,
    highlightId: open && hit && focused.scrollToId === hit.messageId ? hit.messageId : null,
  };
}

export type ChatSearch = ReturnType<typeof useChatSearch>;
