import type { ReactNode } from 'react';

export interface ReelsMessageProps {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  testId: string;
}

/** The feed's empty and error states: the EmptyState's layout, white on the feed's black. */
export function ReelsMessage({ icon, title, body, action, testId }: ReelsMessageProps) {
  return (
    <div
      className="flex h-full flex-col items-center justify-center bg-neutral-950 px-10 text-center"
      data-testid={testId}
    >
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15">
        {icon}
      </div>
      <h2 className="mt-5 text-lg font-bold text-white">{title}</h2>
      {body && (
        <p className="mt-1.5 max-w-[18rem] text-[15px] leading-snug text-white/75">{body}</p>
      )}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
