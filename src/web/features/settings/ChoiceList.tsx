import { CheckMark } from '../../ui/CheckMark';

export interface ChoiceListProps<V extends string> {
  label: string;
  value: V;
  choices: Array<{ value: V; label: string; hint?: string }>;
  onChange: (value: V) => void;
  testId: string;
}

/** One of a few choices, as a list of radio rows (profile photo, auto-download). */
export function ChoiceList<V extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: ChoiceListProps<V>) {
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId} className="-mx-2 pb-1">
      {choices.map((c) => {
        const on = c.value === value;
        return (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={on}
            data-testid={`${testId}-${c.value}`}
            onClick={() => !on && onChange(c.value)}
            className="flex w-full items-center gap-3 rounded-2xl px-2 py-2.5 text-start hover:bg-slate-50"
          >
            <CheckMark on={on} shape="radio" />
            <span className="min-w-0 flex-1">
              <span className="block text-[15px] font-medium text-slate-800">{c.label}</span>
              {c.hint && <span className="block text-[13px] text-slate-500">{c.hint}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
