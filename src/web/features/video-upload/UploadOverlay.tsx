import { CheckCircle2, Pause, Play, XCircle } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { bytesLabel } from '../../lib/bytes-format';
import { PROGRESS_CIRCUMFERENCE, PROGRESS_RADIUS, progressDashOffset } from './upload-progress';
import type { UploadProgress } from './upload-progress';

interface UploadOverlayProps {
  progress: UploadProgress;
  /** The server's reason when it failed, under 'Upload failed'. */
  reason?: string;
  multipart: boolean;
  paused: boolean;
  onCancel: () => void;
  onPauseResume: () => void;
}

const HEADLINE = {
  uploading: 'video-upload.uploading',
  processing: 'video-upload.processing',
  complete: 'video-upload.complete',
  error: 'video-upload.failedOverlay',
} as const;

/**
 * Spec secondary 2 and 4: the full-screen circular progress while a video goes up, with its
 * texts; Cancel only while uploading. A multipart upload can be paused and resumed.
 */
export function UploadOverlay(props: UploadOverlayProps) {
  const { progress, reason, multipart, paused } = props;
  const t = useT();
  const locale = useLocale();
  if (progress.status === 'idle') return null;
  const { status, percentage } = progress;
  const uploading = status === 'uploading';
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="video-upload-overlay-title"
      data-testid="video-upload-overlay"
      data-status={status}
      className="animate-fade-in fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-slate-950/85 px-8 text-center text-white backdrop-blur-sm"
    >
      <div className="relative h-44 w-44">
        <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden>
          <circle
            cx="50"
            cy="50"
            r={PROGRESS_RADIUS}
            fill="none"
            strokeWidth="6"
            className="stroke-white/15"
          />
          <circle
            cx="50"
            cy="50"
            r={PROGRESS_RADIUS}
            fill="none"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={PROGRESS_CIRCUMFERENCE}
            strokeDashoffset={progressDashOffset(status === 'error' ? 100 : percentage)}
            className={cn(
              'transition-[stroke-dashoffset] duration-300',
              status === 'error'
                ? 'stroke-rose-400'
                : status === 'complete'
                  ? 'stroke-emerald-400'
                  : 'stroke-brand-300',
              status === 'processing' && 'animate-pulse',
            )}
          />
        </svg>
        <div className="absolute inset-0 flex items-center justify-center">
          {status === 'complete' ? (
            <CheckCircle2 aria-hidden className="h-14 w-14 text-emerald-300" />
          ) : status === 'error' ? (
            <XCircle aria-hidden className="h-14 w-14 text-rose-300" />
          ) : (
            <span
              className="text-4xl font-bold tabular-nums"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percentage}
              aria-label={t(HEADLINE[status])}
              data-testid="video-upload-percentage"
            >
              {percentage}%
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <h2
          id="video-upload-overlay-title"
          className="text-xl font-bold"
          data-testid="video-upload-headline"
        >
          {paused && uploading ? t('video-upload.paused') : t(HEADLINE[status])}
        </h2>
        {status === 'complete' && <p className="text-white/80">{t('video-upload.readyToShare')}</p>}
        {status === 'error' && reason && <p className="text-white/80">{reason}</p>}
        <p className="max-w-[18rem] truncate text-sm text-white/70">{progress.fileName}</p>
        {uploading && (
          <p className="text-sm text-white/70 tabular-nums">
            {t('video-upload.bytes', {
              sent: bytesLabel(locale, progress.bytesUploaded),
              total: bytesLabel(locale, progress.fileSize),
            })}
          </p>
        )}
      </div>
      {uploading && (
        <div className="flex gap-3">
          {multipart && (
            <Button
              variant="secondary"
              onClick={props.onPauseResume}
              data-testid="video-upload-pause"
            >
              {paused ? (
                <Play aria-hidden className="h-4 w-4" />
              ) : (
                <Pause aria-hidden className="h-4 w-4" />
              )}
              {paused ? t('video-upload.resume') : t('video-upload.pause')}
            </Button>
          )}
          <Button variant="destructive" onClick={props.onCancel} data-testid="video-upload-cancel">
            {t('video-upload.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
