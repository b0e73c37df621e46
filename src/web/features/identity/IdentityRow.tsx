import { ChevronRight, Lock } from 'lucide-react';
import type { User } from '../../../protocol';
import { languageShown } from '../../../lang/languages';
import { Avatar } from '../../ui/Avatar';
import { Spinner } from '../../ui/Spinner';
import { useLocale, useT } from '../../i18n/use-t';
import { languageName } from '../translate/language-name';

export interface IdentityRowProps {
  user: User;
  busy: boolean;
  disabled: boolean;
  onPick: (user: User) => void;
}

/** One identity in the picker: avatar, display name, language flag and name (core 2). */
export function IdentityRow({ user, busy, disabled, onPick }: IdentityRowProps) {
  const t = useT();
  const locale = useLocale();
  const language = languageShown(user.language);
  return (
    <li>
      <button
        type="button"
        data-testid={`identity-row-${user.username}`}
        disabled={disabled}
        onClick={() => onPick(user)}
        className="group flex w-full items-center gap-3.5 rounded-2xl px-3 py-2.5 text-start transition hover:bg-brand-50/70 active:bg-brand-50 disabled:opacity-60"
      >
        <Avatar
          src={user.avatar}
          name={user.displayName}
          size={48}
          online={user.status === 'online'}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className="truncate text-[16px] font-semibold text-slate-900">
              {user.displayName}
            </span>
            {(user.demo !== true || user.hasPassword) && (
              <Lock className="h-3.5 w-3.5 text-slate-400" aria-label={t('identity.protected')} />
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <span aria-hidden className="text-base leading-none">
              {language.flag}
            </span>
            <span>{languageName(locale, language.code, language.name, { standalone: true })}</span>
          </span>
        </span>
        {busy ? (
          <Spinner className="text-brand-500" />
        ) : (
          // Points and moves toward the end of the line: right in English, left in Arabic.
          <ChevronRight
            aria-hidden
            data-testid="identity-row-chevron"
            className="h-5 w-5 text-slate-300 transition group-hover:text-brand-400 ltr:group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        )}
      </button>
    </li>
  );
}
