import { useIntl } from 'react-intl';
import { LoadingScreen } from '../../ui';
import { shellMessages } from './messages';

/** 'Loading...' over the whole viewport: app start, lazy pages, saved-session check (docs/product.md § Session). */
export function AppLoadingScreen() {
  return <LoadingScreen label={useIntl().formatMessage(shellMessages.loading)} />;
}
