import type { IntlShape } from 'react-intl';
import type { ApplicationError } from '../../application/ApplicationService';
import { accountMessages as m } from './messages';

/** What the account page says when a call to the application service fails. */
export function accountErrorText(intl: IntlShape, error: ApplicationError): string {
  switch (error.kind) {
    case 'network':
      return intl.formatMessage(m.networkError);
    case 'session_missing':
      return intl.formatMessage(m.sessionEnded);
    default:
      return intl.formatMessage(m.unexpectedError);
  }
}
