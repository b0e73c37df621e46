import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';

/** Spec core 2: the messages could not load; Retry reloads the page. */
export function ChatError() {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center px-8 text-center"
      data-testid="chat-error"
    >
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-rose-50 text-rose-500">
        <AlertTriangle className="h-9 w-9" />
      </div>
      <h2 className="mt-5 text-lg font-bold text-slate-900">Failed to Load Messages</h2>
      <p className="mt-1 text-[15px] text-slate-500">
        There was an error loading this conversation.
      </p>
      <Button className="mt-6" variant="secondary" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
