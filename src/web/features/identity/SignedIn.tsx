import type { ReactNode } from 'react';
import type { User } from '../../../protocol';
import { cn } from '../../lib/cn';
import { Spinner } from '../../ui/Spinner';
import { IdentityPicker } from './IdentityPicker';
import { useIdentity } from './use-identity';

/**
 * A page for whoever is signed in: a spinner while that is settled, the identity picker when
 * nobody is (the page shows once someone is picked), else the page for that person.
 */
export function SignedIn({
  children,
  fullScreen,
}: {
  children: (me: User) => ReactNode;
  /** The spinner fills the screen (pages without the app's frame). */
  fullScreen?: boolean;
}) {
  const identity = useIdentity();
  switch (identity.stage) {
    case 'loading':
      return (
        <div
          className={cn(
            'flex items-center justify-center text-brand-500',
            fullScreen ? 'h-dvh' : 'flex-1 py-24',
          )}
        >
          <Spinner className={fullScreen ? 'h-7 w-7' : 'h-6 w-6'} />
        </div>
      );
    case 'picker':
    case 'error':
      return <IdentityPicker />;
    case 'ready':
      return children(identity.user);
  }
}
