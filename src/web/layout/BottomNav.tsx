import type { LucideIcon } from 'lucide-react';
import { CircleDashed, Contact, MessageCircle, Radio } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { MoreMenu } from './MoreMenu';
import type { TabId } from './nav-items';
import { NAV_TAB, tabActive } from './nav-items';
import { useT } from '../i18n/use-t';

const TABS: Array<{ id: TabId; labelId: string; href: string; icon: LucideIcon }> = [
  { id: 'chats', labelId: 'layout.chats', href: '/chats', icon: MessageCircle },
  { id: 'status', labelId: 'layout.status', href: '/status', icon: CircleDashed },
  { id: 'channels', labelId: 'layout.channels', href: '/channels', icon: Radio },
  { id: 'contacts', labelId: 'layout.contacts', href: '/contacts', icon: Contact },
];

/**
 * Spec secondary 2: five tabs along the bottom; the last opens the More grid. With `rail` (a wide
 * screen) the same tabs stand in a column at the side of the page, 88 px wide (the messenger's
 * list column and its new-chat button sit beside it: `lib/use-wide.ts`).
 */
export function BottomNav({ path, rail = false }: { path: string; rail?: boolean }) {
  const active = tabActive(path);
  const t = useT();
  return (
    <nav
      aria-label={t('layout.main')}
      data-testid="bottom-nav"
      className={cn(
        'z-40 flex bg-white/90 backdrop-blur-lg',
        rail
          ? 'sticky top-0 h-dvh w-[88px] shrink-0 flex-col gap-1 border-e border-slate-200/70 px-1 pt-[max(1rem,env(safe-area-inset-top))]'
          : 'fixed inset-x-0 bottom-0 mx-auto max-w-[480px] border-t border-slate-200/70 pb-[env(safe-area-inset-bottom)]',
      )}
    >
      {TABS.map(({ id, labelId, href, icon: Icon }) => {
        const on = active === id;
        return (
          <Link
            key={id}
            href={href}
            data-testid={`nav-${id}`}
            aria-current={on ? 'page' : undefined}
            className={cn(
              NAV_TAB,
              rail ? 'rounded-2xl py-2 text-center' : 'flex-1',
              on ? 'text-brand-600' : 'text-slate-500 hover:text-slate-700',
            )}
          >
            <span
              className={cn(
                'flex h-7 w-12 items-center justify-center rounded-full transition',
                on && 'bg-brand-50',
              )}
            >
              <Icon className="h-[22px] w-[22px]" strokeWidth={on ? 2.4 : 2} />
            </span>
            {t(labelId)}
          </Link>
        );
      })}
      <MoreMenu active={active === 'more'} rail={rail} />
    </nav>
  );
}
