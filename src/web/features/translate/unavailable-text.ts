import { tNow } from '../../i18n/intl';

/**
 * 'Translation unavailable for es → ja' in the app language, for a pair the server cannot
 * translate (its own 422 body says the same in English; `errorText` localises that one).
 */
export function translationUnavailableText(from: string, to: string): string {
  return tNow('translate.unavailableFor', { from, to });
}
