import { SignedIn } from '../identity/SignedIn';
import { ListsScreen } from './ListsScreen';

/** Route /lists: the signed-in user's contact lists (spec secondary 'Contact Lists'). */
export function ListsPage() {
  return <SignedIn>{(me) => <ListsScreen me={me} />}</SignedIn>;
}
