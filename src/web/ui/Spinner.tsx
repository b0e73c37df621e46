import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';

/** A small spinning ring. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span
      role="status"
      aria-label={label ?? t('common.loading')}
      className={cn(
        'inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}
