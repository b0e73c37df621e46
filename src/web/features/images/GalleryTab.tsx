import { useQuery } from '@tanstack/react-query';
import type { StoredObject } from '../media/upload';
import { storedObjectRead } from '../media/upload-reply';
import { PhotoTile } from '../photos/library/PhotoTile';
import { usePhotoSend } from '../photos/use-photo-send';
import { toast } from '../../ui/toast-store';
import { Skeleton } from '../../ui/Skeleton';
import { tNow } from '../../i18n/intl';
import { useT } from '../../i18n/use-t';

/** `GET /api/objects/recent?kind=image&source=generated`: the pictures made for me. */
export function galleryKey() {
  return ['/api/objects/recent', { kind: 'image', source: 'generated' }] as const;
}

const objectsRead = (list: unknown[]): StoredObject[] =>
  list.map(storedObjectRead).filter((o): o is StoredObject => o !== null);

export interface GalleryTabProps {
  meId: string;
  conversationId: string;
  onSent: () => void;
}

/**
 * The Image Playground's Gallery: every picture it made for me, newest first, kept on the
 * server with my other objects. A tap sends that picture into this chat again, as a copy (each
 * message keeps its own object, as the Photo Library's Recent does).
 */
export function GalleryTab({ meId, conversationId, onSent }: GalleryTabProps) {
  const t = useT();
  const gallery = useQuery<unknown[], Error, StoredObject[]>({
    queryKey: galleryKey(),
    select: objectsRead,
    staleTime: 0,
  });
  const { sendAgain } = usePhotoSend(conversationId, meId);
  const pick = async (item: StoredObject) => {
    if (await sendAgain(item, { source: 'library' })) {
      toast({ title: tNow('images.gallerySent') });
      onSent();
    }
  };

  if (gallery.isPending) {
    return (
      <div className="grid grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  }
  if (gallery.isError) {
    return <p className="text-sm text-rose-600">{t('images.galleryError')}</p>;
  }
  if (gallery.data.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500" data-testid="playground-gallery-empty">
        {t('images.galleryEmpty')}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-1.5" data-testid="playground-gallery">
      {gallery.data.map((item, i) => (
        <PhotoTile
          key={item.ref}
          src={item.thumbUrl ?? item.url}
          label={t('images.galleryItem', { number: i + 1 })}
          onPick={() => void pick(item)}
          testId="playground-gallery-item"
        />
      ))}
    </div>
  );
}
