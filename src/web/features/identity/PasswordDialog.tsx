import { useState } from 'react';
import type { FormEvent } from 'react';
import type { User } from '../../../protocol';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { UsePasskeyButton } from './UsePasskeyButton';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n/use-t';

export interface PasswordDialogProps {
  user: User | null;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  /** Signs in with a passkey instead; absent where the browser has none. */
  onPasskey?: () => void;
  onClose: () => void;
}

/**
 * Asks for the credential of a protected identity (ARCHITECTURE "Identity and sessions"): its
 * password, or a passkey where the browser has them.
 */
export function PasswordDialog(props: PasswordDialogProps) {
  const { user, busy, error, onSubmit, onPasskey, onClose } = props;
  const t = useT();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Dialog
      open={!!user}
      onOpenChange={(open) => {
        if (!open) {
          setPassword('');
          onClose();
        }
      }}
      title={t('identity.passwordRequired')}
      description={user ? t('identity.passwordFor', { name: user.displayName }) : undefined}
      testId="password-dialog"
    >
      {user && (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
            <Avatar src={user.avatar} name={user.displayName} size={40} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.displayName}</p>
              <p className="truncate text-sm text-slate-500 rtl:text-right" dir="auto">
                @{user.username}
              </p>
            </div>
          </div>
          <input
            type="password"
            autoFocus
            autoComplete="current-password"
            aria-label={t('identity.password')}
            data-testid="password-input"
            placeholder={t('identity.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="h-12 rounded-2xl border border-slate-200 bg-white px-4 text-[15px] outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
          {error && (
            <p role="alert" className="-mt-2 text-sm font-medium text-rose-600">
              {error}
            </p>
          )}
          <Button type="submit" disabled={!password || busy} data-testid="password-submit">
            {busy ? t('identity.signingIn') : t('identity.continue')}
          </Button>
          {onPasskey && (
            <UsePasskeyButton
              disabled={busy}
              onClick={onPasskey}
              testId="password-dialog-passkey"
            />
          )}
        </form>
      )}
    </Dialog>
  );
}
