import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Session, Signup } from '../../../protocol';
import { PASSWORD_MIN, USERNAME_MIN } from '../../../protocol';
import { ApiError, apiRequest, errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { USERS_KEY } from '../../lib/query-client';
import { LogoMark } from '../../ui/LogoMark';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { passkeyAdd, passkeySupported } from '../identity/passkey';
import { sessionAdopt } from '../identity/session';
import { PasswordFields } from './PasswordFields';
import { LanguagePicker } from './LanguagePicker';
import { useT } from '../../i18n/use-t';

/** Spec secondary 9: six preset pictures; the first is preselected. */
export const PRESET_AVATARS = Array.from({ length: 6 }, (_, i) => `/avatars/preset-${i + 1}.svg`);

const FIELD =
  'h-12 w-full rounded-2xl border border-slate-200 bg-white px-4 text-[16px] text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/** Spec secondary 2 'Sign-up', 5 and 8. */
export function SignupPage() {
  const t = useT();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [language, setLanguage] = useState('en');
  const [avatar, setAvatar] = useState(PRESET_AVATARS[0]!);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passkey, setPasskey] = useState<boolean | null>(() => (passkeySupported() ? false : null));
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (!username.trim() || !displayName.trim()) {
      toast({ title: t('signup.missingTitle'), description: t('signup.missing') });
      return;
    }
    // Spec secondary 5: the length is checked on the untrimmed value.
    if (username.length < USERNAME_MIN) {
      toast({ title: t('signup.shortTitle'), description: t('signup.short') });
      return;
    }
    if (password.length < PASSWORD_MIN) {
      toast({ title: t('signup.passwordShortTitle'), description: t('signup.passwordShort') });
      return;
    }
    if (password !== confirm) {
      toast({ title: t('signup.mismatchTitle'), description: t('signup.mismatch') });
      return;
    }
    setSubmitting(true);
    try {
      const body: Signup = {
        username: username.trim(),
        displayName: displayName.trim(),
        language,
        avatar,
        password,
      };
      const { user } = await apiRequest<Session>('POST', '/api/auth/signup', body);
      // The passkey is added before the app opens, while this page holds the person's attention;
      // the account exists (with its password) whatever comes of it.
      if (passkey) {
        try {
          await passkeyAdd();
          toast({ title: t('identity.passkeyAdded') });
        } catch {
          toast({ title: t('identity.passkeyAddFailed'), variant: 'destructive' });
        }
      }
      sessionAdopt(client, user);
      void client.invalidateQueries({ queryKey: USERS_KEY });
      navigate('/');
    } catch (err) {
      toast({
        title: t('signup.failedTitle'),
        description: err instanceof ApiError ? errorText(err) : t('signup.failed'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white px-6 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="flex flex-col items-center text-center">
        <LogoMark size={64} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
          {t('signup.join')}
        </h1>
        <p className="mt-1 text-[15px] text-slate-500">{t('signup.subtitle')}</p>
      </div>

      <form onSubmit={(e) => void submit(e)} className="mt-8 flex flex-col gap-5" noValidate>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-slate-700">{t('signup.username')}</span>
          <input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('signup.usernameExample')}
            data-testid="signup-username"
            className={FIELD}
          />
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-slate-700">{t('signup.displayName')}</span>
          <input
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            autoComplete="name"
            placeholder={t('signup.displayNameExample')}
            data-testid="signup-display-name"
            className={FIELD}
          />
        </label>
        <PasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          passkey={passkey}
          onPasskey={setPasskey}
          fieldClass={FIELD}
        />
        <div className="flex flex-col gap-1.5">
          <span id="signup-language-label" className="text-sm font-semibold text-slate-700">
            {t('signup.preferredLanguage')}
          </span>
          <LanguagePicker
            value={language}
            onChange={setLanguage}
            labelledBy="signup-language-label"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">
            {t('signup.profilePicture')}
          </legend>
          <div
            className="grid grid-cols-3 gap-3"
            role="radiogroup"
            aria-label={t('signup.profilePicture')}
          >
            {PRESET_AVATARS.map((src, i) => {
              const on = src === avatar;
              return (
                <button
                  key={src}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  aria-label={t('signup.picture', { number: i + 1 })}
                  onClick={() => setAvatar(src)}
                  className={cn(
                    'relative flex aspect-square items-center justify-center rounded-3xl p-2 transition',
                    on ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-slate-50 hover:bg-slate-100',
                  )}
                >
                  <img src={src} alt="" className="h-full w-full rounded-full" draggable={false} />
                  {on && (
                    <span className="bg-brand-gradient absolute top-1.5 end-1.5 flex h-6 w-6 items-center justify-center rounded-full text-white shadow">
                      <Check className="h-3.5 w-3.5" strokeWidth={3} />
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>

        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          data-testid="signup-submit"
          className="mt-2"
        >
          {submitting ? t('signup.creating') : t('signup.create')}
        </Button>
        <Link
          href="/"
          className="flex h-11 items-center justify-center rounded-2xl text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('signup.backToLogin')}
        </Link>
      </form>
    </div>
  );
}
