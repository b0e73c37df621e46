import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../i18n/use-t';
import { EmptyState } from '../ui/EmptyState';

/** Spec core 2: any other path. */
export function NotFoundPage() {
  const t = useT();
  return (
    <EmptyState
      testId="not-found"
      heading="h1"
      tone="muted"
      icon={<Compass className="h-10 w-10" strokeWidth={1.8} />}
      title={t('common.notFoundTitle')}
      body={t('common.notFoundBody')}
      action={
        <Link
          href="/"
          className="rounded-2xl bg-brand-50 px-5 py-2.5 text-[15px] font-semibold text-brand-700 hover:bg-brand-100"
        >
          {t('common.backToChats')}
        </Link>
      }
    />
  );
}
