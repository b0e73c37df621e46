import { useState } from 'react';
import { Ban, MoreVertical, UserMinus } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
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
  type Item = [id: string, label: string, icon: LucideIcon, run: () => void];
  const remove: Item[] = onRemove ? [['remove', t('contacts.remove'), UserMinus, onRemove]] : [];
  const items: Item[] = [...remove, ['block', t('contacts.block'), Ban, onBlock]];
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
      <ul role="menu" aria-label={t('contacts.moreActions', { name })}>
        {items.map(([id, label, Icon, run]) => (
          <li key={id} role="none">
            <button
              type="button"
              role="menuitem"
              data-testid={`contact-${id}`}
              onClick={() => {
                setOpen(false);
                run();
              }}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-[15px] font-medium transition hover:bg-slate-50',
                id === 'block' ? 'text-rose-600' : 'text-slate-800',
              )}
            >
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
