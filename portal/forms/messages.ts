import { defineMessages } from 'react-intl';

/** Text of every form built on `ValidatedForm`: the sign-in screens and the account page. */
export const formMessages = defineMessages({
  required: {
    id: 'form.required',
    defaultMessage: 'required',
    description: 'Read by screen readers after the label of a required field (visually an asterisk).',
  },
  showPassword: {
    id: 'form.showPassword',
    defaultMessage: 'Show password',
    description: 'Accessible name of the eye button that shows or hides the password (a pressed state says which).',
  },
  errorSummaryTitle: {
    id: 'form.errorSummary.title',
    defaultMessage: 'Please correct the following',
    description: 'Heading of the box listing every validation problem of a form.',
  },
});
