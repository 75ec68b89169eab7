import { AccountPlaceholder } from './AccountPlaceholder';
import { systemMessages } from './messages';

/** /profile (protected): 'Coming Soon'. */
export default function ProfilePage() {
  return <AccountPlaceholder description={systemMessages.profileDescription} />;
}
