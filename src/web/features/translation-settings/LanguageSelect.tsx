import { ChevronDown } from 'lucide-react';
import { TRANSLATION_LANGUAGES } from '../../../lang/catalog';

export interface LanguageSelectProps {
  id: string;
  label: string;
  value: string;
  /** Offer 'auto' first (spec core 3: a source only). */
  withAuto?: boolean;
  disabled?: boolean;
  onChange: (code: string) => void;
}

/** A labelled native select of the translation languages (spec core 3 "Language entry"). */
export function LanguageSelect({
  id,
  label,
  value,
  withAuto,
  disabled,
  onChange,
}: LanguageSelectProps) {
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
          className="h-11 w-full appearance-none rounded-2xl border border-slate-200 bg-white pr-10 pl-3.5 text-[15px] text-slate-900 transition outline-none focus:border-brand-300 focus:ring-2 focus:ring-brand-200 disabled:opacity-50"
        >
          {withAuto && <option value="auto">🌐 Auto-detect</option>}
          {TRANSLATION_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.flag} {l.name}
              {l.nativeName !== l.name && ` · ${l.nativeName}`}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
