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
 * take the whole screen, as in every mobile messenger.
 *
 * On a wide screen every page a signed-in person sees takes the width: the navigation becomes a
 * rail at the side (the start: left in English, right in Arabic), the messenger shows its list
 * and the open chat side by side, and the other pages get a column wide enough for their
 * content and no wider than reads well.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const user = useSessionUser();
  const messenger = MESSENGER_PATHS.includes(path);
  const wideScreen = useWide();
  const fullScreen = messenger && (!user || (!wideScreen && new URLSearchParams(search).has('c')));
  const showNav = !fullScreen && !NO_NAV_PATHS.includes(path);
  const showHeader = !fullScreen && !NO_HEADER_PATHS.includes(path);
  // Pages without the navigation (sign-up, a call) keep their own full-screen or phone layout.
  const wide = wideScreen && !!user && showNav;

  // One tree for both layouts (the rail's place is held when absent), so that the page (an open
  // chat's draft) stays as it is when the window crosses the breakpoint.
  return (
    <div
      data-wide={wide || undefined}
      className={cn(
        'group/app relative mx-auto flex min-h-dvh w-full bg-white shadow-[0_0_60px_-15px_rgb(76_54_210/0.25)]',
        wide ? 'max-w-[1400px]' : 'max-w-[480px] flex-col',
      )}
    >
      {wide && <BottomNav path={path} rail />}
      <div className="flex min-w-0 flex-1 flex-col">
        {showHeader && <AppHeader />}
        <main
          data-testid={wide ? 'wide-page' : undefined}
          className={cn(
            'flex flex-1 flex-col',
            showNav && !wide && 'pb-[calc(4.25rem+env(safe-area-inset-bottom))]',
            !showHeader && !fullScreen && 'pt-[env(safe-area-inset-top)]',
            // Settings, Status, Lists...: room for their cards, lines short enough to read.
            wide && !messenger && 'mx-auto w-full max-w-[960px] px-2',
          )}
        >
          {children}
        </main>
      </div>
      {showNav && !wide && <BottomNav path={path} />}
    </div>
  );
}
