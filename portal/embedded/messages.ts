import { defineMessages } from 'react-intl';

/** Text shared by the pages that embed a form. */
export const embeddedFormMessages = defineMessages({
  loading: {
    id: 'steps.form.loading',
    defaultMessage: 'Loading the form…',
    description: 'Shown with a spinner while an embedded form loads.',
  },
});
