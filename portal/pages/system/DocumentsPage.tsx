import { AccountPlaceholder } from './AccountPlaceholder';
import { systemMessages } from './messages';

/** /documents (protected): 'Coming Soon'. */
export default function DocumentsPage() {
  return <AccountPlaceholder description={systemMessages.documentsDescription} />;
}
