import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ListCardFrameProps {
  name: string;
  description: string;
  testId: string;
  /** The badge above the name (public or private, a category). */
  badge: ReactNode;
  /** The round button before the menu (Add Members, Send). */
  action: { label: string; testId: string; icon: ReactNode; run: () => void };
  menu: ReactNode;
  /** The element id a shared link scrolls to. */
  id?: string;
  highlighted?: boolean;
  /** What comes under the name: tags, counts, dates. */
  children: ReactNode;
}

/**
 * The frame of one of my lists, contact or broadcast: badge, name, description, a round action
 * button and the menu, then the rest of the card.
 */
export function ListCardFrame(props: ListCardFrameProps) {
  const { name, description, badge, action, menu } = props;
  return (
    <li
      id={props.id}
      className={cn(
        'rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5',
        props.highlighted && 'ring-2 ring-brand-400',
      )}
      data-testid={props.testId}
      data-name={name}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {badge}
          <h3 className="mt-2 truncate text-[17px] font-bold text-slate-900">
            <bdi>{name}</bdi>
          </h3>
          {description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{description}</p>
          )}
        </div>
        <button
          type="button"
          aria-label={action.label}
          data-testid={action.testId}
          onClick={action.run}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition hover:bg-brand-100"
        >
          {action.icon}
        </button>
        {menu}
      </div>
      {props.children}
    </li>
  );
}
