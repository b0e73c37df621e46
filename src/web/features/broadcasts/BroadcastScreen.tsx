import { useMemo, useState } from 'react';
import { Megaphone, Plus, Radio } from 'lucide-react';
import type { BroadcastList, User } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { DeleteListDialog } from '../lists/DeleteListDialog';
import { ListsPageFrame } from '../lists/ListsPageFrame';
import { useListForm } from '../lists/use-list-form';
import { AnalyticsDialog } from './AnalyticsDialog';
import { BroadcastListFormDialog } from './BroadcastListFormDialog';
import { useBroadcastAction, useBroadcastLists } from './broadcasts-queries';
import { CATEGORY_IDS, broadcastListMatches } from './broadcasts-text';
import { MyListsTab } from './MyListsTab';
import { RecentTab } from './RecentTab';
import { SendBroadcastDialog } from './SendBroadcastDialog';
import { SubscribedTab } from './SubscribedTab';
import { SubscribersDialog } from './SubscribersDialog';

/** Spec secondary 2 'Broadcast Messages' for a signed-in user. */
export function BroadcastScreen({ me }: { me: User }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const lists = useBroadcastLists(me.id);
  const act = useBroadcastAction(me.id);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('mine');
  const form = useListForm<BroadcastList>();
  const [send, setSend] = useState<{ initial: string[] } | null>(null);
  const [sendKey, setSendKey] = useState(0);
  const [subscribersOf, setSubscribersOf] = useState<BroadcastList | null>(null);
  const [analyticsOf, setAnalyticsOf] = useState<BroadcastList | null>(null);
  const [deleting, setDeleting] = useState<BroadcastList | null>(null);

  const matches = (l: BroadcastList) =>
    broadcastListMatches(l, search, t(CATEGORY_IDS[l.category]), locale);
  const allMine = useMemo(() => lists.data?.mine ?? [], [lists.data]);
  const mine = allMine.filter(matches);
  const subscribed = (lists.data?.subscribed ?? []).filter(matches);

  const openSend = (initial: string[]) => {
    setSendKey((k) => k + 1);
    setSend({ initial });
  };

  const submitForm = (input: {
    name: string;
    description: string;
    category?: BroadcastList['category'];
  }) => {
    if (form.list) {
      act.mutate({ kind: 'update', list: form.list, input }, { onSuccess: form.close });
      return;
    }
    act.mutate(
      { kind: 'create', input },
      {
        onSuccess: () => {
          form.closeCreated();
          setTab('mine');
        },
      },
    );
  };

  return (
    <ListsPageFrame
      testId="broadcast-page"
      header={
        <>
          <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
            {t('layout.broadcastMessages')}
          </h1>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={allMine.length === 0}
              onClick={() => openSend([])}
              data-testid="send-broadcast-button"
            >
              <Megaphone aria-hidden className="h-4 w-4" />
              {t('broadcasts.sendBroadcast')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={form.openCreate}
              data-testid="create-broadcast-list-button"
            >
              <Plus aria-hidden className="h-4 w-4" />
              {t('broadcasts.createList')}
            </Button>
          </div>
        </>
      }
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('broadcasts.search'),
        clearLabel: t('broadcasts.clearSearch'),
        testId: 'broadcasts-search',
      }}
      query={lists}
      failure={{
        icon: <Radio className="h-9 w-9" />,
        title: t('broadcasts.loadError'),
        retry: t('broadcasts.retry'),
        testId: 'broadcasts-error',
      }}
      tab={tab}
      onTab={setTab}
      tabs={[
        {
          value: 'mine',
          label: t('broadcasts.tabMine', { count: mine.length }),
          content: (
            <MyListsTab
              lists={mine}
              hiddenBy={search.trim() && allMine.length > 0 ? search.trim() : null}
              now={now}
              onCreate={form.openCreate}
              onSend={(l) => openSend([l.id])}
              onEdit={form.openEdit}
              onSubscribers={setSubscribersOf}
              onAnalytics={setAnalyticsOf}
              onDelete={setDeleting}
            />
          ),
        },
        {
          value: 'subscribed',
          label: t('broadcasts.tabSubscribed', { count: subscribed.length }),
          content: (
            <SubscribedTab
              me={me.id}
              subscribed={subscribed}
              search={search}
              busy={act.isPending}
              onSubscribe={(list) => act.mutate({ kind: 'subscribe', list })}
              onUnsubscribe={(list) => act.mutate({ kind: 'unsubscribe', list })}
            />
          ),
        },
        {
          value: 'recent',
          label: t('broadcasts.tabRecent'),
          content: <RecentTab me={me.id} now={now} />,
        },
      ]}
    >
      <BroadcastListFormDialog
        key={form.key}
        open={form.open}
        onOpenChange={form.onOpenChange}
        list={form.list}
        busy={act.isPending}
        onSubmit={submitForm}
      />
      <SendBroadcastDialog
        key={sendKey}
        open={send !== null}
        onOpenChange={(open) => !open && setSend(null)}
        me={me.id}
        lists={allMine}
        initial={send?.initial ?? []}
      />
      <SubscribersDialog
        me={me.id}
        list={subscribersOf}
        busy={act.isPending}
        onOpenChange={(open) => !open && setSubscribersOf(null)}
        onRemove={(list, subscriber) => act.mutate({ kind: 'removeSubscriber', list, subscriber })}
      />
      <AnalyticsDialog
        me={me.id}
        list={analyticsOf}
        onOpenChange={(open) => !open && setAnalyticsOf(null)}
      />
      <DeleteListDialog
        name={deleting?.name ?? null}
        body={t('broadcasts.deleteBody', { name: deleting?.name ?? '' })}
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
