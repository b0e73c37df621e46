import { useState } from 'react';
import { MessageSquare, MoreVertical, Share2, StarOff } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
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
  const items: Array<[id: string, label: string, icon: LucideIcon, run: () => void]> = [
    ['share', t('starred.share'), Share2, onShare],
    ['goto', t('starred.goTo'), MessageSquare, onGoTo],
    ['unstar', t('starred.unstar'), StarOff, onUnstar],
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
      <ul role="menu" aria-label={t('starred.cardMenu')}>
        {items.map(([id, label, Icon, run]) => (
          <li key={id} role="none">
            <button
              type="button"
              role="menuitem"
              data-testid={`starred-${id}`}
              onClick={() => {
                setOpen(false);
                run();
              }}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-[15px] font-medium transition hover:bg-slate-50',
                id === 'unstar' ? 'text-rose-600' : 'text-slate-800',
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
