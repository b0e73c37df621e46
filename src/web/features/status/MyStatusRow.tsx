import { Plus } from 'lucide-react';
import type { StatusUpdate, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { StatusTimeLeft } from './StatusTimeLeft';

/**
 * 'My status' at the top of the page, as in every messenger: my picture with a plus, and under
 * my name either the invitation to add one or how many I have and how long the newest lasts.
 * The whole row is the 'Add status' button.
 */
export function MyStatusRow({
  me,
  mine,
  now,
  onAdd,
}: {
  me: User;
  mine: StatusUpdate[];
  now: Date;
  onAdd: () => void;
}) {
  const t = useT();
  const newest = mine[0];
  return (
    <button
      type="button"
      onClick={onAdd}
      className="flex w-full items-center gap-3 rounded-3xl bg-white p-3 text-start shadow-card ring-1 ring-slate-900/5 transition outline-none hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-300"
      data-testid="status-add"
    >
      <span className="relative">
        <Avatar src={me.avatar} name={me.displayName} size={52} />
        <span className="bg-brand-gradient absolute -end-0.5 -bottom-0.5 flex h-5 w-5 items-center justify-center rounded-full text-white ring-2 ring-white">
          <Plus aria-hidden className="h-3.5 w-3.5" strokeWidth={3} />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-slate-900">
          {t('status.myStatus')}
        </span>
        {newest ? (
          <span className="flex flex-wrap items-center gap-x-2 text-[13px] text-slate-500">
            <span>{t('status.myCount', { count: mine.length })}</span>
            <StatusTimeLeft expiresAt={newest.expiresAt} now={now} />
          </span>
        ) : (
          <span className="block text-[13px] text-slate-500">{t('status.addHint')}</span>
        )}
      </span>
      <span className="bg-brand-gradient shrink-0 rounded-full px-3 py-1.5 text-[13px] font-semibold text-white shadow-float">
        {t('status.addStatus')}
      </span>
    </button>
  );
}
