import { ChevronDown } from 'lucide-react';
import { TRANSLATION_LANGUAGES } from '../../../lang/catalog';
import { useLocale, useT } from '../../i18n/use-t';
import { languageName } from '../translate/language-name';

export interface LanguageSelectProps {
  id: string;
  label: string;
  value: string;
  /** Offer 'auto' first (spec core 3: a source only). */
  withAuto?: boolean;
  disabled?: boolean;
  /**
   * The codes the engine can do here (GET /api/translate/languages); null while unknown, when
   * only the current value is shown. The current value stays listed, marked, even when the
   * engine cannot do it, so that the field says what is set.
   */
  offered?: ReadonlySet<string> | null;
  onChange: (code: string) => void;
}

/**
 * A labelled native select of the translation languages (spec core 3 "Language entry"), limited
 * to those the server's engine can do when `offered` says which.
 */
export function LanguageSelect({
  id,
  label,
  value,
  withAuto,
  disabled,
  offered,
  onChange,
}: LanguageSelectProps) {
  const t = useT();
  const locale = useLocale();
  const shown = TRANSLATION_LANGUAGES.filter(
    (l) => l.code === value || offered === undefined || offered?.has(l.code),
  );
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          data-testid={id}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full appearance-none rounded-2xl border border-slate-200 bg-white pe-10 ps-3.5 text-[15px] text-slate-900 transition outline-none focus:border-brand-300 focus:ring-2 focus:ring-brand-200 disabled:opacity-50"
        >
          {withAuto && <option value="auto">🌐 {t('translation-settings.autoDetect')}</option>}
          {shown.map((l) => {
            const unavailable = offered != null && !offered.has(l.code);
            const name = languageName(locale, l.code, l.name, { standalone: true });
            const native =
              l.nativeName.toLocaleLowerCase(l.code) !== name.toLocaleLowerCase(locale);
            return (
              <option key={l.code} value={l.code} disabled={unavailable}>
                {l.flag} {name}
                {native && ` · ${l.nativeName}`}
                {unavailable && ` (${t('translation-settings.unavailable')})`}
              </option>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 end-3.5 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
