import { SignedIn } from '../identity/SignedIn';
import { BroadcastScreen } from './BroadcastScreen';

/** Route /broadcast: the signed-in user's broadcast lists (spec secondary 'Broadcast Messages'). */
export function BroadcastPage() {
  return <SignedIn>{(me) => <BroadcastScreen me={me} />}</SignedIn>;
}
