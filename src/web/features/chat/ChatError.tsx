import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useT } from '../../i18n/use-t';

/** Spec core 2: the messages could not load; Retry reloads the page. */
export function ChatError() {
  const t = useT();
  return (
    <EmptyState
      testId="chat-error"
      centred
      tone="danger"
      icon={<AlertTriangle className="h-9 w-9" />}
      title={t('chat.errorTitle')}
      body={t('chat.errorBody')}
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('chat.retry')}
        </Button>
      }
    />
  );
}
