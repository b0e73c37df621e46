import { Flame } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * What a bubble shows once its burner message has burnt (spec core 4): the quiet line of an
 * unsent message (in the app language), with a flame, so both people see that something was there.
 */
export function BurnerGone({ own }: { own: boolean }) {
  const t = useT();
  return (
    <p
      lang={useLocale()}
      data-testid="burner-gone"
      className={cn(
        'text-[13.5px] leading-[1.4] break-words italic',
        own ? 'text-brand-900/60' : 'text-slate-500',
      )}
    >
      <Flame
        aria-hidden
        className="me-1 -mt-0.5 inline-block h-3.5 w-3.5 align-middle text-orange-400"
        strokeWidth={2.25}
      />
      {t('burner.gone')}
      {/* Room for the time (and our tick) on the last line, as MessageUnsent keeps. */}
      <span aria-hidden className={cn('inline-block', own ? 'w-[56px]' : 'w-[40px]')} />
    </p>
  );
}
