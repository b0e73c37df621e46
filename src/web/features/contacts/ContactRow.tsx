import { Check, MessageCircle, UserPlus, X } from 'lucide-react';
import type { FriendView } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { PersonRow } from '../friends/PersonRow';
import { ContactMenu } from './ContactMenu';
import { asksMe } from './contacts-filter';

export interface ContactRowProps {
  view: FriendView;
  now: Date;
  busy: boolean;
  onMessage: (view: FriendView) => void;
  onAdd: (view: FriendView) => void;
  /** Their request to me: accept (we become friends) or decline. */
  onAnswer: (view: FriendView, accept: boolean) => void;
  onCancel: (view: FriendView) => void;
  onRemove: (view: FriendView) => void;
  onBlock: (view: FriendView) => void;
}

/**
 * One contact (spec secondary 'Contacts'): a friend shows Online or when last seen ('Xh ago'
 * under a day, else 'Xd ago') with Message; a suggestion its mutual friends with Add; someone who
 * asked me 'Wants to be your friend' with Accept and Decline; one I asked 'Request Sent'.
 */
export function ContactRow(props: ContactRowProps) {
  const { view, now, busy } = props;
  const t = useT();
  const locale = useLocale();
  const online = view.status === 'online';
  const line = view.isFriend
    ? online
      ? t('contacts.online')
      : view.status === 'busy' || view.status === 'away'
        ? // Connected, shown as they chose (issue 31).
          t(view.status === 'busy' ? 'presence.busy' : 'presence.away')
        : view.lastSeen
          ? t('contacts.lastSeen', { ago: agoLabel(locale, view.lastSeen, now) })
          : t('contacts.neverSeen')
    : asksMe(view)
      ? t('friends.wantsToBeFriend')
      : view.isPendingRequest
        ? t('contacts.requestSent')
        : t('contacts.mutual', { count: view.mutualFriends });

  const actions = view.isFriend ? (
    <Button
      size="icon"
      variant="ghost"
      aria-label={t('contacts.message', { name: view.displayName })}
      data-testid="contact-message"
      onClick={() => props.onMessage(view)}
    >
      <MessageCircle className="h-5 w-5" />
    </Button>
  ) : asksMe(view) ? (
    <>
      <Button
        size="sm"
        disabled={busy}
        data-testid="contact-accept"
        onClick={() => props.onAnswer(view, true)}
      >
        <Check className="h-4 w-4" />
        {t('friends.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        data-testid="contact-decline"
        onClick={() => props.onAnswer(view, false)}
      >
        {t('contacts.decline')}
      </Button>
    </>
  ) : view.isPendingRequest ? (
    <Button
      size="icon"
      variant="ghost"
      disabled={busy}
      aria-label={t('contacts.cancelRequest')}
      data-testid="contact-cancel"
      onClick={() => props.onCancel(view)}
    >
      <X className="h-5 w-5" />
    </Button>
  ) : (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      data-testid="contact-add"
      onClick={() => props.onAdd(view)}
    >
      <UserPlus className="h-4 w-4" />
      {t('contacts.add')}
    </Button>
  );

  return (
    <PersonRow
      person={view}
      online={online}
      line={
        <span
          data-testid={
            asksMe(view)
              ? 'contact-request-incoming'
              : view.isPendingRequest
                ? 'contact-request-sent'
                : undefined
          }
        >
          {line}
        </span>
      }
      testId={`contact-${view.username}`}
      // Two worded buttons beside the name would leave it no room on a phone.
      actionsBelow={asksMe(view)}
      actions={
        <>
          {actions}
          <ContactMenu
            name={view.displayName}
            onRemove={view.isFriend ? () => props.onRemove(view) : undefined}
            onBlock={() => props.onBlock(view)}
          />
        </>
      }
    />
  );
}
