import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { accountDelete } from './account-actions';

/**
 * Delete account behind a confirm dialog (spec secondary 'Settings' Account and 6). The server
 * really deletes the account and its data; then 'Account Deletion' is said, and this browser is
 * back at the identity picker.
 */
export function DeleteAccount() {
  const t = useT();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await accountDelete(client);
      setOpen(false);
      toast({
        title: t('settings.accountDeletion'),
        description: t('settings.accountDeletionBody'),
      });
      navigate('/');
    } catch (err) {
      toast({
        title: t('settings.deleteFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-3 py-2">
      <p className="min-w-0 flex-1 text-[13px] leading-snug text-slate-500">
        {t('settings.deleteHint')}
      </p>
      <Button
        variant="destructive"
        size="sm"
        data-testid="delete-account-button"
        onClick={() => setOpen(true)}
      >
        {t('settings.deleteAccount')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t('settings.deleteConfirmTitle')}
        description={t('settings.deleteConfirmBody')}
        testId="delete-account-dialog"
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              data-testid="delete-account-confirm"
              onClick={() => void confirm()}
            >
              {busy ? t('settings.deleting') : t('settings.deleteConfirm')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
