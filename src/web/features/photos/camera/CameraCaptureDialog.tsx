import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CameraOff,
  Download,
  RefreshCw,
  RotateCcw,
  SendHorizontal,
  SwitchCamera,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { tNow } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { CAMERA_ERROR } from '../photos-text';
import { CAMERA_JPEG_QUALITY, CameraSession } from './camera-session';

export interface CameraCaptureDialogProps {
  onClose: () => void;
  /** The photo taken, as JPEG: the chat sends it. */
  onSend: (photo: Blob, fileName: string) => void;
}

/**
 * Draws the live picture onto a canvas and encodes it as JPEG (spec core 9: quality 0.8). The
 * front camera's preview is a mirror, as every camera app shows it, but the photo is the picture
 * as the camera saw it (issue 27: photos were sent mirrored, writing backwards), never flipped.
 */
function frameCapture(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width || !canvas.height) return Promise.resolve(null);
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', CAMERA_JPEG_QUALITY));
}

function cameraFileName(now = new Date()): string {
  return `allo-camera-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}.jpg`;
}

function useCameraSession(): CameraSession {
  const [session] = useState(
    () =>
      new CameraSession({
        getUserMedia: navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices),
        // The words in the language on screen when the error happens.
        onError: (id) =>
          toast({
            title: tNow('photos.cameraErrorTitle'),
            description: tNow(id),
            variant: 'destructive',
          }),
      }),
  );
  useEffect(() => {
    void session.start();
    return () => session.dispose();
  }, [session]);
  return session;
}

/**
 * Spec core 2 'Camera capture' (states: core 4; errors: core 8; limits: core 9): the live
 * picture at ideal 1280x720, front/rear switch, capture, then retake, download or send. Mounted
 * while open, so closing it stops the camera.
 */
export function CameraCaptureDialog({ onClose, onSend }: CameraCaptureDialogProps) {
  const t = useT();
  const session = useCameraSession();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const mirror = state.facing === 'user';
  const live = state.phase === 'live' && playing;

  // The video element arrives with the dialog (loaded lazily): it takes the stream as it mounts
  // and whenever the stream changes (a switch of side, a new try).
  const attach = (el: HTMLVideoElement | null) => {
    video.current = el;
    if (el && el.srcObject !== state.stream) el.srcObject = state.stream;
  };

  const capture = async () => {
    if (!video.current || !live) return;
    setBusy(true);
    const blob = await frameCapture(video.current);
    setBusy(false);
    if (blob) session.captured(blob);
    else
      toast({
        title: tNow('photos.cameraErrorTitle'),
        description: tNow(CAMERA_ERROR.notSupported),
        variant: 'destructive',
      });
  };

  const send = () => {
    if (!state.photo) return;
    onSend(state.photo.blob, cameraFileName());
    onClose();
  };

  const controls =
    state.phase === 'captured' && state.photo ? (
      <div className="grid grid-cols-3 gap-2 [&>*]:px-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => session.retake()}
          data-testid="camera-retake"
        >
          <RotateCcw aria-hidden className="h-4 w-4 shrink-0" />
          {t('photos.cameraRetake')}
        </Button>
        <a
          href={state.photo.url}
          download={cameraFileName()}
          data-testid="camera-download"
          className="inline-flex h-9 items-center justify-center gap-1.5 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-800 transition hover:border-brand-300 hover:bg-brand-50/60"
        >
          <Download aria-hidden className="h-4 w-4 shrink-0" />
          {t('photos.download')}
        </a>
        <Button size="sm" onClick={send} data-testid="camera-send">
          <SendHorizontal aria-hidden className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
          {t('photos.send')}
        </Button>
      </div>
    ) : state.phase === 'error' ? (
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => void session.start()}
        data-testid="camera-retry"
      >
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('photos.cameraTryAgain')}
      </Button>
    ) : (
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('photos.cameraSwitch')}
          title={mirror ? t('photos.cameraRear') : t('photos.cameraFront')}
          data-testid="camera-switch"
          disabled={state.phase !== 'live'}
          onClick={() => {
            setPlaying(false);
            void session.switchFacing();
          }}
        >
          <SwitchCamera aria-hidden className="h-5 w-5" />
        </Button>
        <button
          type="button"
          aria-label={t('photos.cameraCapture')}
          data-testid="camera-capture"
          disabled={!live || busy}
          onClick={() => void capture()}
          className="flex h-16 w-16 items-center justify-center rounded-full border-4 border-brand-500 bg-white transition enabled:hover:scale-105 enabled:active:scale-95 disabled:border-slate-300"
        >
          <span
            className={cn('h-11 w-11 rounded-full', live ? 'bg-brand-gradient' : 'bg-slate-200')}
          />
        </button>
        <span className="w-10" />
      </div>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('photos.cameraTitle')}
      testId="camera-dialog"
      className="max-w-[480px]"
      footer={controls}
    >
      <div
        data-testid="camera-stage"
        data-phase={state.phase === 'live' && !playing ? 'initialising' : state.phase}
        className="relative aspect-video overflow-hidden rounded-2xl bg-slate-950"
      >
        <video
          ref={attach}
          autoPlay
          playsInline
          muted
          onPlaying={() => setPlaying(true)}
          className={cn(
            'h-full w-full object-cover',
            mirror && '-scale-x-100',
            state.phase === 'captured' && 'invisible',
          )}
        />
        {state.phase === 'captured' && state.photo && (
          <img
            src={state.photo.url}
            alt={t('photos.cameraTitle')}
            data-testid="camera-photo"
            className="absolute inset-0 h-full w-full object-contain"
          />
        )}
        {(state.phase === 'initialising' || (state.phase === 'live' && !playing)) && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-white/80">
            <Spinner className="h-7 w-7" label={t('photos.cameraStarting')} />
            {t('photos.cameraStarting')}
          </div>
        )}
        {state.phase === 'error' && (
          <div
            role="alert"
            data-testid="camera-error"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-white/90"
          >
            <CameraOff aria-hidden className="h-9 w-9 text-rose-300" />
            {state.error && t(state.error)}
          </div>
        )}
      </div>
    </Dialog>
  );
}
