import { useState } from 'react';
import { BarChart3, MoreVertical, Pencil, Trash2, Users } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { MenuItem } from '../../ui/MenuList';
import { MenuList } from '../../ui/MenuList';
import { Popover } from '../../ui/Popover';

export interface BroadcastMenuProps {
  name: string;
  onEdit: () => void;
  onSubscribers: () => void;
  onAnalytics: () => void;
  onDelete: () => void;
}

/**
 * Spec secondary 2: my broadcast list's menu: Edit List, Manage Subscribers, View Analytics,
 * Delete List.
 */
export function BroadcastMenu({
  name,
  onEdit,
  onSubscribers,
  onAnalytics,
  onDelete,
}: BroadcastMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = [
    { id: 'edit', label: t('broadcasts.editList'), icon: Pencil, run: onEdit },
    {
      id: 'subscribers',
      label: t('broadcasts.manageSubscribers'),
      icon: Users,
      run: onSubscribers,
    },
    { id: 'analytics', label: t('broadcasts.viewAnalytics'), icon: BarChart3, run: onAnalytics },
    { id: 'delete', label: t('broadcasts.deleteList'), icon: Trash2, run: onDelete, danger: true },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className="w-56 rounded-2xl p-1.5"
      testId="broadcast-menu"
      trigger={
        <button
          type="button"
          aria-label={t('broadcasts.moreActions', { name })}
          data-testid="broadcast-menu-button"
          className="flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800"
        >
          <MoreVertical aria-hidden className="h-4.5 w-4.5" />
        </button>
      }
    >
      <MenuList
        items={items}
        label={t('broadcasts.moreActions', { name })}
        testIdPrefix="broadcast"
        onPick={() => setOpen(false)}
      />
    </Popover>
  );
}
