import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { languageFind } from '../../../lang/catalog';
import { useLocale, useT } from '../../i18n/use-t';
import { languageName } from './language-name';

export interface TranslationToggleProps {
  /** The language the text was translated from, by code ('en'); named in the app language. */
  from: string;
  showOriginal: boolean;
  onToggle: () => void;
  /** Translated by this device's own translator: said beside where it came from. */
  onDevice?: boolean;
  /** Kept inside, after the action: room the bubble keeps for its time. */
  children?: ReactNode;
}

/**
 * 'Translated from English · Show original' under a translated text ('Translated on this device'
 * beside it when the reader's own browser did it); a tap switches to the original and back.
 */
export function TranslationToggle({
  from,
  showOriginal,
  onToggle,
  onDevice = false,
  children,
}: TranslationToggleProps) {
  const t = useT();
  const locale = useLocale();
  const language = languageName(locale, from, languageFind(from).name);
  return (
    <button
      type="button"
      data-testid="translation-toggle"
      aria-pressed={showOriginal}
      onClick={onToggle}
      className="rounded text-start focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      {/* Label and action each stay whole: when they do not fit on one line, the action goes
          to the next. */}
      {/* Blocks in the line, so the action can go to the next one; not flex boxes, whose
          baseline is the icon's bottom edge and set the label above the action beside it. */}
      <span className="me-1.5 inline-block whitespace-nowrap">
        <Languages aria-hidden className="me-1 inline h-3 w-3 align-[-0.1em]" />
        {showOriginal
          ? t('translate.originalIn', { language })
          : t('translate.translatedFrom', { language })}
      </span>
      {onDevice && !showOriginal && (
        <span className="me-1.5 inline-block whitespace-nowrap">
          <span aria-hidden className="me-1.5">
            ·
          </span>
          <span data-testid="translated-on-device">{t('translate.onDevice')}</span>
        </span>
      )}
      <span className="inline-block font-medium whitespace-nowrap text-brand-600 hover:underline">
        {showOriginal ? t('translate.showTranslation') : t('translate.showOriginal')}
      </span>
      {children}
    </button>
  );
}
