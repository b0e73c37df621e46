import type { Conversation, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import type { LiveStatus } from '../../lib/live';

/** The header's line under the title: who is online, or how many members and how many online. */
export function useChatStatus(
  conv: Conversation | undefined,
  peer: User | undefined,
  meId: string,
  usersById: ReadonlyMap<string, User>,
  liveStatus: LiveStatus,
): { status: string; online: boolean } {
  const t = useT();
  // Presence comes over the live connection: while it is down, who is online is not known, and
  // the last word heard ('online') would be a guess.
  const presenceKnown = liveStatus === 'open';
  if (conv?.isGroup) {
    const onlineCount = presenceKnown
      ? conv.participants.filter((id) => id !== meId && usersById.get(id)?.status === 'online')
          .length
      : 0;
    const count = conv.participants.length;
    const status = onlineCount
      ? t('chat.membersOnline', { count, online: onlineCount })
      : t('chat.members', { count });
    return { status, online: false };
  }
  if (peer && presenceKnown) {
    const online = peer.status === 'online';
    // Connected, but Busy or Away as they chose (issue 31): said so, without the green dot.
    if (peer.status === 'busy') return { status: t('presence.busy'), online: false };
    if (peer.status === 'away') return { status: t('presence.away'), online: false };
    return { status: online ? t('chat.online') : t('chat.offline'), online };
  }
  return { status: '', online: false };
}
