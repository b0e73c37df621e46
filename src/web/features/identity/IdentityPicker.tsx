import { useDeferredValue, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../protocol';
import { ApiError, errorText } from '../../lib/api';
import { LogoMark } from '../../ui/LogoMark';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-store';
import { IdentityRow } from './IdentityRow';
import { OtherAccountDialog } from './OtherAccountDialog';
import { PasswordDialog } from './PasswordDialog';
import { passkeySignIn, passkeySupported } from './passkey';
import { sessionStart, useUsers } from './session';
import { useT } from '../../i18n/use-t';

function errorIs(err: unknown, status: number, text: string): boolean {
  return err instanceof ApiError && err.status === status && errorText(err) === text;
}

/** A refusal a sign-in dialog shows in place: the wrong credential, or too many tries. */
function refusalInDialog(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 429);
}

/**
 * Spec core 2 stage 1: pick who you are. Picking a demo person signs in (POST /api/session);
 * any other account asks for its credential first, a password or a passkey (issue 27). The list
 * is the demo people and the accounts this browser signed into; 'Sign in to another account'
 * reaches the rest.
 */
export function IdentityPicker() {
  const t = useT();
  const client = useQueryClient();
  // The rows render in a pass React can interrupt when the people arrive (see ConversationList).
  const users = useDeferredValue(useUsers());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [askFor, setAskFor] = useState<User | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [otherOpen, setOtherOpen] = useState(false);
  const [otherError, setOtherError] = useState<string | null>(null);
  const passkeys = passkeySupported();

  const failed = (err: unknown) => {
    toast({
      title: t('identity.signInFailed'),
      description: errorText(err),
      variant: 'destructive',
    });
    if (err instanceof ApiError && err.status === 404) void users.refetch();
  };

  const pick = async (user: User, password?: string) => {
    // A protected account asks before anything is sent: tapping a name is no sign-in.
    if (password === undefined && (user.demo !== true || user.hasPassword)) {
      setPasswordError(null);
      setAskFor(user);
      return;
    }
    setBusyId(user.id);
    try {
      await sessionStart(client, user.id, password);
      setAskFor(null);
    } catch (err) {
      if (errorIs(err, 401, 'Password required')) {
        setPasswordError(null);
        setAskFor(user);
      } else if (errorIs(err, 401, 'Wrong password')) {
        setPasswordError(t('identity.wrongPassword'));
      } else if (askFor && refusalInDialog(err)) {
        setPasswordError(errorText(err));
      } else {
        failed(err);
      }
    } finally {
      setBusyId(null);
    }
  };

  /** A passkey instead of a password; `by` names the account when one was picked or typed. */
  const withPasskey = async (
    by: { userId?: string; username?: string },
    show: typeof setOtherError,
  ) => {
    setBusyId(by.userId ?? 'passkey');
    try {
      await passkeySignIn(client, by);
      setAskFor(null);
      setOtherOpen(false);
    } catch (err) {
      show(err instanceof ApiError ? errorText(err) : t('identity.passkeyCancelled'));
    } finally {
      setBusyId(null);
    }
  };

  const signInOther = async (username: string, password: string) => {
    setBusyId('other');
    try {
      await sessionStart(client, { username }, password);
      setOtherOpen(false);
    } catch (err) {
      if (refusalInDialog(err)) setOtherError(errorText(err));
      else failed(err);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white" data-testid="identity-picker">
      <header className="bg-brand-gradient relative overflow-hidden px-6 pt-[max(2.5rem,env(safe-area-inset-top))] pb-14 text-white">
        <div className="absolute -top-16 -end-10 h-48 w-48 rounded-full bg-white/10 blur-xl" />
        <div className="absolute -bottom-20 -start-10 h-40 w-40 rounded-full bg-fuchsia-300/20 blur-2xl" />
        <div className="relative flex flex-col items-center text-center">
          <LogoMark size={72} className="rounded-[22px] ring-4 ring-white/25" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t('identity.welcome')}</h1>
          <p className="mt-2 max-w-[18rem] text-[15px] leading-snug text-white/85">
            {t('identity.tagline')}
          </p>
        </div>
      </header>

      <main className="relative -mt-8 flex-1 rounded-t-[2rem] bg-white px-3 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <h2 className="px-3 pb-2 text-xs font-bold tracking-wider text-slate-500 uppercase">
          {t('identity.chooseProfile')}
        </h2>
        {users.isPending ? (
          <ul className="flex flex-col gap-1 px-3">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="flex items-center gap-3.5 py-2.5">
                <Skeleton className="h-12 w-12 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-24" />
                </div>
              </li>
            ))}
          </ul>
        ) : users.isError ? (
          <div className="px-3 py-8 text-center">
            <p className="font-semibold text-slate-800">{t('identity.connectionError')}</p>
            <p className="mt-1 text-sm text-slate-500">{t('identity.loadError')}</p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="mt-4 rounded-xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700"
            >
              {t('identity.tryAgain')}
            </button>
          </div>
        ) : (
          <ul className="flex flex-col" data-testid="identity-list">
            {users.data.map((user) => (
              <IdentityRow
                key={user.id}
                user={user}
                busy={busyId === user.id}
                disabled={busyId !== null}
                onPick={(u) => void pick(u)}
              />
            ))}
          </ul>
        )}

        <div className="my-5 flex items-center gap-3 px-3" role="separator">
          <span className="h-px flex-1 bg-slate-200" />
          <span className="text-sm font-medium text-slate-500">{t('identity.or')}</span>
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <div className="flex flex-col gap-3 px-3">
          <button
            type="button"
            data-testid="other-account-button"
            onClick={() => {
              setOtherError(null);
              setOtherOpen(true);
            }}
            className="flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-brand-50 text-[15px] font-semibold text-brand-700 transition hover:bg-brand-100 active:scale-[0.99]"
          >
            <LogIn className="h-5 w-5 rtl:-scale-x-100" />
            {t('identity.otherAccount')}
          </button>
          <Link
            href="/signup"
            data-testid="create-account-button"
            className="flex h-12 w-full items-center justify-center gap-2 rounded-2xl border-2 border-brand-200 text-[15px] font-semibold text-brand-700 transition hover:border-brand-300 hover:bg-brand-50 active:scale-[0.99]"
          >
            <UserPlus className="h-5 w-5" />
            {t('identity.createAccount')}
          </Link>
        </div>
      </main>

      <PasswordDialog
        user={askFor}
        busy={busyId !== null}
        error={passwordError}
        onSubmit={(password) => askFor && void pick(askFor, password)}
        onPasskey={
          passkeys && askFor
            ? () => void withPasskey({ userId: askFor.id }, setPasswordError)
            : undefined
        }
        onClose={() => setAskFor(null)}
      />
      <OtherAccountDialog
        open={otherOpen}
        busy={busyId !== null}
        error={otherError}
        onSubmit={(username, password) => void signInOther(username, password)}
        onPasskey={
          passkeys
            ? (username) => void withPasskey(username ? { username } : {}, setOtherError)
            : undefined
        }
        onClose={() => setOtherOpen(false)}
      />
    </div>
  );
}
