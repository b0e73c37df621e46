import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Download, X } from 'lucide-react';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { outsideUnlessToast } from '../../ui/toast-store';
import { timeHm } from '../../lib/format';
import { useUsersById } from '../conversations/queries';
import { photoFileName } from './photo-rules';
import { useLocale, useT } from '../../i18n/use-t';

export interface PhotoViewerProps {
  message: ChatMessage;
  /** The full picture. */
  src: string;
  /** The bubble's thumbnail, shown (from the cache) until the full picture has loaded. */
  thumb: string | null;
  caption: string | undefined;
  own: boolean;
  onClose: () => void;
}

const ICON_BUTTON =
  'flex h-11 w-11 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

/**
 * A photo full screen on black (issue 12): who sent it and when, Download, Close. Radix gives
 * the focus trap, Escape and the labels.
 */
export default function PhotoViewer({
  message,
  src,
  thumb,
  caption,
  own,
  onClose,
}: PhotoViewerProps) {
  const t = useT();
  const users = useUsersById();
  const [full, setFull] = useState(false);
  const sender = own
    ? t('photos.viewerYou')
    : (users.get(message.senderId)?.displayName ?? t('photos.photo'));
  const mimeType =
    typeof message.metadata?.mimeType === 'string' ? message.metadata.mimeType : undefined;
  const locale = useLocale();

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950" />
        <RadixDialog.Content
          data-testid="photo-viewer"
          onPointerDownOutside={outsideUnlessToast}
          onFocusOutside={outsideUnlessToast}
          aria-describedby={undefined}
          className="animate-fade-in fixed inset-0 z-50 flex flex-col outline-none"
        >
          <div className="flex items-center gap-2 px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-white">
            <div className="min-w-0 flex-1 ps-2">
              <RadixDialog.Title className="truncate text-base font-semibold">
                {sender}
              </RadixDialog.Title>
              <p className="text-xs text-white/60 tabular-nums">
                {timeHm(locale, new Date(message.createdAt))}
              </p>
            </div>
            <a
              href={src}
              download={photoFileName(src, mimeType)}
              aria-label={t('photos.download')}
              title={t('photos.download')}
              data-testid="photo-viewer-download"
              className={ICON_BUTTON}
            >
              <Download aria-hidden className="h-5 w-5" />
            </a>
            <RadixDialog.Close
              aria-label={t('photos.close')}
              title={t('photos.close')}
              data-testid="photo-viewer-close"
              className={ICON_BUTTON}
            >
              <X aria-hidden className="h-6 w-6" />
            </RadixDialog.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            {thumb && !full && (
              <img
                src={thumb}
                alt=""
                aria-hidden
                className="absolute inset-2 h-[calc(100%-1rem)] w-[calc(100%-1rem)] object-contain"
              />
            )}
            <img
              src={src}
              alt={caption ?? t('photos.photo')}
              data-testid="photo-viewer-image"
              onLoad={() => setFull(true)}
              className={cn(
                'absolute inset-2 h-[calc(100%-1rem)] w-[calc(100%-1rem)] object-contain transition-opacity duration-200',
                full ? 'opacity-100' : 'opacity-0',
              )}
            />
          </div>
          {caption && (
            <p
              dir="auto"
              className="mx-auto max-w-xl px-5 pt-2 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center text-[15px] leading-snug whitespace-pre-wrap text-white/90"
            >
              {caption}
            </p>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
