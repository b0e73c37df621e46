import { useMemo, useState } from 'react';
import { FORWARD_MAX_CHATS } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SearchField } from '../../ui/SearchField';
import {
  conversationMatches,
  conversationPeer,
  conversationTitle,
} from '../conversations/conversation-utils';
import { useConversations, useUsersById } from '../conversations/queries';
import { useForward } from './use-forward';
import { CheckMark } from '../../ui/CheckMark';

export interface ForwardDialogProps {
  message: ChatMessage;
  meId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Forward (issue 31): my chats, searched by name as the list is, several at once up to five
 * (the rest wait until one is let go), then 'Forward'. Demo chats are left out: nothing sent
 * there reaches anyone.
 */
export function ForwardDialog({ message, meId, open, onOpenChange }: ForwardDialogProps) {
  const t = useT();
  const conversations = useConversations(meId);
  const usersById = useUsersById();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [search, setSearch] = useState('');
  const forward = useForward(() => onOpenChange(false));
  const chats = useMemo(
    () =>
      (conversations.data ?? []).filter(
        (c) => !c.demo && conversationMatches(c, search, meId, usersById),
      ),
    [conversations.data, search, meId, usersById],
  );
  const full = picked.length >= FORWARD_MAX_CHATS;
  const toggle = (id: string) =>
    setPicked((held) => (held.includes(id) ? held.filter((x) => x !== id) : [...held, id]));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('forward.title')}
      testId="forward-dialog"
      footer={
        <div className="flex items-center justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('forward.cancel')}
          </Button>
          <Button
            disabled={picked.length === 0 || forward.isPending}
            data-testid="forward-submit"
            onClick={() => forward.mutate({ messageId: message.id, conversationIds: [...picked] })}
          >
            {t('forward.send', { count: picked.length })}
          </Button>
        </div>
      }
    >
      <p
        className={cn('mb-3 text-[13px] leading-snug', full ? 'text-amber-700' : 'text-slate-600')}
        data-testid="forward-note"
        aria-live="polite"
      >
        {t('forward.limit', { count: FORWARD_MAX_CHATS })}
      </p>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('forward.search')}
        testId="forward-search"
      />
      <ul
        className="mt-3 max-h-72 overflow-y-auto"
        aria-label={t('forward.title')}
        data-testid="forward-list"
      >
        {chats.length === 0 && (
          <li className="px-2 py-6 text-center text-[15px] text-slate-500">{t('forward.none')}</li>
        )}
        {chats.map((c) => {
          const title = conversationTitle(c, meId, usersById) || t('chat.titleFallback');
          const peer = conversationPeer(c, meId, usersById);
          const on = picked.includes(c.id);
          return (
            <li key={c.id}>
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                disabled={!on && full}
                data-testid="forward-chat"
                data-name={title}
                onClick={() => toggle(c.id)}
                className="flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start transition hover:bg-slate-50 disabled:opacity-50 disabled:hover:bg-transparent"
              >
                <Avatar src={peer?.avatar} name={title} size={40} group={c.isGroup} />
                <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-slate-900">
                  <bdi>{title}</bdi>
                </span>
                <CheckMark on={on} />
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
