import { Suspense, lazy, useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { Message } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Skeleton } from '../../ui/Skeleton';
import { imageMessageRead } from '../photos/photo-rules';

// The full-screen viewer loads when a photo is first opened.
const PhotoViewer = lazy(() => import('../photos/PhotoViewer'));

/** Contact info's shared media: the chat's photos as a grid; a tap opens one full screen. */
export function SharedMedia({
  photos,
  loading,
  meId,
}: {
  photos: readonly Message[] | undefined;
  loading: boolean;
  meId: string;
}) {
  const t = useT();
  const [open, setOpen] = useState<Message | null>(null);
  const view = open ? imageMessageRead(open) : null;
  return (
    <section aria-labelledby="shared-media-title" className="mt-5">
      <h3
        id="shared-media-title"
        className="mb-2 text-[13px] font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t('chat-info.sharedMedia')}
      </h3>
      {loading ? (
        <div className="grid grid-cols-3 gap-1.5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-square rounded-xl" />
          ))}
        </div>
      ) : !photos?.length ? (
        <p data-testid="shared-media-empty" className="text-[14px] text-slate-500">
          {t('chat-info.noMedia')}
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-1.5" data-testid="shared-media">
          {photos.map((m) => {
            const { thumb, caption } = imageMessageRead(m);
            return (
              <li key={m.id}>
                <button
                  type="button"
                  aria-label={caption ? t('photos.openWithCaption', { caption }) : t('photos.open')}
                  onClick={() => setOpen(m)}
                  className="relative block aspect-square w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
                >
                  {thumb ? (
                    <img
                      src={thumb}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                  ) : (
                    <ImageOff aria-hidden className="m-auto h-6 w-6 text-slate-400" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open && view?.src && (
        <Suspense fallback={null}>
          <PhotoViewer
            message={open}
            src={view.src}
            thumb={view.thumb}
            caption={view.caption}
            own={open.senderId === meId}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
