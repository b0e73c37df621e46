import { Spinner } from '../../ui/Spinner';
import { IdentityPicker } from '../identity/IdentityPicker';
import { useIdentity } from '../identity/use-identity';
import { ContactsList } from './ContactsList';

/** Route /contacts (spec secondary 'Contacts'). */
export function ContactsPage() {
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
      return <ContactsList me={identity.user} />;
  }
}
