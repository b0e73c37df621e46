import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Languages } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { toast, toastDismiss } from '../../ui/toast-store';
import { useSessionUser } from '../identity/session';
import { LevelMeter } from './LevelMeter';
import { RECORDER_MAX_MS } from './recorder-state';
import { RecorderControls } from './RecorderControls';
import { useVoiceRecorder } from './use-voice-recorder';
import { voiceNoteSend } from './voice-send';
import { voiceUploadFailure } from './voice-upload';
import { voiceClock, voiceLength } from '../../lib/voice-time';
import { useT } from '../../i18n/use-t';
import { VoicePlayer } from './VoicePlayer';

export interface VoiceRecorderDialogProps {
  conversationId: string;
  /** Burner mode is on: the note goes as a burner message (spec core 4). */
  burner: boolean;
  /** The message the composer answers (issue 31): the note is the reply. */
  replyTo?: string;
  onClose: () => void;
  /** The note is on its way: the composer closes the recorder and ends burner mode. */
  onSent: () => void;
  /** The Voice Transcriber, for speech that should become text instead. */
  onTranscribe: () => void;
}

/**
 * Spec core 2 'Voice Message recorder', states of core 4, errors of core 8, limits of core 9.
 * Mounted only while open: closing it stops the recording and the microphone.
 */
export function VoiceRecorderDialog({
  conversationId,
  burner,
  replyTo,
  onClose,
  onSent,
  onTranscribe,
}: VoiceRecorderDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const me = useSessionUser();
  /** The microphone's last error toast: it is about the recorder, so it goes with it. */
  const errorToast = useRef<number | null>(null);
  const showError = useCallback((title: string, text: string) => {
    errorToast.current = toast({ title, description: text, variant: 'destructive' });
  }, []);
  const { recorder, snapshot } = useVoiceRecorder(showError);
  const { state, elapsedMs, note, analyser } = snapshot;
  const phase = state.phase;

  const send = () => {
    if (!me) return;
    recorder
      .send((recording) =>
        voiceNoteSend(client, {
          conversationId,
          meId: me.id,
          recording,
          isBurner: burner,
          replyTo,
        }),
      )
      .then(onSent, (error: unknown) =>
        toast({ ...voiceUploadFailure(error), variant: 'destructive' }),
      );
  };

  const status =
    phase === 'initialising'
      ? t('voice-notes.initialising')
      : phase === 'ready'
        ? t('voice-notes.ready')
        : phase === 'recording'
          ? t('voice-notes.recording')
          : phase === 'paused'
            ? t('voice-notes.paused')
            : phase === 'error'
              ? null
              : t('voice-notes.preview');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('voice-notes.title')}
      description={t('voice-notes.description')}
      testId="voice-recorder"
      footer={
        <button
          type="button"
          onClick={() => {
            // The transcriber asks for the microphone itself and says what goes wrong there.
            if (errorToast.current !== null) toastDismiss(errorToast.current);
            onTranscribe();
          }}
          data-testid="voice-transcribe"
          className="mx-auto flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-brand-600 transition hover:bg-brand-50"
        >
          <Languages aria-hidden className="h-4 w-4" />
          {t('voice-notes.transcribe')}
        </button>
      }
    >
      <div
        className="flex flex-col items-center gap-4 pt-2"
        data-testid="voice-recorder-body"
        data-phase={phase}
      >
        {status && (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            {(phase === 'recording' || phase === 'paused') && (
              <span
                aria-hidden
                className={cn(
                  'h-2.5 w-2.5 rounded-full',
                  phase === 'recording' ? 'animate-pulse bg-rose-500' : 'bg-slate-400',
                )}
              />
            )}
            {status}
          </p>
        )}
        {phase !== 'error' && (
          <p className="text-4xl font-semibold text-slate-900 tabular-nums">
            <span data-testid="voice-clock">
              {phase === 'stopped' || phase === 'sending' || phase === 'sent'
                ? voiceLength(note?.durationMs ?? elapsedMs)
                : voiceClock(elapsedMs)}
            </span>
            <span className="ms-1.5 text-base font-normal text-slate-400">
              / {voiceLength(RECORDER_MAX_MS)}
            </span>
          </p>
        )}
        {(phase === 'recording' || phase === 'paused') && (
          <LevelMeter analyser={analyser} live={phase === 'recording'} />
        )}
        {(phase === 'stopped' || phase === 'sending' || phase === 'sent') && (
          <div className="flex h-16 w-full items-center justify-center rounded-2xl bg-slate-50 px-3">
            {note ? (
              <VoicePlayer
                src={note.url}
                durationMs={note.durationMs}
                waveform={note.waveform}
                own={false}
              />
            ) : (
              <Spinner className="text-brand-500" />
            )}
          </div>
        )}
        {phase === 'error' && state.error && (
          <p
            role="alert"
            data-testid="voice-recorder-error"
            className="flex w-full items-start gap-2 rounded-2xl bg-rose-50 px-3 py-3 text-sm text-rose-700"
          >
            <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {state.error}
          </p>
        )}
        <div className="flex min-h-16 w-full items-center justify-center">
          <RecorderControls
            phase={phase}
            noteReady={!!note && !!me}
            onStart={() => recorder.start()}
            onPause={() => recorder.pause()}
            onResume={() => recorder.resume()}
            onStop={() => recorder.stop()}
            onDelete={() => recorder.remove()}
            onSend={send}
            onRetry={() => recorder.retry()}
          />
        </div>
      </div>
    </Dialog>
  );
}
