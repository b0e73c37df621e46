import { KeyRound } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

export interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Whether to add a passkey once the account exists; null where the browser has none. */
  passkey: boolean | null;
  onPasskey: (on: boolean) => void;
  fieldClass: string;
}

/**
 * Sign-up's credential (issue 27): a password typed twice, and, where the browser has WebAuthn,
 * the offer of a passkey, added as soon as the account exists.
 */
export function PasswordFields(props: PasswordFieldsProps) {
  const { password, confirm, onPassword, onConfirm, passkey, onPasskey, fieldClass } = props;
  const t = useT();
  return (
    <>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-700">{t('signup.password')}</span>
        <input
          type="password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          autoComplete="new-password"
          placeholder={t('signup.passwordHint')}
          data-testid="signup-password"
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-700">{t('signup.confirmPassword')}</span>
        <input
          type="password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          autoComplete="new-password"
          data-testid="signup-password-confirm"
          className={fieldClass}
        />
      </label>
      {passkey !== null && (
        <button
          type="button"
          role="switch"
          aria-checked={passkey}
          onClick={() => onPasskey(!passkey)}
          data-testid="signup-passkey"
          className={cn(
            'flex items-center gap-3 rounded-2xl border p-3 text-start transition',
            passkey ? 'border-brand-400 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          <KeyRound className="h-6 w-6 shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1">
            <span className="block text-[15px] font-semibold text-slate-900">
              {t('identity.passkeyAdd')}
            </span>
            <span className="block text-sm text-slate-500">{t('identity.passkeyOfferText')}</span>
          </span>
          <span
            aria-hidden
            className={cn(
              'relative h-6 w-11 shrink-0 rounded-full transition',
              passkey ? 'bg-brand-500' : 'bg-slate-300',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all',
                passkey ? 'end-0.5' : 'start-0.5',
              )}
            />
          </span>
        </button>
      )}
    </>
  );
}
