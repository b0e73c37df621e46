import { SignedIn } from '../identity/SignedIn';
import { SettingsScreen } from './SettingsScreen';

/** Routes /settings, /privacy, /notifications and /storage (spec secondary 'Settings'). */
export function SettingsPage() {
  return <SignedIn>{(me) => <SettingsScreen me={me} />}</SignedIn>;
}
