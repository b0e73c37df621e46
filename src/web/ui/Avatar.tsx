import { useEffect, useState } from 'react';
import { Users } from 'lucide-react';
import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';

/** Where a missing or broken avatar falls back to (spec core 3: a placeholder image). */
export const AVATAR_PLACEHOLDER = '/avatars/placeholder.svg';

export interface AvatarProps {
  src?: string | null;
  /** Used as the image's alt text. */
  name: string;
  /** Pixel size of the circle. */
  size?: number;
  /** Draw the group icon instead of a picture. */
  group?: boolean;
  /** Show a presence dot: green when true, none when undefined. */
  online?: boolean;
  className?: string;
}

/** A round picture with a placeholder fallback, or the group icon. */
export function Avatar({ src, name, size = 48, group, online, className }: AvatarProps) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  const url = !src || failed === src ? AVATAR_PLACEHOLDER : src;
  // A picture that failed offline is tried again when the network is back, not only when the
  // screen is next opened.
  useEffect(() => {
    if (failed === null) return;
    const retry = () => setFailed(null);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  const dot = Math.max(10, Math.round(size * 0.26));
  return (
    <span
      className={cn('relative inline-flex shrink-0', className)}
      style={{ width: size, height: size }}
    >
      {group ? (
        <span
          role="img"
          aria-label={name}
          className="bg-brand-gradient flex h-full w-full items-center justify-center rounded-full text-white shadow-sm"
        >
          <Users style={{ width: size * 0.48, height: size * 0.48 }} strokeWidth={2.2} />
        </span>
      ) : (
        <img
          src={url}
          alt={name}
          width={size}
          height={size}
          draggable={false}
          onError={() => setFailed(src ?? null)}
          className="h-full w-full rounded-full bg-slate-100 object-cover ring-1 ring-black/5"
        />
      )}
      {online && (
        <span
          role="img"
          aria-label={t('chat.online')}
          className="bg-online absolute end-0 bottom-0 rounded-full ring-2 ring-white"
          style={{ width: dot, height: dot }}
        />
      )}
    </span>
  );
}
