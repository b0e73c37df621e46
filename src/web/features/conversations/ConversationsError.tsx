import { WifiOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Spec core 8: the list could not load; 'Try Again' reloads the page. */
export function ConversationsError() {
  const t = useT();
  return (
    <EmptyState
      testId="conversations-error"
      tone="danger"
      icon={<WifiOff className="h-9 w-9" />}
      title={t('conversations.errorTitle')}
      body={t('conversations.errorBody')}
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('conversations.tryAgain')}
        </Button>
      }
    />
  );
}
