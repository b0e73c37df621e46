import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import english from 'virtual:catalog/en';
import { messagesFrom } from './catalog-load';
import { intlCreate, intlCurrentSet } from './intl';

/** Component tests render in English from the real catalog. */
export function inEnglish(node: ReactNode) {
  return <RawIntlProvider value={intlCreate('en', messagesFrom(english))}>{node}</RawIntlProvider>;
}

/** Tests of code outside components (`tNow`): the app speaks English from the real catalog. */
export function englishNow(): void {
  intlCurrentSet(intlCreate('en', messagesFrom(english)));
}
