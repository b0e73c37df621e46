import type { LucideIcon } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

export interface MoneySubmitProps {
  label: string;
  icon: LucideIcon;
  pending: boolean;
  testId: string;
}

/** The submit button of the Send and Request tabs: a spinner while the call is under way. */
export function MoneySubmit({ label, icon: Icon, pending, testId }: MoneySubmitProps) {
  const t = useT();
  return (
    <Button type="submit" disabled={pending} data-testid={testId} className="w-full">
      {pending ? (
        <Spinner className="h-5 w-5" label={t('payments.sending')} />
      ) : (
        <>
          {/* Both icons point along the line (send onward, a hand held out): mirrored in RTL. */}
          <Icon className="h-4 w-4 rtl:-scale-x-100" />
          {label}
        </>
      )}
    </Button>
  );
}
