import { useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { useLocation } from 'wouter';
import { useDirection, useT } from '../i18n/use-t';
import { cn } from '../lib/cn';
import { Popover } from '../ui/Popover';
import { videoUploadOpen } from '../features/video-upload/upload-store';
import { MORE_ITEMS, NAV_TAB } from './nav-items';

/**
 * Spec secondary 2: the More tab and its popover grid of shortcuts: above the tab on a phone,
 * beside it on the rail of a wide screen (towards the page: right in English, left in Arabic).
 */
export function MoreMenu({ active, rail = false }: { active: boolean; rail?: boolean }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const t = useT();
  const rtl = useDirection() === 'rtl';
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      side={rail ? (rtl ? 'left' : 'right') : 'top'}
      align={rail ? 'start' : 'end'}
      className="w-[min(22rem,calc(100vw-1.5rem))] p-3"
      testId="more-menu"
      trigger={
        <button
          type="button"
          data-testid="nav-more"
          aria-current={active ? 'page' : undefined}
          className={cn(
            NAV_TAB,
            rail ? 'rounded-2xl py-2' : 'flex-1',
            active || open ? 'text-brand-600' : 'text-slate-500 hover:text-slate-700',
          )}
        >
          <span
            className={cn(
              'flex h-7 w-12 items-center justify-center rounded-full transition',
              (active || open) && 'bg-brand-50',
            )}
          >
            <MoreHorizontal className="h-[22px] w-[22px]" />
          </span>
          {t('layout.more')}
        </button>
      }
    >
      <div className="grid grid-cols-3 gap-1.5">
        {MORE_ITEMS.map(({ labelId, icon: Icon, href, tone }) => (
          <button
            key={labelId}
            type="button"
            onClick={() => {
              setOpen(false);
              if (href) navigate(href);
              // Spec secondary 2: Upload Video opens the upload flow, not a route.
              else videoUploadOpen();
            }}
            className="flex flex-col items-center gap-1.5 rounded-2xl px-1 py-2.5 text-center transition hover:bg-slate-50"
          >
            <span className={cn('flex h-11 w-11 items-center justify-center rounded-2xl', tone)}>
              <Icon className="h-5 w-5" />
            </span>
            <span className="text-[12px] leading-tight font-medium text-slate-700">
              {t(labelId)}
            </span>
          </button>
        ))}
      </div>
    </Popover>
  );
}
