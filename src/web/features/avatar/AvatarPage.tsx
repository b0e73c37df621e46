import { SignedIn } from '../identity/SignedIn';
import { AvatarProfile } from './AvatarProfile';

/** Route /avatar (spec secondary 'Avatar & Profile'). */
export function AvatarPage() {
  return <SignedIn>{(me) => <AvatarProfile me={me} />}</SignedIn>;
}
