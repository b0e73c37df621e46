import { Quote } from 'lucide-react';
import type { StatusUpdate } from '../../../protocol';
import { cn } from '../../lib/cn';
import { statusTileClass } from './status-look';

/**
 * A status in small: its photo's thumbnail, or for words their coloured tile with a quote mark
 * (the words themselves are beside it, in full).
 */
export function StatusThumb({
  status,
  alt,
  size = 56,
}: {
  status: StatusUpdate;
  alt: string;
  size?: number;
}) {
  const box = { width: size, height: size };
  if (status.media) {
    return (
      <img
        src={status.media.thumbUrl ?? status.media.url}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        draggable={false}
        data-testid="status-thumb"
        className="shrink-0 rounded-2xl bg-slate-100 object-cover ring-1 ring-black/5"
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-2xl text-white',
        statusTileClass(status.id),
      )}
      style={box}
    >
      <Quote className="h-6 w-6 fill-current opacity-90" strokeWidth={1.5} />
    </span>
  );
}
