import { useState } from 'react';
import { Search } from 'lucide-react';
import type { Song } from '../../../protocol';
import { TRENDING_SONGS, songShare } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import type { SendParts } from '../chat/registry/send-parts';
import { useRecentSongs } from './music-queries';
import { SongList } from './SongList';

export interface ShareMusicDialogProps {
  meId: string;
  onSend: (parts: SendParts) => void;
  onClose: () => void;
}

/** Spec core 2 'Share Music': tabs Trending and Recently Played, plus a search over both. */
export function ShareMusicDialog({ meId, onSend, onClose }: ShareMusicDialogProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const recent = useRecentSongs(meId);
  const pick = (song: Song) => {
    const share = songShare(song.id);
    if (!share) return;
    onSend({ messageType: 'music', ...share });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('music.title')}
      description={t('music.description')}
      testId="share-music"
    >
      <label className="mb-3 flex items-center gap-2 rounded-2xl bg-slate-100 px-3 ring-brand-200 focus-within:bg-white focus-within:ring-2">
        <Search aria-hidden className="h-4 w-4 text-slate-400" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('music.search')}
          aria-label={t('music.search')}
          data-testid="music-search"
          className="h-10 w-full bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400"
        />
      </label>
      <Tabs
        tabs={[
          {
            value: 'trending',
            label: t('music.trending'),
            content: (
              <SongList
                songs={TRENDING_SONGS}
                query={query}
                onPick={pick}
                testId="songs-trending"
              />
            ),
          },
          {
            value: 'recent',
            label: t('music.recent'),
            content: recent.data ? (
              <>
                {!recent.data.shared && (
                  <p className="mb-1 text-xs text-slate-500">{t('music.suggested')}</p>
                )}
                <SongList
                  songs={recent.data.songs}
                  query={query}
                  onPick={pick}
                  testId="songs-recent"
                />
              </>
            ) : recent.isError ? (
              <p className="py-8 text-center text-sm text-slate-500">{t('music.loadFailed')}</p>
            ) : (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
