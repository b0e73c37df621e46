import type { ChatMember } from '../../../protocol';
import { agoLabel } from '../../lib/format';

/**
 * What Contact info says about a member's presence: online, when they were last on (spec
 * secondary 9: 'Xh ago' under a day, else 'Xd ago', in the reader's language), or just offline
 * when that is not known or not shared.
 */
export function presenceLine(
  member: Pick<ChatMember, 'status' | 'lastSeen'>,
  locale: string,
  now: Date,
  texts: {
    online: string;
    offline: string;
    lastSeen: (ago: string) => string;
    /** Connected, but Busy or Away as they chose (issue 31). */
    busy?: string;
    away?: string;
  },
): string {
  if (member.status === 'online') return texts.online;
  if (member.status === 'busy' && texts.busy) return texts.busy;
  if (member.status === 'away' && texts.away) return texts.away;
  if (member.lastSeen) return texts.lastSeen(agoLabel(locale, member.lastSeen, now));
  return texts.offline;
}
