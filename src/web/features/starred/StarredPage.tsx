import { Spinner } from '../../ui/Spinner';
import { IdentityPicker } from '../identity/IdentityPicker';
import { useIdentity } from '../identity/use-identity';
import { StarredList } from './StarredList';

/** Route /starred: the signed-in user's starred messages (spec secondary 'Starred Messages'). */
export function StarredPage() {
  const identity = useIdentity();
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
      return <StarredList me={identity.user} />;
  }
}
