import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const TONES = {
  brand: 'rounded-[1.75rem] bg-white text-brand-500 shadow-card',
  danger: 'rounded-full bg-rose-50 text-rose-500',
  muted: 'rounded-full bg-slate-100 text-slate-400',
} as const;

export interface EmptyStateProps {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  body: string;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Centred in the space it is given (inside a chat) or near the top (a page or list). */
  centred?: boolean;
  testId: string;
  /** h1 when the state is the whole page (404), else h2. */
  heading?: 'h1' | 'h2';
}

/** An icon, a title, a line of text and perhaps an action: empty, error and not-found states. */
export function EmptyState(props: EmptyStateProps) {
  const { icon, tone, title, body, action, centred, testId, heading: Heading = 'h2' } = props;
  return (
    <div
      className={cn(
        'flex flex-col items-center px-8 text-center',
        centred ? 'flex-1 justify-center' : 'pt-16',
      )}
      data-testid={testId}
    >
      <div className={cn('flex h-20 w-20 items-center justify-center', TONES[tone])}>{icon}</div>
      <Heading className="mt-5 text-lg font-bold text-slate-900">{title}</Heading>
      <p className="mt-1 max-w-[17rem] text-[15px] text-slate-500">{body}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
