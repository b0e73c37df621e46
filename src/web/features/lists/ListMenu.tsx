import { Copy, Pencil, Share2, Trash2 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { CardMenu } from '../../ui/CardMenu';

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
  return (
    <CardMenu
      label={t('lists.moreActions', { name })}
      testIdPrefix="list"
      items={[
        { id: 'edit', label: t('lists.editList'), icon: Pencil, run: onEdit },
        { id: 'copy', label: t('lists.copyInfo'), icon: Copy, run: onCopy },
        { id: 'share', label: t('lists.shareList'), icon: Share2, run: onShare },
        { id: 'delete', label: t('lists.deleteList'), icon: Trash2, run: onDelete, danger: true },
      ]}
    />
  );
}
