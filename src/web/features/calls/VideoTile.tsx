import { useEffect, useRef } from 'react';
import { WifiLow } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';

export interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  avatar?: string | null;
  /** My own picture: mirrored, and silent (I do not hear myself). */
  self?: boolean;
  /** No picture to show (camera off, audio only, not connected yet). */
  placeholder?: string;
  /** The camera is off (its track stays, sending black): show the avatar instead. */
  videoOff?: boolean;
  className?: string;
  testId: string;
  /** Whose picture this is (`data-user`): a group's tiles told apart. */
  userId?: string;
  /** A shared screen: shown whole (not cropped), and never mirrored. */
  screen?: boolean;
  /** The connection to them is weak: this line on the tile ('Weak connection'). */
  weak?: string;
  /** The big tile: a larger avatar, with the name under it, when there is no picture. */
  large?: boolean;
}

/** One participant's picture, or their avatar with a line when there is none. */
export function VideoTile({
  stream,
  name,
  avatar,
  self,
  placeholder,
  videoOff,
  className,
  testId,
  userId,
  screen,
  weak,
  large,
}: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // The same stream may gain its video track after it started playing (the call's first
  // tracks come one by one; a camera turned on in a voice call): attached again, the element
  // plays the new track, where Chromium otherwise stalled on its first frames.
  const videoTrack = stream?.getVideoTracks()[0]?.id ?? '';
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream, videoTrack]);
  const showVideo = !!stream && !placeholder && !videoOff && videoTrack !== '';
  return (
    <div
      className={cn('@container relative overflow-hidden bg-slate-900', className)}
      data-testid={testId}
      data-name={name}
      data-user={userId}
      data-video-off={!showVideo}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={name}
        className={cn(
          'h-full w-full',
          screen ? 'object-contain' : 'object-cover',
          self && !screen && '-scale-x-100',
          !showVideo && 'invisible',
        )}
      />
      {!showVideo && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
          <Avatar src={avatar} name={name} size={large ? 112 : 64} />
          {large && <p className="mt-2 px-4 text-center text-2xl font-semibold">{name}</p>}
          {placeholder && <p className="text-sm text-white/80">{placeholder}</p>}
        </div>
      )}
      {weak && (
        // A tile too narrow for the words (my own, in a corner) shows the sign alone; the words
        // stay for screen readers and as its tooltip.
        <span
          className="absolute start-2 top-2 flex items-center gap-1 rounded-full bg-amber-500/90 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-950"
          data-testid="call-weak"
          title={weak}
        >
          <WifiLow className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only @[10rem]:not-sr-only">{weak}</span>
        </span>
      )}
      {!(large && !showVideo) && (
        <span className="absolute start-2 bottom-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-black/50 px-2 py-0.5 text-xs text-white">
          {name}
        </span>
      )}
    </div>
  );
}
