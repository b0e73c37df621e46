import { useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { User } from '../../../protocol';
import { mentionQuery } from './text-mentions';

/** A handful is enough to pick from; typing more of the name narrows it. */
const SUGGESTIONS_MAX = 6;

/**
 * The composer's @ completion (issue 31): which members match the name being typed before the
 * caret, which one the keys point at, and the text with the one picked put in. `members` is
 * empty outside groups: nothing is suggested there.
 */
export function useMentionTyping(text: string, caret: number, members: readonly User[]) {
  const [active, setActive] = useState(0);
  // Escape closes the list for the @ it was opened at, until another @ is typed.
  const [closedAt, setClosedAt] = useState(-1);
  const typed = members.length ? mentionQuery(text, caret) : null;
  const open = typed !== null && typed.start !== closedAt;
  const query = open ? typed.query.toLowerCase() : null;
  const people = useMemo(() => {
    if (query === null) return [];
    return members
      .filter(
        (u) =>
          u.username.toLowerCase().startsWith(query) || u.displayName.toLowerCase().includes(query),
      )
      .slice(0, SUGGESTIONS_MAX);
  }, [query, members]);
  const shown = Math.min(active, Math.max(people.length - 1, 0));

  /** The text with `user` put in for what was typed, and where the caret goes. */
  const picked = (user: User): { text: string; caret: number } => {
    const start = typed?.start ?? caret;
    const name = `@${user.username} `;
    return { text: text.slice(0, start) + name + text.slice(caret), caret: start + name.length };
  };

  /** The list's keys; true when the key was the list's (the composer does nothing more). */
  const onKey = (e: KeyboardEvent, pick: (user: User) => void): boolean => {
    if (people.length === 0) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((shown + step + people.length) % people.length);
    } else if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') {
      pick(people[shown]!);
      setActive(0);
    } else if (e.key === 'Escape') {
      setClosedAt(typed?.start ?? -1);
    } else return false;
    e.preventDefault();
    return true;
  };

  return { people, active: shown, picked, onKey };
}
