import { WifiOff } from 'lucide-react';
import { Button } from '../../ui/Button';

/** Spec core 8: the list could not load; 'Try Again' reloads the page. */
export function ConversationsError() {
  return (
    <div
      className="flex flex-col items-center px-8 pt-16 text-center"
      data-testid="conversations-error"
    >
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-rose-50 text-rose-500">
        <WifiOff className="h-9 w-9" />
      </div>
      <h2 className="mt-5 text-xl font-bold text-slate-900">Connection Error</h2>
      <p className="mt-2 max-w-[17rem] text-[15px] text-slate-500">
        Unable to load conversations. Please check your connection.
      </p>
      <Button className="mt-6" variant="secondary" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}
