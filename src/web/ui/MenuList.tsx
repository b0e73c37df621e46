import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export interface MenuItem {
  id: string;
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** Shown in red: it removes or blocks something. */
  danger?: boolean;
}

/**
 * The items of a small menu (inside a Popover): icon and label each, `role="menu"`. Picking one
 * runs it after `onPick` (which closes the menu).
 */
export function MenuList({
  items,
  label,
  testIdPrefix,
  onPick,
}: {
  items: readonly MenuItem[];
  label: string;
  /** Each item's test id is `<prefix>-<id>`. */
  testIdPrefix: string;
  onPick: () => void;
}) {
  return (
    <ul role="menu" aria-label={label}>
      {items.map(({ id, label: text, icon: Icon, run, danger }) => (
        <li key={id} role="none">
          <button
            type="button"
            role="menuitem"
            data-testid={`${testIdPrefix}-${id}`}
            onClick={() => {
              onPick();
              run();
            }}
            className={cn(
              'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-[15px] font-medium transition hover:bg-slate-50',
              danger ? 'text-rose-600' : 'text-slate-800',
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}
