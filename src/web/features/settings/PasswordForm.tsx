import { useState } from 'react';
import type { User } from '../../../protocol';
import { PASSWORD_MIN } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { ApiError, apiRequest, errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';

const FIELD =
  'h-12 w-full rounded-2xl border border-slate-200 bg-white px-4 text-[15px] text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/**
 * Password change (spec secondary 'Settings' Account): new and confirm must match ('Error' /
 * 'New passwords do not match.'); the current one is asked for once one is set. Afterwards
 * picking this identity asks for the password, and other devices are signed out.
 */
export function PasswordForm({ me, onChanged }: { me: User; onChanged: () => void }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const protectedNow = me.hasPassword === true;
  const ready = next.length > 0 && confirm.length > 0 && (!protectedNow || current.length > 0);

  const submit = async () => {
    if (next.length < PASSWORD_MIN) {
      toast({
        title: t('settings.error'),
        description: t('settings.passwordTooShort'),
        variant: 'destructive',
      });
      return;
    }
    if (next !== confirm) {
      toast({
        title: t('settings.error'),
        description: t('settings.passwordMismatch'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await apiRequest('PUT', '/api/settings/password', {
        ...(protectedNow ? { currentPassword: current } : {}),
        newPassword: next,
      });
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({ title: t('settings.passwordChanged'), variant: 'success' });
      onChanged();
    } catch (err) {
      const wrong = err instanceof ApiError && err.status === 403;
      toast({
        title: t('settings.passwordFailed'),
        description: wrong ? t('settings.passwordWrong') : errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="password-form"
      className="flex flex-col gap-3 pb-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !busy) void submit();
      }}
    >
      <p className="text-[13px] leading-snug text-slate-500" data-testid="password-state">
        {protectedNow ? t('settings.passwordHintSet') : t('settings.passwordHint')}
      </p>
      {/* A hidden username lets password managers file the new password under this identity. */}
      <input type="text" autoComplete="username" value={me.username} readOnly hidden />
      {protectedNow && (
        <PasswordField
          autoComplete="current-password"
          label={t('settings.currentPassword')}
          value={current}
          onChange={setCurrent}
          testId="password-current"
        />
      )}
      <PasswordField
        autoComplete="new-password"
        label={t('settings.newPassword')}
        value={next}
        onChange={setNext}
        maxLength={200}
        testId="password-new"
      />
      <PasswordField
        autoComplete="new-password"
        label={t('settings.confirmPassword')}
        value={confirm}
        onChange={setConfirm}
        maxLength={200}
        testId="password-confirm"
      />
      <Button type="submit" disabled={!ready || busy} data-testid="password-submit">
        {protectedNow ? t('settings.changePassword') : t('settings.setPassword')}
      </Button>
    </form>
  );
}

interface PasswordFieldProps {
  autoComplete: 'current-password' | 'new-password';
  /** Its placeholder and accessible name: the form shows no labels. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  testId: string;
}

function PasswordField({
  autoComplete,
  label,
  value,
  onChange,
  maxLength,
  testId,
}: PasswordFieldProps) {
  return (
    <input
      type="password"
      autoComplete={autoComplete}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={maxLength}
      data-testid={testId}
      className={FIELD}
    />
  );
}
