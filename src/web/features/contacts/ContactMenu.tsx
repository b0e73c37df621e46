import { Ban, UserMinus } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { CardMenu } from '../../ui/CardMenu';

export interface ContactMenuProps {
  name: string;
  /** Only a friend can be removed. */
  onRemove?: () => void;
  onBlock: () => void;
}

/** A contact's menu: Remove friend (friends only) and Block. */
export function ContactMenu({ name, onRemove, onBlock }: ContactMenuProps) {
  const t = useT();
  return (
    <CardMenu
      label={t('contacts.moreActions', { name })}
      testIdPrefix="contact"
      items={[
        ...(onRemove
          ? [{ id: 'remove', label: t('contacts.remove'), icon: UserMinus, run: onRemove }]
          : []),
        { id: 'block', label: t('contacts.block'), icon: Ban, run: onBlock, danger: true },
      ]}
    />
  );
}
