import { useEffect, useRef } from 'react';
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
}: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  const showVideo = !!stream && !placeholder && !videoOff && stream.getVideoTracks().length > 0;
  return (
    <div
      className={cn('relative overflow-hidden bg-slate-900', className)}
      data-testid={testId}
      data-name={name}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={name}
        className={cn(
          'h-full w-full object-cover',
          self && '-scale-x-100',
          !showVideo && 'invisible',
        )}
      />
      {!showVideo && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
          <Avatar src={avatar} name={name} size={64} />
          {placeholder && <p className="text-sm text-white/80">{placeholder}</p>}
        </div>
      )}
      <span className="absolute start-2 bottom-2 rounded-full bg-black/50 px-2 py-0.5 text-xs text-white">
        {name}
      </span>
    </div>
  );
}
