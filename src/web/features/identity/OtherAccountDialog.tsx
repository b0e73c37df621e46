import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { UsePasskeyButton } from './UsePasskeyButton';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n/use-t';

export interface OtherAccountDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (username: string, password: string) => void;
  /** Signs in with a passkey (of the username typed, if any); absent without WebAuthn. */
  onPasskey?: (username: string) => void;
  onClose: () => void;
}

const FIELD =
  'h-12 rounded-2xl border border-slate-200 bg-white px-4 text-[15px] outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/**
 * 'Sign in to another account' (issue 27): an account this browser has never signed into is on
 * no picker; its username and password (or a passkey) sign in to it here.
 */
export function OtherAccountDialog(props: OtherAccountDialogProps) {
  const { open, busy, error, onSubmit, onPasskey, onClose } = props;
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim() && password) onSubmit(username.trim(), password);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          onClose();
        }
      }}
      title={t('identity.otherAccount')}
      description={t('identity.otherAccountHelp')}
      testId="other-account-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <input
          autoFocus
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          aria-label={t('identity.username')}
          placeholder={t('identity.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          data-testid="other-account-username"
          className={FIELD}
        />
        <input
          type="password"
          autoComplete="current-password"
          aria-label={t('identity.password')}
          placeholder={t('identity.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="other-account-password"
          className={FIELD}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-rose-600">
            {error}
          </p>
        )}
        <Button
          type="submit"
          disabled={!username.trim() || !password || busy}
          data-testid="other-account-submit"
        >
          {busy ? t('identity.signingIn') : t('identity.signIn')}
        </Button>
        {onPasskey && (
          <UsePasskeyButton
            disabled={busy}
            onClick={() => onPasskey(username.trim())}
            testId="other-account-passkey"
          />
        )}
      </form>
    </Dialog>
  );
}
