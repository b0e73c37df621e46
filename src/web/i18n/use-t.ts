import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as format from '../lib/format';
import type { Values } from './intl';

export type T = (id: string, values?: Values) => string;

/** `t(id)`: the text of a catalog id in the app language; re-renders on a switch. */
export function useT(): T {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/** The app language's locale, for the `lib/format.ts` formats. */
export function useLocale(): string {
  return useIntl().locale;
}

export { format };
