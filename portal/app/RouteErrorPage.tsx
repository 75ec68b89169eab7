import { useIntl } from 'react-intl';
import { Button, StatusPage } from '../../ui';
import { shellMessages } from './messages';
import { MAIN_ID } from './navigation';

/**
 * Shown when a page fails to render or its code fails to load (for example a chunk that no longer
 * exists after a deploy). Reloading fetches the current build.
 */
export function RouteErrorPage() {
  const intl = useIntl();
  return (
    <StatusPage
      id={MAIN_ID}
      belowHeader
      icon="alert-circle"
      title={intl.formatMessage(shellMessages.errorTitle)}
      description={intl.formatMessage(shellMessages.errorDescription)}
      actions={
        <Button onClick={() => window.location.reload()}>{intl.formatMessage(shellMessages.errorReload)}</Button>
      }
    />
  );
}
