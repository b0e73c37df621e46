import { useT } from '../../i18n/use-t';
import { Skeleton } from '../../ui/Skeleton';

/** Spec core 2: skeleton rows while the list loads. */
export function ConversationListSkeleton({ rows = 7 }: { rows?: number }) {
  const t = useT();
  return (
    <ul aria-label={t('conversations.loading')} data-testid="conversations-loading">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3.5 px-4 py-3">
          <Skeleton className="h-[54px] w-[54px] shrink-0 rounded-full" />
          <div className="flex-1 space-y-2.5">
            <div className="flex justify-between">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-10" />
            </div>
            <Skeleton className="h-3.5 w-52" />
          </div>
        </li>
      ))}
    </ul>
  );
}
