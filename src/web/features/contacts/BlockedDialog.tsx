import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PersonRow } from '../friends/PersonRow';
import { useBlocked, useContactAction } from './contacts-queries';

export interface BlockedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: string;
}

/** Spec secondary 'Settings' Account: blocked users, each with Unblock. */
export function BlockedDialog({ open, onOpenChange, me }: BlockedDialogProps) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const blocked = useBlocked(me, open);
  const act = useContactAction(me);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contacts.blockedUsers')}
      testId="blocked-dialog"
    >
      {blocked.data?.length === 0 ? (
        <p className="px-4 py-8 text-center text-[15px] text-slate-500" data-testid="blocked-empty">
          {t('contacts.blockedEmpty')}
        </p>
      ) : (
        <ul className="-mx-2 max-h-[60dvh] overflow-y-auto" data-testid="blocked-list">
          {blocked.data?.map((b) => (
            <PersonRow
              key={b.id}
              person={b}
              line={t('contacts.blockedSince', { ago: agoLabel(locale, b.blockedAt, now) })}
              testId={`blocked-${b.username}`}
              actions={
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  data-testid="contact-unblock"
                  onClick={() => act.mutate({ kind: 'unblock', person: b })}
                >
                  {t('contacts.unblock')}
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
