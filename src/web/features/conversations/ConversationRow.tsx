import { memo } from 'react';
import { Pin } from 'lucide-react';
import type { Conversation, User } from '../../../protocol';
import { countLabel } from '../../lib/format';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import { useLocale, useT } from '../../i18n/use-t';

export interface ConversationRowProps {
  conversation: Conversation;
  title: string;
  peer: User | undefined;
  preview: string | null;
  /** The language the preview is shown in (translated or as written). */
  previewLang: string | undefined;
  timeLabel: string;
  onOpen: (id: string) => void;
  /** The chat open beside the list (wide screens). */
  active?: boolean;
}

/** Spec core 2: avatar (group icon for groups), name, time, last line, member count, badge. */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  title,
  peer,
  preview,
  previewLang,
  timeLabel,
  onOpen,
  active = false,
}: ConversationRowProps) {
  const unread = conversation.unreadCount ?? 0;
  // An unread message names me with @ (issue 31): the list says so before anything else.
  const mentioned = unread > 0 && !!conversation.mentionedMe;
  const t = useT();
  const locale = useLocale();
  // slate-500 on the open chat's brand-50 is 4.25:1, under the 4.5 small text needs.
  const muted = active ? 'text-slate-600' : 'text-slate-500';
  return (
    <li>
      <button
        type="button"
        data-testid="conversation-row"
        data-name={title}
        data-id={conversation.id}
        data-demo={conversation.demo || undefined}
        onClick={() => onOpen(conversation.id)}
        aria-current={active || undefined}
        className={cn(
          'flex w-full items-center gap-3.5 px-4 py-2.5 text-start transition hover:bg-slate-50 active:bg-brand-50/60',
          active && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <Avatar
          src={peer?.avatar}
          name={title}
          size={54}
          group={conversation.isGroup}
          online={peer ? peer.status === 'online' : undefined}
        />
        <span className="min-w-0 flex-1 border-b border-slate-100 py-1.5">
          <span className="flex items-baseline gap-2">
            <span className="truncate text-[16px] font-semibold text-slate-900" dir="auto">
              {title}
            </span>
            {conversation.isGroup && (
              <span className="shrink-0 rounded-full bg-slate-100 px-1.5 py-px text-xs font-medium text-slate-600">
                {t('conversations.members', { count: conversation.participants.length })}
              </span>
            )}
            {conversation.demo && (
              <span
                data-testid="conversation-demo-badge"
                title={t('conversations.demoHint')}
                className="shrink-0 rounded-full bg-amber-100 px-1.5 py-px text-xs font-medium text-amber-800"
              >
                {t('conversations.demoBadge')}
              </span>
            )}
            <span
              data-testid="conversation-time"
              className={cn(
                'ms-auto shrink-0 text-xs',
                unread ? 'font-semibold text-brand-600' : muted,
              )}
            >
              {timeLabel}
            </span>
            {conversation.pinnedAt && (
              <Pin
                aria-label={t('chat-preferences.pinnedMark')}
                role="img"
                data-testid="conversation-pinned"
                className="h-3.5 w-3.5 shrink-0 rotate-45 self-center text-slate-400"
              />
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              dir="auto"
              lang={preview === null || mentioned ? undefined : previewLang}
              data-testid="conversation-preview"
              className={cn(
                'line-clamp-1 flex-1 text-start text-sm break-all',
                preview === null
                  ? `${muted} italic`
                  : unread
                    ? 'font-medium text-slate-700'
                    : muted,
              )}
            >
              {mentioned ? (
                <span className="font-semibold text-brand-700" data-testid="conversation-mentioned">
                  {t('mentions.listLine')}
                </span>
              ) : (
                (preview ?? t('conversations.tapToStart'))
              )}
            </span>
            {mentioned && (
              <span
                aria-hidden
                className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[12px] font-bold text-brand-700"
              >
                @
              </span>
            )}
            {unread > 0 && (
              <span
                data-testid="unread-badge"
                className="bg-brand-gradient flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-[11px] font-bold text-white shadow-sm"
              >
                {countLabel(locale, unread)}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
});
