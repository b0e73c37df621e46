import { ExternalLink, MapPin } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { numberLabel } from '../../lib/format';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { locationMapUrl } from './location-request';
import { MapCard } from './MapCard';

/**
 * A shared location in the chat: a drawn map with a pin, the coordinates with 6 decimals (core 3)
 * and a link that opens Google Maps at the point in a new tab.
 */
export function LocationBody({ message, own }: RichBodyProps) {
  const t = useT();
  const locale = useLocale();
  const { latitude, longitude, accuracy } = (message.metadata ?? {}) as {
    latitude?: unknown;
    longitude?: unknown;
    accuracy?: unknown;
  };
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    return <p className="pe-12 text-[15.5px]">{message.content}</p>;
  }
  return (
    <div className="w-60 max-w-full pt-1.5 pb-1" data-testid="location-body">
      <MapCard
        latitude={latitude}
        longitude={longitude}
        label={t('location.mapLabel', { coordinates: message.content })}
      />
      <p className="mt-2 flex items-center gap-1.5 text-[14px] font-semibold tabular-nums">
        <MapPin aria-hidden className="h-4 w-4 shrink-0" />
        <span data-testid="location-coordinates">{message.content}</span>
      </p>
      {typeof accuracy === 'number' && (
        <p className={cn('text-xs', own ? 'text-white/75' : 'text-slate-500')}>
          {t('location.accuracy', { metres: numberLabel(locale, Math.round(accuracy)) })}
        </p>
      )}
      <a
        href={locationMapUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="location-link"
        className={cn(
          'mt-1 me-11 inline-flex items-center gap-1 text-[13.5px] font-semibold whitespace-nowrap underline-offset-2 hover:underline',
          own ? 'text-white' : 'text-brand-600',
        )}
      >
        {t('location.open')}
        <ExternalLink aria-hidden className="h-3.5 w-3.5" />
      </a>
    </div>
  );
}
