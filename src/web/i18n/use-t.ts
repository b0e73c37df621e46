import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Values } from './intl';
import { valuesIsolated } from './intl';
import { appLanguageFor, languageDirection } from './languages';

export type T = (id: string, values?: Values) => string;

/** `t(id)`: the text of a catalog id in the app language; re-renders on a switch. */
export function useT(): T {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Values) =>
      intl.formatMessage({ id }, valuesIsolated(intl.locale, values)),
    [intl],
  );
}

/** The app language's locale, for the `lib/format.ts` formats. */
export function useLocale(): string {
  return useIntl().locale;
}

/**
 * The app language's writing direction, for parts that lay themselves out from a `dir` they are
 * given rather than the document's (Radix Tabs sets `dir` on its own element, ltr by default).
 */
export function useDirection(): 'rtl' | 'ltr' {
  return languageDirection(appLanguageFor(useIntl().locale));
}
