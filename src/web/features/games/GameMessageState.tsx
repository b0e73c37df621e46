import type { ReactNode } from 'react';

/** A game view's message in place of the board: loading, not found, not supported. */
export function GameMessageState({
  title,
  text,
  testId,
  children,
}: {
  title?: string;
  text?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center"
    >
      {children}
      {title && <h2 className="text-lg font-bold text-slate-900">{title}</h2>}
      {text && <p className="text-sm text-slate-500">{text}</p>}
    </div>
  );
}
