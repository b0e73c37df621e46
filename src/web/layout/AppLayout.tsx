import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cn } from '../lib/cn';
import { useSessionUser } from '../features/identity/session';
import { useWide } from '../lib/use-wide';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import { MESSENGER_PATHS, NO_HEADER_PATHS, NO_NAV_PATHS } from './nav-items';

/**
 * Spec secondary 2: the page frame. A sticky logo header (not on / and /channels), the page,
 * and the bottom navigation with padding reserved for it. An open chat and the identity picker
 * take the whole screen, as in every mobile messenger. On a desktop the app is a centred
 * phone-width column, except the messenger on a wide screen: list and chat side by side.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const user = useSessionUser();
  const messenger = MESSENGER_PATHS.includes(path);
  // A wide screen shows the list and the open chat side by side (MessengerPage).
  const wide = useWide() && messenger && !!user;
  const fullScreen = messenger && (!user || (!wide && new URLSearchParams(search).has('c')));
  const showNav = !fullScreen && !NO_NAV_PATHS.includes(path);
  const showHeader = !fullScreen && !NO_HEADER_PATHS.includes(path);

  return (
    <div
      data-wide={wide || undefined}
      className={cn(
        'group/app relative mx-auto flex min-h-dvh w-full flex-col bg-white shadow-[0_0_60px_-15px_rgb(76_54_210/0.25)]',
        wide ? 'max-w-[1400px]' : 'max-w-[480px]',
      )}
    >
      {showHeader && <AppHeader />}
      <main
        className={cn(
          'flex flex-1 flex-col',
          showNav && !wide && 'pb-[calc(4.25rem+env(safe-area-inset-bottom))]',
          !showHeader && !fullScreen && 'pt-[env(safe-area-inset-top)]',
        )}
      >
        {children}
      </main>
      {showNav && <BottomNav path={path} />}
    </div>
  );
}
