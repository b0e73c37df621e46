import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Spec core 2: the messages could not load; Retry reloads the page. */
export function ChatError() {
  return (
    <EmptyState
      testId="chat-error"
      centred
      tone="danger"
      icon={<AlertTriangle className="h-9 w-9" />}
      title="Failed to Load Messages"
      body="There was an error loading this conversation."
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Retry
        </Button>
      }
    />
  );
}
