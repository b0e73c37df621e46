import { BarChart3, Pencil, Trash2, Users } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { CardMenu } from '../../ui/CardMenu';

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
export function BroadcastMenu(props: BroadcastMenuProps) {
  const { name, onEdit, onSubscribers, onAnalytics, onDelete } = props;
  const t = useT();
  return (
    <CardMenu
      label={t('broadcasts.moreActions', { name })}
      testIdPrefix="broadcast"
      width="w-56"
      items={[
        { id: 'edit', label: t('broadcasts.editList'), icon: Pencil, run: onEdit },
        {
          id: 'subscribers',
          label: t('broadcasts.manageSubscribers'),
          icon: Users,
          run: onSubscribers,
        },
        {
          id: 'analytics',
          label: t('broadcasts.viewAnalytics'),
          icon: BarChart3,
          run: onAnalytics,
        },
        {
          id: 'delete',
          label: t('broadcasts.deleteList'),
          icon: Trash2,
          run: onDelete,
          danger: true,
        },
      ]}
    />
  );
}
