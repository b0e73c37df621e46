import { useState } from 'react';
import {
  Bell,
  BellOff,
  ChevronLeft,
  Image,
  Info,
  Languages,
  MoreVertical,
  Phone,
  Pin,
  PinOff,
  Search,
  Video,
} from 'lucide-react';
import type { User } from '../../../protocol';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import type { MenuItem } from '../../ui/MenuList';
import { MenuList } from '../../ui/MenuList';
import { Popover } from '../../ui/Popover';
import { useT } from '../../i18n/use-t';

export interface ChatHeaderProps {
  title: string;
  peer: User | undefined;
  isGroup: boolean;
  /** 'online' / 'offline' for a 1:1; 'n members' (and who is online) for a group. */
  status: string;
  online: boolean;
  onBack: () => void;
  onTranslationSettings: () => void;
  /** Opens the camera check before a video call. */
  onVideoCall: () => void;
  /** Starts a voice call at once (no camera to check). */
  onVoiceCall: () => void;
  /** My Mute for this chat: the menu offers the other way, and the title shows a muted bell. */
  muted: boolean;
  onContactInfo: () => void;
  onSearch: () => void;
  onMuteToggle: () => void;
  onWallpaper: () => void;
  /** My pin of this chat (issue 31): the menu offers the other way. */
  pinned?: boolean;
  onPinToggle?: () => void;
}

/**
 * Spec core 2: back, avatar, name and status; voice call, video call, translation settings and
 * a menu.
 */
export function ChatHeader({
  title,
  peer,
  isGroup,
  status,
  online,
  onBack,
  onTranslationSettings,
  onVideoCall,
  onVoiceCall,
  muted,
  onContactInfo,
  onSearch,
  onMuteToggle,
  onWallpaper,
  pinned = false,
  onPinToggle,
}: ChatHeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu: MenuItem[] = [
    { id: 'contact-info', label: t('chat.menuContactInfo'), icon: Info, run: onContactInfo },
    { id: 'search', label: t('chat.menuSearch'), icon: Search, run: onSearch },
    muted
      ? { id: 'unmute', label: t('chat-preferences.unmute'), icon: Bell, run: onMuteToggle }
      : { id: 'mute', label: t('chat.menuMute'), icon: BellOff, run: onMuteToggle },
    { id: 'wallpaper', label: t('chat.menuWallpaper'), icon: Image, run: onWallpaper },
  ];
  if (onPinToggle) {
    menu.splice(
      3,
      0,
      pinned
        ? { id: 'unpin', label: t('chat-preferences.unpin'), icon: PinOff, run: onPinToggle }
        : { id: 'pin', label: t('chat-preferences.pin'), icon: Pin, run: onPinToggle },
    );
  }
  const iconButton =
    'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand-600 transition hover:bg-brand-50';
  return (
    <header className="z-10 flex shrink-0 items-center gap-1 border-b border-slate-200/70 bg-white/90 px-1.5 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur-md">
      <button
        type="button"
        aria-label={t('chat.back')}
        data-testid="back-button"
        onClick={onBack}
        className={iconButton}
      >
        <ChevronLeft className="h-7 w-7 rtl:-scale-x-100" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        <Avatar
          src={peer?.avatar}
          name={title}
          size={40}
          group={isGroup}
          online={!isGroup && online}
        />
        <div className="min-w-0">
          <h1
            className="flex items-center gap-1 text-[16px] leading-tight font-semibold text-slate-900"
            data-testid="chat-title"
          >
            {/* The name's own direction: a Latin name in an Arabic page is cut at its end. */}
            <span className="truncate" dir="auto">
              {title}
            </span>
            {muted && (
              <BellOff
                aria-label={t('chat-preferences.mutedMark')}
                data-testid="chat-muted-mark"
                className="h-3.5 w-3.5 shrink-0 text-slate-400"
              />
            )}
          </h1>
          <p
            data-testid="chat-header-status"
            className={cn(
              'truncate text-[13px] leading-tight',
              online ? 'text-emerald-700' : 'text-slate-500',
            )}
          >
            {status}
          </p>
        </div>
      </div>
      <button
        type="button"
        aria-label={t('chat.voiceCall')}
        data-testid="voice-call-button"
        onClick={onVoiceCall}
        className={iconButton}
      >
        <Phone className="h-[20px] w-[20px]" />
      </button>
      <button
        type="button"
        aria-label={t('chat.videoCall')}
        data-testid="video-call-button"
        onClick={onVideoCall}
        className={iconButton}
      >
        <Video className="h-[22px] w-[22px]" />
      </button>
      <button
        type="button"
        aria-label={t('chat.translationSettings')}
        data-testid="translation-settings-button"
        onClick={onTranslationSettings}
        className={iconButton}
      >
        <Languages className="h-[21px] w-[21px]" />
      </button>
      <Popover
        open={menuOpen}
        onOpenChange={setMenuOpen}
        className="w-52"
        trigger={
          <button
            type="button"
            aria-label={t('chat.menu')}
            data-testid="chat-menu-button"
            className={iconButton}
          >
            <MoreVertical className="h-[21px] w-[21px]" />
          </button>
        }
      >
        <MenuList
          items={menu}
          label={t('chat.menu')}
          testIdPrefix="chat-menu"
          onPick={() => setMenuOpen(false)}
        />
      </Popover>
    </header>
  );
}
