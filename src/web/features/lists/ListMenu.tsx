import { useState } from 'react';
import { Copy, MoreVertical, Pencil, Share2, Trash2 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { MenuItem } from '../../ui/MenuList';
import { MenuList } from '../../ui/MenuList';
import { Popover } from '../../ui/Popover';

export interface ListMenuProps {
  name: string;
  onEdit: () => void;
  onCopy: () => void;
  onShare: () => void;
  onDelete: () => void;
}

/** Spec secondary 2: a list card's menu: Edit List, Copy Info, Share List, Delete List. */
export function ListMenu({ name, onEdit, onCopy, onShare, onDelete }: ListMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = [
    { id: 'edit', label: t('lists.editList'), icon: Pencil, run: onEdit },
    { id: 'copy', label: t('lists.copyInfo'), icon: Copy, run: onCopy },
    { id: 'share', label: t('lists.shareList'), icon: Share2, run: onShare },
    { id: 'delete', label: t('lists.deleteList'), icon: Trash2, run: onDelete, danger: true },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className="w-52 rounded-2xl p-1.5"
      testId="list-menu"
      trigger={
        <button
          type="button"
          aria-label={t('lists.moreActions', { name })}
          data-testid="list-menu-button"
          className="flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
        >
          <MoreVertical aria-hidden className="h-4.5 w-4.5" />
        </button>
      }
    >
      <MenuList
        items={items}
        label={t('lists.moreActions', { name })}
        testIdPrefix="list"
        onPick={() => setOpen(false)}
      />
    </Popover>
  );
}
