import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useT } from '../../i18n/use-t';
import { passkeyAdd } from './passkey';

/**
 * Adds a passkey to the signed-in account (Settings > Account): for an account that skipped it
 * at sign-up, or a second device's own. Shown where the browser has WebAuthn.
 */
export function PasskeyAddButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await passkeyAdd();
      toast({ title: t('identity.passkeyAdded') });
    } catch {
      toast({ title: t('identity.passkeyAddFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 py-2">
      <p className="text-sm text-slate-500">{t('identity.passkeyOfferText')}</p>
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        onClick={() => void add()}
        data-testid="passkey-add"
      >
        <KeyRound className="h-4 w-4" />
        {t('identity.passkeyAdd')}
      </Button>
    </div>
  );
}
