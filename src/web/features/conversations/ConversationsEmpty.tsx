import { MessagesSquare, Sparkles } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/use-t';
import { Spinner } from '../../ui/Spinner';

/** Spec core 2: no conversations yet, with 'Start Demo Conversations'. */
export function ConversationsEmpty({ seeding, onSeed }: { seeding: boolean; onSeed: () => void }) {
  const t = useT();
  return (
    <div
      className="flex flex-col items-center px-8 pt-14 pb-10 text-center"
      data-testid="conversations-empty"
    >
      <div className="relative">
        <div className="flex h-24 w-24 items-center justify-center rounded-[2rem] bg-brand-50 text-brand-500 shadow-inner">
          <MessagesSquare className="h-11 w-11" strokeWidth={1.8} />
        </div>
        <span className="absolute -top-2 -end-3 rotate-12 text-3xl">🌍</span>
      </div>
      <h2 className="mt-6 text-xl font-bold tracking-tight text-slate-900">
        {t('conversations.emptyTitle')}
      </h2>
      <p className="mt-2 max-w-[17rem] text-[15px] leading-snug text-slate-500">
        {t('conversations.emptyText')}
      </p>
      <Button className="mt-6" data-testid="seed-demo-button" disabled={seeding} onClick={onSeed}>
        {seeding ? <Spinner className="h-4 w-4" /> : <Sparkles className="h-4 w-4" />}
        {t('conversations.seedDemo')}
      </Button>
    </div>
  );
}
