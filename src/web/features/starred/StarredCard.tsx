import { useIntl } from 'react-intl';
import type { StarredMessage } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { StarredCardMenu } from './StarredCardMenu';
import { StarredContent } from './StarredContent';
import { STARRED_BADGE_IDS } from './starred-text';
import { timeAgo } from './starred-time';
import { useStarredShown } from './use-starred-shown';

export interface StarredCardProps {
  item: StarredMessage;
  meId: string;
  now: Date;
  onShare: (item: StarredMessage, text: string) => void;
  onGoTo: (item: StarredMessage) => void;
  onUnstar: (item: StarredMessage) => void;
}

/**
 * Spec secondary 2: one starred message. Sender avatar and name, 'in' the conversation, a type
 * badge, the content by type (translated as the chat shows it), when it was starred and sent.
 */
export function StarredCard({ item, meId, now, onShare, onGoTo, onUnstar }: StarredCardProps) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const shown = useStarredShown(item, meId);
  const ago = (iso: string) => timeAgo(locale, iso, now) ?? t('starred.justNow');
  return (
    <li
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      data-testid="starred-card"
      data-message-id={item.id}
      data-type={item.messageType}
    >
      <div className="flex items-start gap-3">
        <Avatar src={item.senderAvatar} name={item.senderName} size={40} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold text-slate-900">{item.senderName}</p>
          <p className="truncate text-[13px] text-slate-500">
            {intl.formatMessage(
              { id: 'starred.inConversation' },
              {
                conversation: item.conversationName,
                b: (chunks) => <span className="font-medium text-slate-700">{chunks}</span>,
              },
            )}
          </p>
        </div>
        <span
          className="mt-0.5 shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-[11px] font-semibold text-amber-700"
          data-testid="starred-type"
        >
          {t(STARRED_BADGE_IDS[item.messageType])}
        </span>
        <StarredCardMenu
          onShare={() => onShare(item, shown.text)}
          onGoTo={() => onGoTo(item)}
          onUnstar={() => onUnstar(item)}
        />
      </div>
      <div className="mt-3">
        <StarredContent item={item} shown={shown} />
      </div>
      <div className="mt-3 flex flex-wrap justify-between gap-x-3 gap-y-0.5 text-xs text-slate-400">
        <span>{t('starred.starredAgo', { ago: ago(item.starredAt) })}</span>
        <span>{t('starred.sentAgo', { ago: ago(item.createdAt) })}</span>
      </div>
    </li>
  );
}
