import type { User } from '../../../protocol';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';

export interface RecipientPickerProps {
  /** The conversation's participants without the reader (spec core 5). */
  people: readonly User[];
  value: string | null;
  onChange: (userId: string) => void;
  label: string;
}

/**
 * Who the money goes to (or is asked from). A one-to-one chat has one choice, already made: it
 * shows as a plain line. A group shows everyone to pick from.
 */
export function RecipientPicker({ people, value, onChange, label }: RecipientPickerProps) {
  if (people.length === 1) {
    const only = people[0]!;
    return (
      <div
        className="flex items-center gap-3 rounded-2xl bg-slate-50 px-4 py-2.5"
        data-testid="cash-recipient"
        data-user-id={only.id}
      >
        <span className="text-sm font-medium text-slate-500">{label}</span>
        <Avatar src={only.avatar} name={only.displayName} size={32} />
        <span className="truncate font-semibold text-slate-900">{only.displayName}</span>
      </div>
    );
  }
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-500">{label}</p>
      <div
        role="radiogroup"
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
      >
        {people.map((u) => {
          const on = u.id === value;
          return (
            <button
              key={u.id}
              type="button"
              role="radio"
              aria-checked={on}
              data-testid={`cash-recipient-${u.username}`}
              onClick={() => onChange(u.id)}
              className={cn(
                'flex w-16 shrink-0 flex-col items-center gap-1 rounded-2xl py-1.5 transition',
                on ? 'bg-emerald-50' : 'hover:bg-slate-50',
              )}
            >
              <Avatar
                src={u.avatar}
                name={u.displayName}
                size={40}
                className={cn('rounded-full', on && 'ring-2 ring-emerald-500 ring-offset-2')}
              />
              <span
                className={cn(
                  'w-full truncate text-center text-xs',
                  on ? 'font-semibold text-emerald-700' : 'text-slate-600',
                )}
              >
                {u.displayName.split(' ')[0]}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
