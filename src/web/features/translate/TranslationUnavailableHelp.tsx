import { useT } from '../../i18n/use-t';
import { deviceEngine } from '../device-translate/device-engine';
import type { TranslatorPair } from '../device-translate/translator-api';
import { TranslationPackPrompt } from './TranslationPackPrompt';

/**
 * After 'Translation unavailable': the download of this device's pack when it could translate
 * the words, else, where the browser has no translator of its own, what would translate them.
 */
export function TranslationUnavailableHelp({ pack }: { pack: TranslatorPair | null }) {
  const t = useT();
  if (pack) return <TranslationPackPrompt pair={pack} />;
  if (deviceEngine.present()) return null;
  return (
    <span className="block" data-testid="translation-hint">
      {t('translate.hintBrowser')}
    </span>
  );
}
