import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';

export interface PersonRowProps {
  person: { id: string; displayName: string; username: string; avatar: string | null };
  /** Under the name: the username, a status, 'Wants to be your friend'. */
  line: ReactNode;
  online?: boolean;
  actions?: ReactNode;
  /**
   * The buttons under the name instead of beside it: two worded buttons (Accept, Reject) leave a
   * phone-width row too little room for the name in most languages.
   */
  actionsBelow?: boolean;
  testId: string;
}

/** One person in a friends list: picture, name, a line, and buttons on the right. */
export function PersonRow({
  person,
  line,
  online,
  actions,
  actionsBelow = false,
  testId,
}: PersonRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl px-2 py-2" data-testid={testId}>
      <Avatar src={person.avatar} name={person.displayName} size={44} online={online} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-semibold text-slate-900 rtl:text-right" dir="auto">
          {person.displayName}
        </p>
        <p className="truncate text-[13px] text-slate-500">{line}</p>
        {actions && actionsBelow && <div className="mt-2 flex gap-1.5">{actions}</div>}
      </div>
      {actions && !actionsBelow && (
        <div className="flex shrink-0 items-center gap-1.5">{actions}</div>
      )}
    </li>
  );
}
