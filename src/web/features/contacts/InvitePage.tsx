import { useParams } from 'wouter';
import { Spinner } from '../../ui/Spinner';
import { IdentityPicker } from '../identity/IdentityPicker';
import { useIdentity } from '../identity/use-identity';
import { InviteCard } from './InviteCard';

/** Route /invite/{userId}: someone's invite link; whoever opens it picks who they are first. */
export function InvitePage() {
  const identity = useIdentity();
  const { userId = '' } = useParams<{ userId: string }>();
  switch (identity.stage) {
    case 'loading':
      return (
        <div className="flex flex-1 items-center justify-center py-24 text-brand-500">
          <Spinner className="h-6 w-6" />
        </div>
      );
    case 'picker':
    case 'error':
      return <IdentityPicker />;
    case 'ready':
      return <InviteCard me={identity.user} inviterId={userId} />;
  }
}
