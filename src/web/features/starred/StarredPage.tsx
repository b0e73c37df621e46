import { SignedIn } from '../identity/SignedIn';
import { StarredList } from './StarredList';

/** Route /starred: the signed-in user's starred messages (spec secondary 'Starred Messages'). */
export function StarredPage() {
  return <SignedIn>{(me) => <StarredList me={me} />}</SignedIn>;
}
