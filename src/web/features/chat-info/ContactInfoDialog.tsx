import type { Conversation, User } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { useNow } from '../../lib/use-now';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { MuteSwitch } from '../chat-preferences/MuteSwitch';
import { BlockAction, LeaveAction } from './ChatInfoActions';
import { GroupMembers } from './GroupMembers';
import { PersonProfile } from './PersonProfile';
import { SharedMedia } from './SharedMedia';
import { presenceLine } from './presence-line';
import { useChatMedia, useChatMembers } from './use-chat-info';

export interface ContactInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  meId: string;
  conversation: Conversation;
  title: string;
  /** The other person of a one-to-one chat, as the app knows them (before the members load). */
  peer: User | undefined;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** I left the group: the chat closes. */
  onLeft: () => void;
}

/**
 * The chat menu's Contact info: the person (picture, names, presence, bio, language) or the
 * group's members; Mute; the photos shared in the chat; and Block for a person, Leave group for
 * a group.
 */
export function ContactInfoDialog(props: ContactInfoDialogProps) {
  const { open, onOpenChange, meId, conversation, title, peer } = props;
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const members = useChatMembers(conversation.id, open);
  const media = useChatMedia(conversation.id, open);
  const presenceOf = (m: Pick<User, 'status'> & { lastSeen?: string | null }) =>
    presenceLine({ status: m.status, lastSeen: m.lastSeen ?? null }, locale, now, {
      online: t('chat-info.online'),
      busy: t('presence.busy'),
      away: t('presence.away'),
      offline: t('chat-info.offline'),
      lastSeen: (ago) => t('chat-info.lastSeen', { ago }),
    });
  const person = conversation.isGroup
    ? undefined
    : (members.data?.find((m) => m.id !== meId) ?? peer);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={conversation.isGroup ? t('chat-info.groupTitle') : t('chat-info.title')}
      testId="contact-info-dialog"
    >
      {person ? (
        <PersonProfile person={person} presence={presenceOf(person)} />
      ) : conversation.isGroup ? (
        <div className="flex flex-col items-center text-center" data-testid="contact-info-group">
          <Avatar name={title} size={96} group />
          <h3 className="mt-3 text-xl font-bold text-slate-900">{title}</h3>
          <p className="text-[15px] text-slate-500">
            {t('chat-info.memberCount', { count: conversation.participants.length })}
          </p>
        </div>
      ) : null}
      <div className="mt-5">
        <MuteSwitch muted={props.muted} onChange={props.onMutedChange} />
      </div>
      {conversation.isGroup && (
        <GroupMembers members={members.data} meId={meId} presenceOf={presenceOf} />
      )}
      <SharedMedia photos={media.data} loading={media.isPending} meId={meId} />
      <div className="mt-5">
        {conversation.isGroup ? (
          <LeaveAction
            meId={meId}
            conversationId={conversation.id}
            name={title}
            onLeft={props.onLeft}
          />
        ) : (
          person && <BlockAction meId={meId} person={person} />
        )}
      </div>
    </Dialog>
  );
}
