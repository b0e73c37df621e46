import { Suspense, lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../protocol';
import { languageShown } from '../../../lang/languages';
import { useLocale, useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Popover } from '../../ui/Popover';
import { sessionEnd } from '../identity/session';
import { languageName } from '../translate/language-name';
import { AppLanguageSelect } from './AppLanguageSelect';
import { APP_BUILD, APP_VERSION } from '../../lib/app-version';
import { Skeleton } from '../../ui/Skeleton';

/** The dialog's switches and theme: loaded when it first opens, not with the first screen. */
const SettingsQuick = lazy(() =>
  import('./SettingsQuick').then((m) => ({ default: m.SettingsQuick })),
);

/**
 * The list header's settings dialog (spec secondary 'Settings'): who I am, notification toggles,
 * theme, app language, privacy toggles, the version, a link to Settings, Start Demo Conversations
 * (also on the empty list; here once the list has chats), and Switch User.
 */
export function SettingsMenu({
  me,
  seeding,
  onSeed,
}: {
  me: User;
  seeding: boolean;
  onSeed: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const lang = languageShown(me.language);
  const langName = languageName(locale, lang.code, lang.name, { standalone: true });
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      className="max-h-[min(80dvh,42rem)] w-72 overflow-y-auto"
      testId="settings-menu"
      label={t('conversations.settings')}
      trigger={
        <button
          type="button"
          aria-label={t('conversations.settings')}
          data-testid="settings-button"
          className="flex h-10 w-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100"
        >
          <Settings className="h-[22px] w-[22px]" />
        </button>
      }
    >
      <div className="flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
        <Avatar src={me.avatar} name={me.displayName} size={44} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{me.displayName}</p>
          <p className="truncate text-sm text-slate-500">
            {lang.flag} {langName}
          </p>
        </div>
      </div>
      {open && (
        <Suspense fallback={<Skeleton className="mx-3 my-2 h-40 rounded-2xl" />}>
          <SettingsQuick me={me} />
        </Suspense>
      )}
      <AppLanguageSelect me={me} />
      <Link
        href="/settings"
        onClick={() => setOpen(false)}
        className="mt-1 flex items-center gap-3 rounded-2xl px-3 py-2.5 text-[15px] font-medium text-slate-700 hover:bg-slate-50"
      >
        <Settings className="h-[18px] w-[18px] text-slate-400" />
        {t('conversations.settings')}
      </Link>
      <button
        type="button"
        data-testid="menu-seed-demo"
        disabled={seeding}
        onClick={() => {
          setOpen(false);
          onSeed();
        }}
        className="flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-start text-[15px] font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        <Sparkles className="h-[18px] w-[18px] text-slate-400" />
        {t('conversations.seedDemo')}
      </button>
      <button
        type="button"
        data-testid="switch-user-button"
        onClick={() => {
          setOpen(false);
          void sessionEnd(client);
        }}
        className="flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-start text-[15px] font-medium text-rose-600 hover:bg-rose-50"
      >
        <LogOut className="h-[18px] w-[18px] rtl:-scale-x-100" />
        {t('conversations.switchUser')}
      </button>
      <p className="px-3 pt-1 pb-1 text-[12px] text-slate-500" data-testid="settings-menu-version">
        {t('settings.versionLine', { version: APP_VERSION, build: APP_BUILD })}
      </p>
    </Popover>
  );
}
