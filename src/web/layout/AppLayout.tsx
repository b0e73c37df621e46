import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cn } from '../lib/cn';
import { useSessionUser } from '../features/identity/session';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import { MESSENGER_PATHS, NO_HEADER_PATHS, NO_NAV_PATHS } from './nav-items';

/**
 * Spec secondary 2: the page frame. A sticky logo header (not on / and /channels), the page,
 * and the bottom navigation with padding reserved for it. An open chat and the identity picker
 * take the whole screen, as in every mobile messenger. On a desktop the app is a centred
 * phone-width column.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const user = useSessionUser();
  const messenger = MESSENGER_PATHS.includes(path);
  const fullScreen = messenger && (!user || new URLSearchParams(search).has('c'));
  const showNav = !fullScreen && !NO_NAV_PATHS.includes(path);
  const showHeader = !fullScreen && !NO_HEADER_PATHS.includes(path);

  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-white shadow-[0_0_60px_-15px_rgb(76_54_210/0.25)]">
      {showHeader && <AppHeader />}
      <main
        className={cn(
          'flex flex-1 flex-col',
          showNav && 'pb-[calc(4.25rem+env(safe-area-inset-bottom))]',
          !showHeader && !fullScreen && 'pt-[env(safe-area-inset-top)]',
        )}
      >
        {children}
      </main>
      {showNav && <BottomNav path={path} />}
    </div>
  );
}
