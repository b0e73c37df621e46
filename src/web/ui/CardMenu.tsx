import { useState } from 'react';
import { MoreVertical } from 'lucide-react';
import type { MenuItem } from './MenuList';
import { MenuList } from './MenuList';
import { Popover } from './Popover';

export interface CardMenuProps {
  /** The button's and the menu's accessible name ('More actions for …'). */
  label: string;
  items: readonly MenuItem[];
  /** Test ids: `<prefix>-menu`, `<prefix>-menu-button`, and `<prefix>-<item id>` per item. */
  testIdPrefix: string;
  /** The menu's width class. */
  width?: string;
}

/** A card's round ⋮ button opening a small menu; picking an item closes it. */
export function CardMenu({ label, items, testIdPrefix, width = 'w-52' }: CardMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className={`${width} rounded-2xl p-1.5`}
      testId={`${testIdPrefix}-menu`}
      trigger={
        <button
          type="button"
          aria-label={label}
          data-testid={`${testIdPrefix}-menu-button`}
          className="flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
        >
          <MoreVertical aria-hidden className="h-4.5 w-4.5" />
        </button>
      }
    >
      <MenuList
        items={items}
        label={label}
        testIdPrefix={testIdPrefix}
        onPick={() => setOpen(false)}
      />
    </Popover>
  );
}
