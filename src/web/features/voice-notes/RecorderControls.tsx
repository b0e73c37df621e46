import { Mic, Pause, RotateCcw, SendHorizontal, Square, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { RecorderPhase } from './recorder-state';
import { useT } from '../../i18n/use-t';

export interface RecorderControlsProps {
  phase: RecorderPhase;
  /** The stopped note is put together and can be sent. */
  noteReady: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onDelete: () => void;
  onSend: () => void;
  onRetry: () => void;
}

function RoundButton({
  label,
  testId,
  onClick,
  tone,
  children,
  big = false,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  tone: 'record' | 'quiet';
  children: ReactNode;
  big?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full transition active:scale-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
        big ? 'h-16 w-16' : 'h-14 w-14',
        tone === 'record'
          ? 'bg-rose-500 text-white shadow-lg shadow-rose-500/30 hover:bg-rose-600'
          : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
      )}
    >
      {children}
    </button>
  );
}

/** The recorder's buttons for each phase (spec core 4 'Voice recording'). */
export function RecorderControls({
  phase,
  noteReady,
  onStart,
  onPause,
  onResume,
  onStop,
  onDelete,
  onSend,
  onRetry,
}: RecorderControlsProps) {
  const t = useT();
  switch (phase) {
    case 'initialising':
      return <Spinner className="h-8 w-8 text-brand-500" label={t('voice-notes.initialising')} />;
    case 'ready':
      return (
        <RoundButton
          label={t('voice-notes.record')}
          testId="voice-record"
          onClick={onStart}
          tone="record"
          big
        >
          <Mic aria-hidden className="h-7 w-7" />
        </RoundButton>
      );
    case 'recording':
    case 'paused':
      return (
        <div className="flex items-center gap-6">
          {phase === 'recording' ? (
            <RoundButton
              label={t('voice-notes.pause')}
              testId="voice-pause"
              onClick={onPause}
              tone="quiet"
            >
              <Pause aria-hidden className="h-6 w-6" fill="currentColor" />
            </RoundButton>
          ) : (
            <RoundButton
              label={t('voice-notes.resume')}
              testId="voice-resume"
              onClick={onResume}
              tone="quiet"
            >
              <Mic aria-hidden className="h-6 w-6" />
            </RoundButton>
          )}
          <RoundButton
            label={t('voice-notes.stop')}
            testId="voice-stop"
            onClick={onStop}
            tone="record"
            big
          >
            <Square aria-hidden className="h-6 w-6" fill="currentColor" />
          </RoundButton>
        </div>
      );
    case 'stopped':
    case 'sending':
    case 'sent':
      return (
        <div className="flex w-full gap-2 [&>*]:flex-1">
          <Button
            variant="outline"
            onClick={onDelete}
            disabled={phase !== 'stopped'}
            data-testid="voice-delete"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('voice-notes.delete')}
          </Button>
          <Button
            onClick={onSend}
            disabled={phase !== 'stopped' || !noteReady}
            data-testid="voice-send"
          >
            {phase === 'stopped' ? (
              <SendHorizontal aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            ) : (
              <Spinner className="h-4 w-4" label={t('voice-notes.sending')} />
            )}
            {phase === 'stopped' ? t('voice-notes.send') : t('voice-notes.sending')}
          </Button>
        </div>
      );
    case 'error':
      return (
        <Button variant="secondary" onClick={onRetry} data-testid="voice-retry">
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('voice-notes.retry')}
        </Button>
      );
  }
}
