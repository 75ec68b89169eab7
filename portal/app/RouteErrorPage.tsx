import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, StatusPage } from '../../ui';
import { shellMessages } from './messages';
import { focusMainHeading, MAIN_ID } from './navigation';

/**
 * Shown when a page fails to render or its code fails to load (for example a chunk that no longer
 * exists after a deploy). Reloading fetches the current build. It takes the page's place whole, so
 * it names itself in the document title and takes the focus, as a new page would.
 */
export function RouteErrorPage() {
  const intl = useIntl();
  const title = intl.formatMessage(shellMessages.errorTitle);
  const documentTitle = intl.formatMessage(shellMessages.documentTitle, { page: title });
  useEffect(() => {
    document.title = documentTitle;
    focusMainHeading();
  }, [documentTitle]);
  return (
    <StatusPage
      id={MAIN_ID}
      belowHeader
      icon="alert-circle"
      title={title}
      description={intl.formatMessage(shellMessages.errorDescription)}
      actions={
        <Button onClick={() => window.location.reload()}>{intl.formatMessage(shellMessages.errorReload)}</Button>
      }
    />
  );
}
