import { useState } from 'react';
import { MessageSquare, MoreVertical, Share2, StarOff } from 'lucide-react';
import type { MenuItem } from '../../ui/MenuList';
import { MenuList } from '../../ui/MenuList';
import { Popover } from '../../ui/Popover';
import { useT } from '../../i18n/use-t';

export interface StarredCardMenuProps {
  onShare: () => void;
  onGoTo: () => void;
  onUnstar: () => void;
}

/** Spec secondary 2: a starred card's menu, Share, Go to Message and Unstar. */
export function StarredCardMenu({ onShare, onGoTo, onUnstar }: StarredCardMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = [
    { id: 'share', label: t('starred.share'), icon: Share2, run: onShare },
    { id: 'goto', label: t('starred.goTo'), icon: MessageSquare, run: onGoTo },
    { id: 'unstar', label: t('starred.unstar'), icon: StarOff, run: onUnstar, danger: true },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      className="w-52 rounded-2xl p-1.5"
      testId="starred-card-menu"
      trigger={
        <button
          type="button"
          aria-label={t('starred.cardMenu')}
          data-testid="starred-card-menu-button"
          className="-me-1.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
        >
          <MoreVertical aria-hidden className="h-4.5 w-4.5" />
        </button>
      }
    >
      <MenuList
        items={items}
        label={t('starred.cardMenu')}
        testIdPrefix="starred"
        onPick={() => setOpen(false)}
      />
    </Popover>
  );
}
