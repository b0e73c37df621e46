import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { TranslationUnavailableHelp } from '../translate/TranslationUnavailableHelp';
import { TranslationToggle } from '../translate/TranslationToggle';
import type { StatusWordsShown } from './status-words';

export interface StatusTranslationLineProps {
  words: StatusWordsShown;
  showOriginal: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * The small line under a status's words, in the chat's words: 'Translated from Spanish · Show
 * original' (a tap switches to the original and back; 'Translated on this device' beside it when
 * the reader's browser made it), or 'Translation unavailable' under the words as written, with
 * the download of this device's pack when it could translate them. Nothing for words as written that needed no translation.
 */
export function StatusTranslationLine({
  words,
  showOriginal,
  onToggle,
  className,
}: StatusTranslationLineProps) {
  const t = useT();
  const line = cn('text-xs leading-4 text-slate-500', className);
  if (words.translatedFrom !== null) {
    return (
      <p className={line}>
        <TranslationToggle
          from={words.translatedFrom}
          showOriginal={showOriginal}
          onToggle={onToggle}
          onDevice={words.onDevice}
        />
      </p>
    );
  }
  if (words.unavailable) {
    return (
      <p className={line} data-testid="translation-unavailable">
        {t('chat.translationUnavailable')}
        <TranslationUnavailableHelp pack={words.pack} />
      </p>
    );
  }
  return null;
}
