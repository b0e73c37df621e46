import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import type { PasskeyInfo } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { dateTimeLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { passkeyAdd } from './passkey';

const PASSKEYS_KEY = ['passkeys'] as const;

const FIELD =
  'h-12 w-full rounded-2xl border border-slate-200 bg-white px-4 text-[15px] text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/**
 * Settings > Account's Passkeys (issue 27): the account's passkeys, each with Remove, and adding
 * one (for an account that skipped it at sign-up, or a second device's own). An account with a
 * password gives it again to add one, unless it signed in within five minutes (the server
 * decides; the field is offered whenever there is a password).
 */
export function PasskeysPanel({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState('');
  const list = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: () => apiRequest<PasskeyInfo[]>('GET', '/api/auth/passkeys'),
  });

  const add = async () => {
    setBusy(true);
    try {
      await passkeyAdd(current || undefined);
      setCurrent('');
      toast({ title: t('identity.passkeyAdded'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('identity.passkeyAddFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`);
      toast({ title: t('identity.passkeyRemoved'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('identity.passkeyRemoveFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
    }
  };

  const passkeys = list.data ?? [];
  return (
    <div className="flex flex-col gap-3 py-2" data-testid="passkeys-panel">
      {list.isSuccess && passkeys.length === 0 && (
        <p className="text-sm text-slate-500" data-testid="passkeys-none">
          {t('identity.passkeysNone')}
        </p>
      )}
      {passkeys.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="passkey-list">
          {passkeys.map((p) => (
            <li
              key={p.id}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 px-4 py-2"
              data-testid="passkey-row"
            >
              <KeyRound className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1 text-sm text-slate-700">
                {t('identity.passkeyAddedOn', { date: dateTimeLabel(locale, p.createdAt) })}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => void remove(p.id)}
                data-testid="passkey-remove"
              >
                <Trash2 className="h-4 w-4" />
                {t('identity.passkeyRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-500">{t('identity.passkeyOfferText')}</p>
      {hasPassword && (
        <p className="text-sm text-slate-500">{t('identity.passkeyPasswordToAdd')}</p>
      )}
      {hasPassword && (
        <input
          type="password"
          autoComplete="current-password"
          aria-label={t('settings.currentPassword')}
          placeholder={t('settings.currentPassword')}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          maxLength={200}
          data-testid="passkey-current-password"
          className={FIELD}
        />
      )}
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
