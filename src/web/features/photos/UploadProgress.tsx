import { useT } from '../../i18n/use-t';

/** Radius of the ring, in the 40x40 viewBox. */
const R = 16;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A ring over a photo on its way, filling as its bytes go out. */
export function UploadProgress({ progress }: { progress: number }) {
  const t = useT();
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <span
      role="progressbar"
      aria-label={t('photos.uploading', { progress: percent / 100 })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="photo-progress"
      className="absolute inset-0 flex items-center justify-center bg-slate-950/35"
    >
      <span className="relative flex h-12 w-12 items-center justify-center rounded-full bg-slate-950/45">
        <svg viewBox="0 0 40 40" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden>
          <circle
            cx="20"
            cy="20"
            r={R}
            fill="none"
            stroke="white"
            strokeOpacity="0.25"
            strokeWidth="3"
          />
          <circle
            cx="20"
            cy="20"
            r={R}
            fill="none"
            stroke="white"
            strokeWidth="3"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            className="transition-[stroke-dashoffset] duration-200"
          />
        </svg>
        <span className="text-[11px] font-semibold text-white tabular-nums">
          {t('photos.percent', { progress: percent / 100 })}
        </span>
      </span>
    </span>
  );
}
