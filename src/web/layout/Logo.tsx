import { cn } from '../lib/cn';
import { LogoMark } from '../ui/LogoMark';

/** The mark with the word "Allo" beside it. */
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark size={size} />
      <span
        className="text-brand-gradient font-extrabold tracking-tight"
        style={{ fontSize: size * 0.72 }}
      >
        Allo
      </span>
    </span>
  );
}
