import { Download } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { ACTION_CIRCLE, ACTION_COUNT } from './reel-styles';

/** The ring's radius in the 48-unit box of the button. */
const RING_R = 22;
const RING_LENGTH = 2 * Math.PI * RING_R;

export interface ReelDownloadButtonProps {
  /** 0-100 while a download renders; null when none is under way. */
  progress: number | null;
  onDownload: () => void;
}

/** Download: starts the render, then a ring round the button fills as it goes. */
export function ReelDownloadButton({ progress, onDownload }: ReelDownloadButtonProps) {
  const t = useT();
  const busy = progress !== null;
  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        onClick={onDownload}
        disabled={busy}
        aria-label={busy ? t('reels.downloading', { progress }) : t('reels.download')}
        data-testid="reel-download"
        className={cn(ACTION_CIRCLE, 'relative')}
      >
        <Download aria-hidden className="h-6 w-6" />
        {busy && (
          <svg
            viewBox="0 0 48 48"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('reels.downloadProgress')}
            data-testid="reel-download-progress"
            className="absolute inset-0 h-full w-full -rotate-90"
          >
            <circle
              cx="24"
              cy="24"
              r={RING_R}
              fill="none"
              stroke="rgb(255 255 255 / 0.25)"
              strokeWidth="3"
            />
            <circle
              cx="24"
              cy="24"
              r={RING_R}
              fill="none"
              stroke="white"
              strokeWidth="3"
              strokeLinecap="round"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH * (1 - Math.min(100, Math.max(0, progress)) / 100)}
              className="transition-[stroke-dashoffset] duration-300"
            />
          </svg>
        )}
      </button>
      <span aria-hidden className={ACTION_COUNT}>
        {busy ? t('reels.percent', { progress }) : t('reels.save')}
      </span>
    </div>
  );
}
