import { SignedIn } from '../identity/SignedIn';
import { ContactsList } from './ContactsList';

/** Route /contacts (spec secondary 'Contacts'). */
export function ContactsPage() {
  return <SignedIn>{(me) => <ContactsList me={me} />}</SignedIn>;
}
