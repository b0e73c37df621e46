import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Info,
  Lock,
  Megaphone,
  HardDrive,
  List,
  MonitorSmartphone,
  Settings,
  Star,
  UserCircle2,
  Video,
} from 'lucide-react';

/** Routes that show the messenger (spec core 2 route table). */
export const MESSENGER_PATHS = ['/', '/channels', '/chat', '/chats'];

/** Spec secondary 2: these have no bottom navigation. */
export const NO_NAV_PATHS = ['/signup', '/video-call'];

/**
 * Spec secondary 2: the sticky logo header is hidden here (and on the full-screen pages). The
 * Reels feed (/videos) gives the whole height to the video, with its own title over it.
 */
export const NO_HEADER_PATHS = ['/', '/channels', '/signup', '/video-call', '/videos'];

export interface MoreItem {
  /** The catalog id of its label. */
  labelId: string;
  icon: LucideIcon;
  /** A route; absent for Upload Video, which opens a flow rather than a page. */
  href?: string;
  tone: string;
}

/** Spec secondary 2: the More popover's shortcuts, in the spec's order. */
export const MORE_ITEMS: MoreItem[] = [
  { labelId: 'layout.uploadVideo', icon: Video, tone: 'bg-rose-50 text-rose-600' },
  {
    labelId: 'layout.avatar',
    icon: UserCircle2,
    href: '/avatar',
    tone: 'bg-violet-50 text-violet-600',
  },
  { labelId: 'layout.starred', icon: Star, href: '/starred', tone: 'bg-amber-50 text-amber-600' },
  { labelId: 'layout.lists', icon: List, href: '/lists', tone: 'bg-sky-50 text-sky-600' },
  {
    labelId: 'layout.broadcast',
    icon: Megaphone,
    href: '/broadcast',
    tone: 'bg-orange-50 text-orange-600',
  },
  {
    labelId: 'layout.notifications',
    icon: Bell,
    href: '/notifications',
    tone: 'bg-red-50 text-red-600',
  },
  {
    labelId: 'layout.privacy',
    icon: Lock,
    href: '/privacy',
    tone: 'bg-emerald-50 text-emerald-600',
  },
  {
    labelId: 'layout.storage',
    icon: HardDrive,
    href: '/storage',
    tone: 'bg-cyan-50 text-cyan-600',
  },
  {
    labelId: 'layout.appInfo',
    icon: Info,
    href: '/app-info',
    tone: 'bg-indigo-50 text-indigo-600',
  },
  {
    labelId: 'layout.linkedDevices',
    icon: MonitorSmartphone,
    href: '/linked-devices',
    tone: 'bg-teal-50 text-teal-600',
  },
  {
    labelId: 'layout.settings',
    icon: Settings,
    href: '/settings',
    tone: 'bg-slate-100 text-slate-600',
  },
];

/** One tab: an icon over its label, in a row along the bottom or a column down the rail. */
export const NAV_TAB =
  'flex flex-col items-center gap-0.5 pt-2 pb-1.5 text-center text-xs leading-tight font-semibold transition';

export type TabId = 'chats' | 'status' | 'channels' | 'contacts' | 'more';

/** Which bottom tab is active for a path (spec secondary 2: Chats also at /). */
export function tabActive(path: string): TabId | null {
  if (path === '/' || path === '/chats' || path === '/chat') return 'chats';
  // The Reels feed is entered from the Status page.
  if (path === '/status' || path === '/videos') return 'status';
  if (path === '/channels') return 'channels';
  if (path === '/contacts') return 'contacts';
  if (MORE_ITEMS.some((i) => i.href === path)) return 'more';
  return null;
}
