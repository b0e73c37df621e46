import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Video } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CALL_VIDEO, callMediaError, streamStop } from './call-media';

export interface CallTestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is being called, for the description. */
  name: string;
  onStart: () => void;
}

type Test =
  { kind: 'idle' } | { kind: 'testing' } | { kind: 'ok' } | { kind: 'failed'; text: string };

/**
 * Spec core 2 'Video Call Test', offered before every call: the camera and microphone can be
 * tried ('Camera OK'), but Start Call never waits for it (issue 27: the test was required, and
 * the call screen itself says what is wrong with the camera). Errors as spec core 8 words them.
 */
export function CallTestDialog({ open, onOpenChange, name, onStart }: CallTestDialogProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [test, setTest] = useState<Test>({ kind: 'idle' });

  const stop = () => {
    streamStop(stream.current);
    stream.current = null;
  };
  // Closing, or leaving the screen, turns the camera off.
  useEffect(() => stop, []);
  const openChange = (next: boolean) => {
    if (!next) {
      stop();
      setTest({ kind: 'idle' });
    }
    onOpenChange(next);
  };

  const run = async () => {
    stop();
    setTest({ kind: 'testing' });
    if (!navigator.mediaDevices?.getUserMedia) {
      return setTest({ kind: 'failed', text: t('calls.testUnsupported') });
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: CALL_VIDEO,
        audio: true,
      });
    } catch (err) {
      const reason = callMediaError(err);
      const text =
        reason.kind === 'denied'
          ? t('calls.testDenied')
          : reason.kind === 'notFound'
            ? t('calls.testNotFound')
            : reason.kind === 'inUse'
              ? t('calls.testInUse')
              : t('calls.testFailed', { message: reason.kind === 'other' ? reason.message : '' });
      return setTest({ kind: 'failed', text });
    }
    const el = video.current;
    if (!el) return undefined;
    el.srcObject = stream.current;
    try {
      await el.play();
      setTest({ kind: 'ok' });
    } catch {
      setTest({ kind: 'failed', text: t('calls.testPlayFailed') });
    }
    return undefined;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={t('calls.testTitle')}
      description={t('calls.testHint', { name })}
      testId="call-test-dialog"
      footer={
        <Button
          data-testid="call-start"
          onClick={() => {
            stop();
            onStart();
          }}
        >
          <Video className="h-4 w-4" />
          {t('calls.startCall')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-900">
          <video
            ref={video}
            muted
            playsInline
            className="h-full w-full -scale-x-100 object-cover"
          />
          {test.kind === 'ok' && (
            <span
              className="absolute start-2 top-2 flex items-center gap-1 rounded-full bg-emerald-600 px-2.5 py-1 text-sm font-semibold text-white"
              data-testid="call-test-ok"
            >
              <CheckCircle2 className="h-4 w-4" />
              {t('calls.cameraOk')}
            </span>
          )}
        </div>
        {test.kind === 'failed' && (
          <p role="alert" className="text-sm text-rose-600" data-testid="call-test-error">
            {test.text}
          </p>
        )}
        <Button
          variant="outline"
          disabled={test.kind === 'testing'}
          onClick={() => void run()}
          data-testid="call-test-run"
        >
          {t('calls.testCamera')}
        </Button>
      </div>
    </Dialog>
  );
}
