import { useDeferredValue, useState } from 'react';
import { Search, UserPlus } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useFriendRequestSend, useFriendSearch, useFriendRequests } from './friends-queries';
import { PersonRow } from './PersonRow';

/** Spec core 2 Friends tab: a search of people to add, at most five, with an Add button each. */
export function FriendSearch({ me }: { me: string }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const words = useDeferredValue(query);
  const results = useFriendSearch(me, words);
  const sent = useFriendRequests(me, true);
  const send = useFriendRequestSend(me);
  const asked = new Set((sent.data ?? []).map((r) => r.receiverId));
  const pending = send.isPending ? send.variables?.id : undefined;

  return (
    <div className="flex flex-col gap-2">
      <label className="flex h-11 items-center gap-2 rounded-2xl bg-slate-100 px-3.5 text-slate-500 focus-within:ring-2 focus-within:ring-brand-200">
        <Search className="h-4 w-4 shrink-0" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('friends.searchPlaceholder')}
          aria-label={t('friends.searchPlaceholder')}
          data-testid="friend-search"
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400"
        />
      </label>
      {words.trim() && results.data && (
        <ul className="-mx-2" data-testid="friend-search-results">
          {results.data.length === 0 ? (
            <li className="px-2 py-3 text-center text-sm text-slate-500">{t('friends.noUsers')}</li>
          ) : (
            results.data.map((u: User) => (
              <PersonRow
                key={u.id}
                person={u}
                line={`@${u.username}`}
                testId={`friend-result-${u.username}`}
                actions={
                  asked.has(u.id) ? (
                    <span className="text-sm font-medium text-slate-500">
                      {t('friends.requested')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending === u.id}
                      onClick={() => send.mutate(u)}
                      data-testid={`friend-add-${u.username}`}
                    >
                      <UserPlus className="h-4 w-4" />
                      {t('friends.add')}
                    </Button>
                  )
                }
              />
            ))
          )}
        </ul>
      )}
    </div>
  );
}
