import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { catalogLoad } from './catalog-load';
import type { Messages } from './catalog-load';
import { intlCreate, intlCurrentSet } from './intl';
import { appLanguageRemember, languageDirection } from './languages';
import type { AppLanguage } from './languages';

/**
 * Shows the app in `lang`. The first catalog is awaited (nothing renders in a half-known
 * language); a later switch keeps the current texts on screen until the new ones arrive, so the
 * language changes in place, without a reload.
 */
export function I18nProvider({
  lang,
  children,
  fallback = null,
}: {
  lang: AppLanguage;
  children: ReactNode;
  /** Shown until the first catalog is in. */
  fallback?: ReactNode;
}) {
  const [intl, setIntl] = useState<IntlShape | null>(null);
  useEffect(() => {
    let live = true;
    const show = (shown: AppLanguage, messages: Messages) => {
      if (!live) return;
      const next = intlCreate(shown, messages);
      intlCurrentSet(next);
      // The whole app renders under this: as a transition, React renders it in slices and
      // lets the page breathe between them, instead of one long task on a slow phone.
      startTransition(() => setIntl(next));
      const root = document.documentElement;
      root.lang = shown;
      root.dir = languageDirection(shown);
    };
    catalogLoad(lang).then(
      (messages) => {
        show(lang, messages);
        appLanguageRemember(lang);
      },
      // The language's chunk could not be fetched (offline): English rather than nothing.
      () => void catalogLoad('en').then((messages) => show('en', messages)),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (!intl) return fallback;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
