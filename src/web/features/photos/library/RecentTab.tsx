import type { StoredObject } from '../../media/upload';
import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../../../i18n/use-t';
import type { SamplePhoto } from '../sample-photos';
import { SAMPLE_PHOTOS } from '../sample-photos';
import { PhotoTile } from './PhotoTile';
import { useRecentPhotos } from './recent-photos';

export interface RecentTabProps {
  onRecent: (item: StoredObject) => void;
  onSample: (sample: SamplePhoto) => void;
}

/** How many of my recent photos the tab shows: three rows of the grid. */
const RECENT_SHOWN = 9;

/** Recent: my own recent photos, then the spec's six sample photos. A tap sends one. */
export function RecentTab({ onRecent, onSample }: RecentTabProps) {
  const t = useT();
  const recent = useRecentPhotos();
  const mine = (recent.data ?? []).slice(0, RECENT_SHOWN);

  return (
    <div className="flex flex-col gap-4" data-testid="photo-library-recent">
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('photos.mine')}
        </h3>
        {recent.isPending ? (
          <div className="grid grid-cols-3 gap-1.5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-square rounded-xl" />
            ))}
          </div>
        ) : recent.isError ? (
          <p className="text-sm text-rose-600">{t('photos.loadError')}</p>
        ) : mine.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="photo-library-none">
            {t('photos.noneYet')}
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-1.5">
            {mine.map((item, i) => (
              <PhotoTile
                key={item.ref}
                src={item.thumbUrl ?? item.url}
                label={t('photos.recentPhoto', { number: i + 1 })}
                onPick={() => onRecent(item)}
                testId="photo-library-mine"
              />
            ))}
          </div>
        )}
      </section>
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('photos.samples')}
        </h3>
        <div className="grid grid-cols-3 gap-1.5">
          {SAMPLE_PHOTOS.map((sample) => (
            <PhotoTile
              key={sample.id}
              src={sample.thumb}
              label={t(sample.titleId)}
              onPick={() => onSample(sample)}
              testId={`photo-sample-${sample.id}`}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
