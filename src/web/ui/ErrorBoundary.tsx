import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

interface State {
  error: Error | null;
}

/**
 * Catches render errors and failed chunk loads (a stale tab after a deploy) so the screen is
 * never blank: it offers a reload instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-1 flex-col items-center justify-center px-8 py-24 text-center"
        data-testid="error-boundary"
      >
        <div className="flex h-20 w-20 items-center justify-center rounded-full bg-rose-50 text-rose-500">
          <AlertTriangle className="h-9 w-9" />
        </div>
        <h1 className="mt-5 text-xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 max-w-[17rem] text-[15px] text-slate-500">
          Allo could not show this screen. Reloading usually fixes it.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="bg-brand-gradient mt-6 h-11 rounded-2xl px-6 text-[15px] font-semibold text-white shadow-md"
        >
          Reload
        </button>
      </div>
    );
  }
}
