import { MESSAGE_ACTION_TEXT } from '../../../protocol';
import { HttpError } from '../../kernel/http';

/** Refused when a send mentions someone who is not a member of its chat (issue 31). */
export const mentionNotMember = () => new HttpError(400, MESSAGE_ACTION_TEXT.mentionNotMember);

/** True when every member a send mentions is one of the chat's `members` (held in memory). */
export function mentionsAreMembers(
  mentions: readonly string[] | undefined,
  members: readonly string[],
): boolean {
  return !mentions || mentions.every((id) => members.includes(id));
}
