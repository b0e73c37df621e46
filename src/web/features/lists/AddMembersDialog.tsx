import { useMemo, useState } from 'react';
import type { ContactList } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SearchField } from '../../ui/SearchField';
import { useUsers } from '../identity/session';
import { CheckMark } from '../../ui/CheckMark';

export interface AddMembersDialogProps {
  list: ContactList | null;
  me: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (userIds: string[]) => void;
}

/**
 * Spec secondary 2 'Add Members': everyone else (display name, @username, avatar), several at
 * once, then 'Add n Members'. The current user is never offered (section 5); people already on
 * the list show ticked and cannot be picked again. The parent gives it a new `key` per list.
 */
export function AddMembersDialog({ list, me, busy, onOpenChange, onAdd }: AddMembersDialogProps) {
  const t = useT();
  const locale = useLocale();
  const users = useUsers();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const members = useMemo(() => new Set(list?.members), [list]);
  const people = useMemo(() => {
    const q = search.trim().toLocaleLowerCase(locale);
    return (users.data ?? [])
      .filter((u) => u.id !== me)
      .filter(
        (u) =>
          !q ||
          u.displayName.toLocaleLowerCase(locale).includes(q) ||
          u.username.toLocaleLowerCase(locale).includes(q),
      );
  }, [users.data, me, search, locale]);

  const toggle = (id: string) =>
    setPicked((held) => {
      const next = new Set(held);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open={list !== null}
      onOpenChange={onOpenChange}
      title={t('lists.addMembers')}
      description={list?.name}
      testId="add-members-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('lists.cancel')}
          </Button>
          <Button
            disabled={picked.size === 0 || busy}
            data-testid="add-members-submit"
            onClick={() => onAdd([...picked])}
          >
            {t('lists.addCount', { count: picked.size })}
          </Button>
        </div>
      }
    >
      <p className="mb-3 text-[13px] leading-snug text-slate-600" data-testid="add-members-note">
        {t('lists.addMembersNote')}
      </p>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('lists.searchPeople')}
        testId="add-members-search"
      />
      {/* Spec secondary 9: the list is about 15rem high and scrolls. */}
      <ul
        className="mt-3 max-h-60 overflow-y-auto"
        aria-label={t('lists.addMembers')}
        data-testid="add-members-list"
      >
        {people.length === 0 && (
          <li className="px-2 py-6 text-center text-[15px] text-slate-500">
            {t('lists.noPeople')}
          </li>
        )}
        {people.map((u) => {
          const already = members.has(u.id);
          const on = already || picked.has(u.id);
          return (
            <li key={u.id}>
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                disabled={already}
                data-testid={`add-member-${u.username}`}
                onClick={() => toggle(u.id)}
                className="flex w-full items-center gap-3 rounded-2xl px-2 py-2 text-start transition hover:bg-slate-50 disabled:hover:bg-transparent"
              >
                <Avatar src={u.avatar} name={u.displayName} size={40} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[15px] font-semibold text-slate-900">
                    <bdi>{u.displayName}</bdi>
                  </span>
                  <span className="block truncate text-[13px] text-slate-500">
                    {already ? t('lists.alreadyMember') : <bdi>@{u.username}</bdi>}
                  </span>
                </span>
                <CheckMark on={on} dim={already} />
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
