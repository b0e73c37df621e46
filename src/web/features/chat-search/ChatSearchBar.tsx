import { useEffect, useRef } from 'react';
import { ChevronDown, ChevronUp, Search, X } from 'lucide-react';
import { CHAT_SEARCH_MAX_CHARS } from '../../../protocol/chat-menu-limits';
import { useT } from '../../i18n/use-t';
import { Spinner } from '../../ui/Spinner';
import type { ChatSearch } from './use-chat-search';

const ICON_BUTTON =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand-600 transition hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * 'Search in this chat' in place of the chat's title: the text, where the hit on screen is
 * ('n of m'), up to older and down to newer hits, and close. Enter goes up, Shift+Enter down,
 * Escape closes.
 */
export function ChatSearchBar({ search }: { search: ChatSearch }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  let status = '';
  if (search.failed) status = t('chat-search.failed');
  else if (search.place)
    status = search.truncated
      ? t('chat-search.placeMore', search.place)
      : t('chat-search.place', search.place);
  else if (search.answered) status = t('chat-search.none');

  return (
    <header
      data-testid="chat-search-bar"
      className="z-10 flex shrink-0 items-center gap-1 border-b border-slate-200/70 bg-white/90 px-1.5 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur-md"
    >
      <button
        type="button"
        aria-label={t('chat-search.close')}
        data-testid="chat-search-close"
        onClick={search.close}
        className={ICON_BUTTON}
      >
        <X className="h-6 w-6" />
      </button>
      <label className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-xl bg-slate-100 px-3 text-slate-400 focus-within:bg-white focus-within:ring-2 focus-within:ring-brand-200">
        <Search aria-hidden className="h-[18px] w-[18px] shrink-0" />
        <input
          ref={input}
          type="search"
          value={search.text}
          maxLength={CHAT_SEARCH_MAX_CHARS}
          onChange={(e) => search.setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              search.close();
            } else if (e.key === 'Enter') {
              e.preventDefault();
              if (e.shiftKey) search.down();
              else search.up();
            }
          }}
          placeholder={t('chat-search.placeholder')}
          aria-label={t('chat-search.placeholder')}
          data-testid="chat-search-input"
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {search.searching && <Spinner className="h-4 w-4 text-brand-400" />}
      </label>
      <p
        role="status"
        data-testid="chat-search-status"
        className="min-w-[3.5rem] shrink-0 text-center text-[13px] font-medium text-slate-500 tabular-nums"
      >
        {status}
      </p>
      <button
        type="button"
        aria-label={t('chat-search.older')}
        data-testid="chat-search-up"
        disabled={!search.canUp}
        onClick={search.up}
        className={ICON_BUTTON}
      >
        <ChevronUp className="h-6 w-6" />
      </button>
      <button
        type="button"
        aria-label={t('chat-search.newer')}
        data-testid="chat-search-down"
        disabled={!search.canDown}
        onClick={search.down}
        className={ICON_BUTTON}
      >
        <ChevronDown className="h-6 w-6" />
      </button>
    </header>
  );
}
