import { SignedIn } from '../identity/SignedIn';
import { ReelsFeed } from './ReelsFeed';

/** Route /videos (spec secondary 'Videos / Reels feed'). */
export function ReelsPage() {
  return <SignedIn>{(me) => <ReelsFeed me={me} />}</SignedIn>;
}
