import { useEffect, useRef, useState } from 'react';
import { Camera, CameraOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { frameCapture } from './avatar-image';
import { useAvatarCamera } from './use-avatar-camera';

/**
 * Camera: the front camera's live picture (a mirror, as camera apps show it), and a button that
 * takes it as a still for the crop dialog. The camera runs only between Start and a capture.
 */
export function CameraTab({ onCaptured }: { onCaptured: (photo: Blob) => void }) {
  const t = useT();
  const { state, start, stop } = useAvatarCamera();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const live = state.phase === 'live';

  // The element (shown from 'starting' on) takes the stream once it has come.
  useEffect(() => {
    const el = video.current;
    if (el && state.phase === 'live' && el.srcObject !== state.stream) el.srcObject = state.stream;
  }, [state]);

  const capture = async () => {
    if (!video.current || !live) return;
    const still = await frameCapture(video.current, true).catch(() => null);
    stop();
    setPlaying(false);
    if (still) onCaptured(still);
  };

  return (
    <div data-testid="avatar-camera" className="flex flex-col items-center gap-3">
      {live || state.phase === 'starting' ? (
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-950">
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            onPlaying={() => setPlaying(true)}
            data-testid="avatar-camera-video"
            className="h-full w-full -scale-x-100 object-cover"
          />
          {!playing && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-white/80">
              <Spinner className="h-7 w-7" label={t('avatar.cameraStarting')} />
              {t('avatar.cameraStarting')}
            </div>
          )}
        </div>
      ) : (
        <div className="flex w-full flex-col items-center gap-3 rounded-2xl bg-slate-50 px-6 py-7 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-slate-600 to-slate-400 text-white">
            {state.phase === 'error' ? (
              <CameraOff aria-hidden className="h-7 w-7" />
            ) : (
              <Camera aria-hidden className="h-7 w-7" />
            )}
          </span>
          {state.phase === 'error' ? (
            <p role="alert" data-testid="avatar-camera-error" className="text-sm text-rose-600">
              {t(state.error)}
            </p>
          ) : (
            <p className="text-sm text-slate-500">{t('avatar.cameraHint')}</p>
          )}
        </div>
      )}
      {live ? (
        <div className="flex w-full gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              stop();
              setPlaying(false);
            }}
            data-testid="avatar-camera-stop"
          >
            {t('avatar.cameraStop')}
          </Button>
          <Button
            className="flex-1"
            disabled={!playing}
            onClick={() => void capture()}
            data-testid="avatar-camera-capture"
          >
            <Camera aria-hidden className="h-4 w-4" />
            {t('avatar.cameraCapture')}
          </Button>
        </div>
      ) : (
        <Button
          onClick={() => void start()}
          disabled={state.phase === 'starting'}
          data-testid="avatar-camera-start"
        >
          {state.phase === 'error' ? t('avatar.cameraTryAgain') : t('avatar.cameraStart')}
        </Button>
      )}
    </div>
  );
}
