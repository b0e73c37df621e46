import { useState } from 'react';
import { Ban, MoreVertical, UserMinus } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { MenuItem } from '../../ui/MenuList';
import { MenuList } from '../../ui/MenuList';
import { Popover } from '../../ui/Popover';

export interface ContactMenuProps {
  name: string;
  /** Only a friend can be removed. */
  onRemove?: () => void;
  onBlock: () => void;
}

/** A contact's menu: Remove friend (friends only) and Block. */
export function ContactMenu({ name, onRemove, onBlock }: ContactMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = [
    ...(onRemove
      ? [{ id: 'remove', label: t('contacts.remove'), icon: UserMinus, run: onRemove }]
      : []),
    { id: 'block', label: t('contacts.block'), icon: Ban, run: onBlock, danger: true },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className="w-52 rounded-2xl p-1.5"
      testId="contact-menu"
      trigger={
        <button
          type="button"
          aria-label={t('contacts.moreActions', { name })}
          data-testid="contact-menu-button"
          className="flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
        >
          <MoreVertical aria-hidden className="h-4.5 w-4.5" />
        </button>
      }
    >
      <MenuList
        items={items}
        label={t('contacts.moreActions', { name })}
        testIdPrefix="contact"
        onPick={() => setOpen(false)}
      />
    </Popover>
  );
}
