import { SignedIn } from '../identity/SignedIn';
import { StatusFeed } from './StatusFeed';

/** Route /status (spec secondary 'Status updates'). */
export function StatusPage() {
  return <SignedIn>{(me) => <StatusFeed me={me} />}</SignedIn>;
}
