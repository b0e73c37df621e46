import type { User } from '../../../protocol';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';

export interface MentionSuggestionsProps {
  /** The members whose name matches what follows the @ being typed, at most a handful. */
  people: readonly User[];
  /** The one Enter or Tab would take (arrow keys move it). */
  active: number;
  onPick: (user: User) => void;
}

/**
 * Above a group's composer while a name is typed after @ (issue 31): the members it may be, by
 * picture, name and @username. A tap, Enter or Tab puts '@username ' in the text.
 */
export function MentionSuggestions({ people, active, onPick }: MentionSuggestionsProps) {
  const t = useT();
  if (people.length === 0) return null;
  return (
    <ul
      role="listbox"
      aria-label={t('mentions.suggestions')}
      data-testid="mention-suggestions"
      className="mx-2 mb-1 max-h-56 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-1 shadow-lg"
    >
      {people.map((u, i) => (
        <li key={u.id} role="option" aria-selected={i === active}>
          <button
            type="button"
            data-testid="mention-suggestion"
            data-username={u.username}
            // The box keeps the focus (and its caret) while a name is picked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(u)}
            className={cn(
              'flex w-full items-center gap-2.5 rounded-xl px-2 py-1.5 text-start transition hover:bg-slate-50',
              i === active && 'bg-brand-50 hover:bg-brand-50',
            )}
          >
            <Avatar src={u.avatar} name={u.displayName} size={30} />
            <span
              className="min-w-0 flex-1 truncate text-[14px] font-semibold text-slate-900 rtl:text-right"
              dir="auto"
            >
              {u.displayName}
            </span>
            <span className="shrink-0 text-[13px] text-slate-500">
              <bdi>@{u.username}</bdi>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
