import { cn } from '../../../lib/cn';

export interface PhotoTileProps {
  src: string;
  label: string;
  onPick: () => void;
  testId?: string;
}

/** One square of the library's grid: a tap sends that photo. */
export function PhotoTile({ src, label, onPick, testId }: PhotoTileProps) {
  return (
    <button
      type="button"
      onClick={onPick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={cn(
        'group relative aspect-square overflow-hidden rounded-xl bg-slate-100 outline-none',
        'focus-visible:ring-4 focus-visible:ring-brand-300',
      )}
    >
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover transition duration-200 group-hover:scale-105"
      />
    </button>
  );
}
