import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Asks before Delete List: a list goes for everyone on it, and cannot be brought back. */
export function DeleteListDialog({
  name,
  busy,
  onOpenChange,
  onConfirm,
  body,
}: {
  /** The list's name; null: closed. */
  name: string | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** What deleting it does, when not a contact list's words (a broadcast list's). */
  body?: string;
}) {
  const t = useT();
  return (
    <Dialog
      open={name !== null}
      onOpenChange={onOpenChange}
      title={t('lists.deleteTitle')}
      description={body ?? t('lists.deleteBody', { name: name ?? '' })}
      testId="delete-list-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('lists.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            data-testid="delete-list-confirm"
            onClick={onConfirm}
          >
            {t('lists.deleteList')}
          </Button>
        </div>
      }
    />
  );
}
