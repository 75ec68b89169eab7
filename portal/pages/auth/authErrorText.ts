/**
 * What the sign-up and new-password screens say when the auth service refuses. The product shows the
 * service's own message for errors it does not name; the service writes those in English, so
 * every error the portal can recognise is said in the reader's language instead, and only an
 * unrecognised one keeps the service's words.
 */
import type { IntlShape } from 'react-intl';
import type { AuthError } from '../../auth/AuthService';
import { authMessages } from './messages';

export function authErrorText(intl: IntlShape, { kind, message }: AuthError): string {
  switch (kind) {
    case 'weak_password':
      return intl.formatMessage(authMessages.weakPassword);
    case 'same_password':
      return intl.formatMessage(authMessages.samePassword);
    case 'rate_limited':
      return intl.formatMessage(authMessages.rateLimited);
    case 'email_not_confirmed':
      return intl.formatMessage(authMessages.emailNotConfirmed);
    case 'unexpected':
      return intl.formatMessage(authMessages.unexpectedError);
    default:
      return message;
  }
}
