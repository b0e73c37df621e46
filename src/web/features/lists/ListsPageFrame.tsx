import type { ReactNode } from 'react';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SearchField } from '../../ui/SearchField';
import type { SearchFieldProps } from '../../ui/SearchField';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import type { TabItem } from '../../ui/Tabs';

export interface ListsPageFrameProps {
  testId: string;
  /** The title and its buttons (beside it or under it). */
  header: ReactNode;
  search: Omit<SearchFieldProps, 'className'>;
  /** The lists' query: skeletons while it loads, the failure with Retry if it fails. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  failure: { icon: ReactNode; title: string; retry: string; testId: string };
  tab: string;
  onTab: (tab: string) => void;
  tabs: TabItem[];
  /** The screen's dialogs. */
  children: ReactNode;
}

/**
 * The page of a lists screen, contact or broadcast: header, search, then the tabs once the lists
 * have loaded.
 */
export function ListsPageFrame(props: ListsPageFrameProps) {
  const { query, failure } = props;
  return (
    <section
      className="flex flex-1 flex-col bg-slate-50/60 px-4 pt-5 pb-24"
      data-testid={props.testId}
    >
      {props.header}
      <SearchField {...props.search} className="mt-4" />
      <div className="mt-4">
        {query.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-32 rounded-3xl" />
            <Skeleton className="h-32 rounded-3xl" />
          </div>
        ) : query.isError ? (
          <EmptyState
            icon={failure.icon}
            tone="danger"
            title={failure.title}
            body={errorText(query.error)}
            action={<Button onClick={() => void query.refetch()}>{failure.retry}</Button>}
            testId={failure.testId}
          />
        ) : (
          <Tabs value={props.tab} onValueChange={props.onTab} tabs={props.tabs} />
        )}
      </div>
      {props.children}
    </section>
  );
}
