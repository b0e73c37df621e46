import { Clock } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { statusTimeLeft } from './status-time';

/** 'Xh Ym left' or 'Ym left' (spec secondary 2), in the app language. */
export function StatusTimeLeft({
  expiresAt,
  now,
  className,
}: {
  expiresAt: string;
  now: Date;
  className?: string;
}) {
  const t = useT();
  const left = statusTimeLeft(expiresAt, now);
  if (!left) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 tabular-nums', className)}
      data-testid="status-time-left"
    >
      <Clock aria-hidden className="h-3.5 w-3.5" />
      {left.hours > 0
        ? t('status.timeLeftHours', { hours: left.hours, minutes: left.minutes })
        : t('status.timeLeftMinutes', { minutes: left.minutes })}
    </span>
  );
}
