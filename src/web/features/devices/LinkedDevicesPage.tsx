import { SignedIn } from '../identity/SignedIn';
import { DevicesScreen } from './DevicesScreen';

/** Route /linked-devices (spec secondary 'Linked Devices'). */
export function LinkedDevicesPage() {
  return <SignedIn>{(me) => <DevicesScreen me={me} />}</SignedIn>;
}
