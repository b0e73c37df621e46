import { useMemo, useState } from 'react';
import { Check, Search } from 'lucide-react';
import type { User } from '../../../protocol';
import { languageShown } from '../../../lang/languages';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';

export interface UserPickListProps {
  users: readonly User[];
  selected: ReadonlySet<string>;
  onToggle: (user: User) => void;
  multiple?: boolean;
}

/** A searchable list of people to start a chat with. */
export function UserPickList({ users, selected, onToggle, multiple }: UserPickListProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return users;
    return users.filter(
      (u) =>
        u.displayName.toLocaleLowerCase().includes(q) || u.username.toLocaleLowerCase().includes(q),
    );
  }, [users, query]);

  return (
    <div className="flex flex-col gap-2">
      <label className="flex h-11 items-center gap-2 rounded-2xl bg-slate-100 px-3.5 text-slate-500 focus-within:ring-2 focus-within:ring-brand-200">
        <Search className="h-4 w-4 shrink-0" />
        <input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('conversations.searchPeople')}
          aria-label={t('conversations.searchPeople')}
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400"
        />
      </label>
      <ul className="-mx-2 max-h-[45dvh] overflow-y-auto" data-testid="user-pick-list">
        {shown.map((u) => {
          const on = selected.has(u.id);
          const lang = languageShown(u.language);
          return (
            <li key={u.id}>
              <button
                type="button"
                data-testid={`pick-user-${u.username}`}
                aria-pressed={on}
                onClick={() => onToggle(u)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start transition hover:bg-slate-50',
                  on && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <Avatar
                  src={u.avatar}
                  name={u.displayName}
                  size={42}
                  online={u.status === 'online'}
                />
                <span className="min-w-0 flex-1">
                  <span
                    className="block truncate font-semibold text-slate-900 rtl:text-right"
                    dir="auto"
                  >
                    {u.displayName}
                  </span>
                  <span className="block truncate text-sm text-slate-500">
                    {lang.flag} <bdi>@{u.username}</bdi>
                  </span>
                </span>
                {multiple && (
                  <span
                    className={cn(
                      'flex h-6 w-6 items-center justify-center rounded-full border-2 transition',
                      on ? 'bg-brand-gradient border-transparent text-white' : 'border-slate-300',
                    )}
                  >
                    {on && <Check className="h-3.5 w-3.5" strokeWidth={3} />}
                  </span>
                )}
              </button>
            </li>
          );
        })}
        {shown.length === 0 && (
          <li className="px-2 py-6 text-center text-sm text-slate-500">
            {t('conversations.noUsers')}
          </li>
        )}
      </ul>
    </div>
  );
}
