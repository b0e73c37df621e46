import type { Song } from '../../../protocol';
import { songMatches } from '../../../protocol';
import { useT } from '../../i18n/use-t';

export interface SongListProps {
  songs: readonly Song[];
  query: string;
  onPick: (song: Song) => void;
  testId: string;
}

/** Songs matching the search (title or artist, case-insensitive); a tap shares one. */
export function SongList({ songs, query, onPick, testId }: SongListProps) {
  const t = useT();
  const shown = songs.filter((s) => songMatches(s, query));
  if (shown.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500" data-testid={`${testId}-empty`}>
        {t('music.noMatch')}
      </p>
    );
  }
  return (
    <ul className="-mx-2 flex flex-col" data-testid={testId}>
      {shown.map((song) => (
        <li key={song.id}>
          <button
            type="button"
            onClick={() => onPick(song)}
            aria-label={t('music.share', { title: song.title })}
            data-testid={`song-${song.id}`}
            className="flex w-full items-center gap-3 rounded-2xl p-2 text-start transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-400 active:bg-slate-100"
          >
            <img
              src={song.cover}
              alt=""
              width={52}
              height={52}
              className="h-13 w-13 shrink-0 rounded-xl shadow-sm"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[15px] font-semibold text-slate-900">
                {song.title}
              </span>
              <span className="block truncate text-sm text-slate-500">{song.artist}</span>
            </span>
            <span className="shrink-0 text-xs text-slate-400 tabular-nums">{song.duration}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
