import { Music2 } from 'lucide-react';
import { musicMessageSong } from '../../../protocol';
import { cn } from '../../lib/cn';
import type { RichBodyProps } from '../chat/registry/rich-bodies';

/**
 * A shared song in the chat: cover, title, artist and length. Song titles are names, so they are
 * shown as written, never translated. There is no play button: the app ships no recordings.
 */
export function MusicBody({ message, own }: RichBodyProps) {
  const song = musicMessageSong(message.metadata);
  if (!song) return <p className="pe-12 text-[15.5px]">{message.content}</p>;
  return (
    <div className="flex w-60 max-w-full items-center gap-3 pt-1.5 pb-4" data-testid="music-body">
      <img
        src={song.cover}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 shrink-0 rounded-xl shadow-md"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] leading-5 font-semibold" data-testid="music-title">
          {song.title}
        </p>
        <p className={cn('truncate text-sm', own ? 'text-white/80' : 'text-slate-500')}>
          {song.artist}
        </p>
        <p
          className={cn(
            'mt-0.5 flex items-center gap-1 text-xs tabular-nums',
            own ? 'text-white/70' : 'text-slate-400',
          )}
        >
          <Music2 aria-hidden className="h-3 w-3" />
          {song.duration}
        </p>
      </div>
    </div>
  );
}
