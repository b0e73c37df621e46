import type { LucideIcon } from 'lucide-react';
import { CircleDashed, Contact, MessageCircle, Radio } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { MoreMenu } from './MoreMenu';
import type { TabId } from './nav-items';
import { tabActive } from './nav-items';
import { WIDE_LIST_FIXED } from '../lib/use-wide';
import { useT } from '../i18n/use-t';

const TABS: Array<{ id: TabId; labelId: string; href: string; icon: LucideIcon }> = [
  { id: 'chats', labelId: 'layout.chats', href: '/chats', icon: MessageCircle },
  { id: 'status', labelId: 'layout.status', href: '/status', icon: CircleDashed },
  { id: 'channels', labelId: 'layout.channels', href: '/channels', icon: Radio },
  { id: 'contacts', labelId: 'layout.contacts', href: '/contacts', icon: Contact },
];

/** Spec secondary 2: five tabs along the bottom; the last opens the More grid. */
export function BottomNav({ path }: { path: string }) {
  const active = tabActive(path);
  const t = useT();
  return (
    <nav
      aria-label={t('layout.main')}
      data-testid="bottom-nav"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-[480px] border-t border-slate-200/70 bg-white/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg',
        WIDE_LIST_FIXED,
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
              'flex flex-1 flex-col items-center gap-0.5 pt-2 pb-1.5 text-xs font-semibold transition',
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
      <MoreMenu active={active === 'more'} />
    </nav>
  );
}
