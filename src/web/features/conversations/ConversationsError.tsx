import { WifiOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Spec core 8: the list could not load; 'Try Again' reloads the page. */
export function ConversationsError() {
  return (
    <EmptyState
      testId="conversations-error"
      tone="danger"
      icon={<WifiOff className="h-9 w-9" />}
      title="Connection Error"
      body="Unable to load conversations. Please check your connection."
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      }
    />
  );
}
