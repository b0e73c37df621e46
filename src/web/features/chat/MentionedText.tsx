import { useMemo } from 'react';
import { useUsersById } from '../conversations/queries';
import { LinkedText } from './LinkedText';

/**
 * The words of a message that mentions members (issue 31), their @usernames highlighted. Apart
 * from `LinkedText` so that only such bubbles follow the people list.
 */
export function MentionedText(props: {
  text: string;
  mentions: readonly string[];
  meId: string;
  own: boolean;
}) {
  const { mentions, meId } = props;
  const usersById = useUsersById();
  const usernames = useMemo(
    () => mentions.flatMap((id) => usersById.get(id)?.username ?? []),
    [mentions, usersById],
  );
  return (
    <LinkedText
      text={props.text}
      mentioned={usernames}
      mine={usersById.get(meId)?.username}
      own={props.own}
    />
  );
}
