import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Check, ChevronDown, Search } from 'lucide-react';
import type { Language } from '../../../lang/catalog';
import { languageSearch } from '../../../lang/language-search';
import { LANGUAGES } from '../../../lang/languages';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

export interface LanguagePickerProps {
  /** The chosen code (one of the language list's). */
  value: string;
  onChange: (code: string) => void;
  /** Id of the element that names the field (its visible label). */
  labelledBy: string;
}

/**
 * Spec secondary 2 'Sign-up': the Preferred Language list with flag, name and native name, all
 * of the language list's hundred or so, searchable by name, native name or code. A combobox:
 * the search field keeps the focus while the arrow keys move through the list, Enter picks,
 * Escape closes.
 */
export function LanguagePicker({ value, onChange, labelledBy }: LanguagePickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const chosen = LANGUAGES.find((l) => l.code === value) ?? LANGUAGES[0]!;
  const found = useMemo(() => languageSearch(query), [query]);

  const show = () => {
    setQuery('');
    setActive(Math.max(0, LANGUAGES.indexOf(chosen)));
    setOpen(true);
  };
  const pick = (language: Language) => {
    onChange(language.code);
    setOpen(false);
    button.current?.focus();
  };
  const move = (to: number) => {
    const at = Math.max(0, Math.min(found.length - 1, to));
    setActive(at);
    list.current?.children[at]?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    if (e.key in step) move(active + step[e.key]!);
    else if (e.key === 'Home' && e.ctrlKey) move(0);
    else if (e.key === 'End' && e.ctrlKey) move(found.length - 1);
    else if (e.key === 'Enter' && found[active]) pick(found[active]);
    else if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else return;
    e.preventDefault();
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={t('signup.choose', { name: chosen.name })}
        data-testid="signup-language"
        data-value={chosen.code}
        onClick={() => (open ? setOpen(false) : show())}
        className="flex h-12 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 text-start text-[16px] text-slate-900 transition outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
      >
        <span aria-hidden className="text-xl leading-none">
          {chosen.flag}
        </span>
        <span className="min-w-0 flex-1 truncate">
          {chosen.name}
          {chosen.nativeName !== chosen.name && (
            <span className="text-slate-500"> — {chosen.nativeName}</span>
          )}
        </span>
        <ChevronDown
          aria-hidden
          className={cn('h-5 w-5 text-slate-400 transition', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="relative border-b border-slate-100">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 start-3.5 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <input
              autoFocus
              role="combobox"
              aria-expanded
              aria-controls={`${id}-list`}
              aria-activedescendant={found[active] ? `${id}-${found[active].code}` : undefined}
              aria-autocomplete="list"
              aria-label={t('signup.search')}
              aria-describedby={labelledBy}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                list.current?.scrollTo({ top: 0 });
              }}
              onKeyDown={onKeyDown}
              placeholder={t('signup.searchPlaceholder')}
              spellCheck={false}
              autoComplete="off"
              data-testid="signup-language-search"
              className="h-11 w-full bg-transparent pe-3 ps-10 text-[16px] text-slate-900 outline-none placeholder:text-slate-400"
            />
          </div>
          <ul
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-label={t('signup.languages')}
            className="max-h-64 overflow-y-auto overscroll-contain py-1"
          >
            {found.map((l, i) => (
              <li
                key={l.code}
                id={`${id}-${l.code}`}
                role="option"
                aria-selected={l.code === chosen.code}
                data-testid={`language-option-${l.code}`}
                // Keeps the focus in the search field: a click picks without blurring it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(l)}
                onMouseMove={() => i !== active && setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-4 py-2 text-[15px]',
                  i === active ? 'bg-brand-50' : 'bg-white',
                )}
              >
                <span aria-hidden className="text-lg leading-none">
                  {l.flag}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-slate-900">{l.name}</span>
                  {l.nativeName !== l.name && (
                    <span className="block truncate text-sm text-slate-500" lang={l.code}>
                      {l.nativeName}
                    </span>
                  )}
                </span>
                {l.code === chosen.code && (
                  <Check aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
                )}
              </li>
            ))}
            {found.length === 0 && (
              <li role="presentation" className="px-4 py-6 text-center text-sm text-slate-500">
                {t('signup.noMatch', { query: query.trim() })}
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
