import { useParams } from 'wouter';
import { SignedIn } from '../identity/SignedIn';
import { InviteCard } from './InviteCard';

/** Route /invite/{userId}: someone's invite link; whoever opens it picks who they are first. */
export function InvitePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  return <SignedIn>{(me) => <InviteCard me={me} inviterId={userId} />}</SignedIn>;
}
