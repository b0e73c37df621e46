import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { ListPlus, Lock, Plus, Users } from 'lucide-react';
import type { ContactList, ContactListCreate, User } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useUsers } from '../identity/session';
import { EmptyState } from '../../ui/EmptyState';
import { AddMembersDialog } from './AddMembersDialog';
import { DeleteListDialog } from './DeleteListDialog';
import { ListCard } from './ListCard';
import { ListFormDialog } from './ListFormDialog';
import { listCopyInfo, listShare } from './list-share';
import { ListsPageFrame } from './ListsPageFrame';
import { useContactLists, useListAction } from './lists-queries';
import { listMatches } from './lists-text';
import { useListForm } from './use-list-form';
import { ListsNoMatch, SharedListsTab } from './SharedListsTab';

/**
 * What a list is, said where lists are made (issue 27): the owner's private address book. People
 * put on a list are not asked because they are not told and never see it; a public list is one
 * others may find and join themselves.
 */
function ListsAddressBookNote() {
  const t = useT();
  return (
    <p
      className="mb-3 flex gap-2 rounded-2xl bg-slate-50 px-3 py-2.5 text-[13px] leading-snug text-slate-600"
      data-testid="lists-private-note"
    >
      <Lock aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-400" />
      {t('lists.addressBookNote')}
    </p>
  );
}

/** Spec secondary 2 'Contact Lists' for a signed-in user. */
export function ListsScreen({ me }: { me: User }) {
  const t = useT();
  const locale = useLocale();
  const lists = useContactLists(me.id);
  const act = useListAction(me.id);
  const users = useUsers();
  const [search, setSearch] = useState('');
  // Null until the person picks a tab: a shared link opens on the tab holding its list.
  const [picked, setTab] = useState<string | null>(null);
  const form = useListForm<ContactList>((l) => `${l.id}-${l.updatedAt}`);
  const [adding, setAdding] = useState<ContactList | null>(null);
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  // A shared link (/lists?list=<id>) opens the screen at that list.
  const linked = new URLSearchParams(useSearch()).get('list');

  const mine = useMemo(
    () => (lists.data?.mine ?? []).filter((l) => listMatches(l, search, locale)),
    [lists.data, search, locale],
  );
  const shared = useMemo(
    () => (lists.data?.shared ?? []).filter((l) => listMatches(l, search, locale)),
    [lists.data, search, locale],
  );

  // Decided once, when the lists first arrive: the tab stays put if that list goes later.
  const [linkTab, setLinkTab] = useState<string | null>(null);
  if (linkTab === null && linked && lists.data)
    setLinkTab(lists.data.shared.some((l) => l.id === linked) ? 'shared' : 'mine');
  const tab = picked ?? linkTab ?? 'mine';

  useEffect(() => {
    if (!linked || !lists.data) return;
    requestAnimationFrame(() =>
      document.getElementById(`list-${linked}`)?.scrollIntoView({ block: 'center' }),
    );
  }, [linked, lists.data]);

  const submitForm = (input: Required<ContactListCreate>) => {
    if (form.list) {
      act.mutate({ kind: 'update', list: form.list, input }, { onSuccess: form.close });
    } else {
      const { name, description, isPublic } = input;
      act.mutate(
        { kind: 'create', input: { name, description, isPublic } },
        {
          // Spec secondary 4: the dialog closes and the form starts afresh.
          onSuccess: () => {
            form.closeCreated();
            setTab('mine');
          },
        },
      );
    }
  };

  const mineContent =
    mine.length > 0 ? (
      <>
        <ListsAddressBookNote />
        <ul className="space-y-3" data-testid="my-lists">
          {mine.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              users={users.data}
              busy={act.isPending}
              onRemoveMember={(l, person) => act.mutate({ kind: 'removeMember', list: l, person })}
              highlighted={list.id === linked}
              onAddMembers={setAdding}
              onEdit={form.openEdit}
              onCopy={(l) => void listCopyInfo(l, t)}
              onShare={(l) => void listShare(l, t)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </>
    ) : search.trim() && lists.data?.mine.length ? (
      <ListsNoMatch query={search.trim()} />
    ) : (
      <EmptyState
        icon={<ListPlus className="h-9 w-9" strokeWidth={1.8} />}
        tone="brand"
        title={t('lists.emptyMineTitle')}
        body={t('lists.emptyMineBody')}
        action={
          <Button onClick={form.openCreate} data-testid="create-first-list">
            <Plus aria-hidden className="h-4.5 w-4.5" />
            {t('lists.createFirst')}
          </Button>
        }
        testId="my-lists-empty"
      />
    );

  return (
    <ListsPageFrame
      testId="lists-page"
      header={
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 flex-1 text-[28px] font-extrabold tracking-tight text-slate-900">
            {t('layout.contactLists')}
          </h1>
          <Button size="sm" onClick={form.openCreate} data-testid="create-list-button">
            <Plus aria-hidden className="h-4 w-4" />
            {t('lists.createList')}
          </Button>
        </div>
      }
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('lists.search'),
        clearLabel: t('lists.clearSearch'),
        testId: 'lists-search',
      }}
      query={lists}
      failure={{
        icon: <Users className="h-9 w-9" />,
        title: t('lists.loadError'),
        retry: t('lists.retry'),
        testId: 'lists-error',
      }}
      tab={tab}
      onTab={setTab}
      tabs={[
        {
          value: 'mine',
          label: t('lists.tabMine', { count: mine.length }),
          content: mineContent,
        },
        {
          value: 'shared',
          label: t('lists.tabShared', { count: shared.length }),
          content: (
            <SharedListsTab
              lists={shared}
              hiddenBy={search.trim() && lists.data?.shared.length ? search.trim() : null}
              busy={act.isPending}
              linked={linked}
              onJoin={(l) => act.mutate({ kind: 'join', list: l })}
              onLeave={(l) => act.mutate({ kind: 'leave', list: l, me: me.id })}
            />
          ),
        },
      ]}
    >
      <ListFormDialog
        key={form.key}
        open={form.open}
        onOpenChange={form.onOpenChange}
        list={form.list}
        busy={act.isPending}
        onSubmit={submitForm}
      />
      <AddMembersDialog
        key={adding?.id ?? 'none'}
        list={adding}
        me={me.id}
        busy={act.isPending}
        onOpenChange={(open) => !open && setAdding(null)}
        onAdd={(userIds) =>
          adding &&
          act.mutate(
            { kind: 'addMembers', list: adding, userIds },
            // Spec secondary 4: the dialog closes and the selection is cleared.
            { onSuccess: () => setAdding(null) },
          )
        }
      />
      <DeleteListDialog
        name={deleting?.name ?? null}
        busy={act.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          act.mutate({ kind: 'delete', list: deleting }, { onSuccess: () => setDeleting(null) })
        }
      />
    </ListsPageFrame>
  );
}
