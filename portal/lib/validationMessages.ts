import { defineMessages } from 'react-intl';
import type { ValidationCode } from './validation';

/** The validation messages (docs/product.md § Validation), keyed by rule code. */
export const validationMessages = defineMessages({
  firstNameRequired: {
    id: 'validation.firstNameRequired',
    defaultMessage: 'First name is required',
    description: 'Signup: the first name field is empty.',
  },
  lastNameRequired: {
    id: 'validation.lastNameRequired',
    defaultMessage: 'Last name is required',
    description: 'Signup: the last name field is empty.',
  },
  emailRequired: {
    id: 'validation.emailRequired',
    defaultMessage: 'Email is required',
    description: 'Signup: the e-mail field is empty.',
  },
  emailInvalid: {
    id: 'validation.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
    description: 'Signup: the e-mail does not look like name@domain.tld.',
  },
  passwordRequired: {
    id: 'validation.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Signup and new password: the password field is empty.',
  },
  passwordTooShort: {
    id: 'validation.passwordTooShort',
    defaultMessage: 'Password must be at least 6 characters long',
    description: 'Signup and new password: fewer than 6 characters.',
  },
  passwordsMismatch: {
    id: 'validation.passwordsMismatch',
    defaultMessage: 'Passwords do not match',
    description: 'Signup and new password: the confirmation differs from the password.',
  },
}) satisfies Record<ValidationCode, unknown>;
