import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import type { User } from '../../../protocol';
import { languageShown } from '../../../lang/languages';
import { errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { userLanguageChange } from './app-language';
import { APP_LANGUAGES, appLanguageFor } from '../../i18n/languages';
import { useT } from '../../i18n/use-t';

/**
 * The app language choice: the 12 languages the app speaks, each in its own name. Picking one
 * changes the user's language (the settings screen will hold it too); a language outside those
 * 12 stays offered as the current choice, shown in English.
 */
export function AppLanguageSelect({ me }: { me: User }) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const codes: string[] = [...APP_LANGUAGES];
  if (!codes.includes(me.language)) codes.unshift(me.language);
  const change = async (code: string) => {
    setBusy(true);
    try {
      await userLanguageChange(client, code);
    } catch (err) {
      toast({
        title: t('language.changeFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="flex items-center gap-3 rounded-2xl px-3 py-2 text-[15px] font-medium text-slate-700">
      <Globe aria-hidden className="h-[18px] w-[18px] shrink-0 text-slate-400" />
      <span className="sr-only">{t('language.appLanguage')}</span>
      <select
        data-testid="app-language-select"
        aria-label={t('language.appLanguage')}
        value={me.language}
        disabled={busy}
        onChange={(e) => void change(e.target.value)}
        className="min-w-0 flex-1 rounded-xl bg-slate-50 px-2 py-1.5 text-[15px] text-slate-800 outline-none focus:ring-2 focus:ring-brand-200"
      >
        {codes.map((code) => {
          const lang = languageShown(code);
          const own = appLanguageFor(code) === code;
          return (
            <option key={code} value={code}>
              {lang.flag} {own ? lang.nativeName : lang.name}
            </option>
          );
        })}
      </select>
    </label>
  );
}
