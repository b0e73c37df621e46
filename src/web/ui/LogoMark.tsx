import { cn } from '../lib/cn';

/** The Allo mark: a speech bubble holding two overlapping glyphs, one per language. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden
      className={cn('shrink-0 drop-shadow-sm', className)}
    >
      <defs>
        <linearGradient id="allo-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d5dfc" />
          <stop offset="0.55" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#c084fc" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#allo-logo-g)" />
      <path
        d="M32 13c-11.6 0-21 7.9-21 17.6 0 5.5 3 10.4 7.7 13.6-.4 2.8-1.7 5.4-3.9 7.4 4.3.2 8.2-1.3 11.1-3.6 1.9.5 4 .8 6.1.8 11.6 0 21-7.9 21-17.6S43.6 13 32 13z"
        fill="#fff"
      />
      <text
        x="24.5"
        y="36.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="800"
        fill="#6d5dfc"
      >
        A
      </text>
      <text
        x="39"
        y="37"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
        fill="#a855f7"
      >
        あ
      </text>
    </svg>
  );
}
