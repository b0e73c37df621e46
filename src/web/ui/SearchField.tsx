import { Search, X } from 'lucide-react';
import { cn } from '../lib/cn';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Also the field's accessible name. */
  placeholder: string;
  /** When given, a clear button with this label shows while there is text. */
  clearLabel?: string;
  testId: string;
  className?: string;
}

/** A rounded search box with its magnifier, and a clear button when asked for. */
export function SearchField({
  value,
  onChange,
  placeholder,
  clearLabel,
  testId,
  className,
}: SearchFieldProps) {
  return (
    <label
      className={cn(
        'flex h-10 items-center gap-2 rounded-xl bg-slate-100 px-3 text-slate-400 transition focus-within:bg-white focus-within:ring-2 focus-within:ring-brand-200',
        className,
      )}
    >
      <Search className="h-[18px] w-[18px] shrink-0" />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={testId}
        className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {clearLabel && value && (
        <button type="button" aria-label={clearLabel} onClick={() => onChange('')}>
          <X className="h-4 w-4" />
        </button>
      )}
    </label>
  );
}
