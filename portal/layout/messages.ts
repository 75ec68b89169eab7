import { defineMessages } from 'react-intl';
import { sharedMessages } from '../app/messages';

/** Text of the controls shared by the landing header and the step header. */
export const controlMessages = defineMessages({
  languageLabel: {
    id: 'layout.language.label',
    defaultMessage: 'Language',
    description:
      'Accessible name of the language menu button (read before the current language, e.g. "Language English").',
  },
  toDarkTheme: {
    id: 'layout.theme.toDark',
    defaultMessage: 'Switch to dark theme',
    description: 'Accessible name of the theme button while the light theme is on.',
  },
  toLightTheme: {
    id: 'layout.theme.toLight',
    defaultMessage: 'Switch to light theme',
    description: 'Accessible name of the theme button while the dark theme is on.',
  },
});

/** Text of the step pages' header and progress. */
export const stepLayoutMessages = {
  ...defineMessages({
    userFallback: {
      id: 'stepHeader.userFallback',
      defaultMessage: 'User',
      description: 'Shown in the step header instead of the first name when the account has none.',
    },
    account: {
      id: 'stepHeader.account',
      defaultMessage: 'Your account',
      description:
        'Read by screen readers after the user name in the step header, which links to the account page (e.g. "Ana (Your account)").',
    },
    logout: {
      id: 'stepHeader.logout',
      defaultMessage: 'Logout',
      description: 'Button in the step header that signs the user out and returns to the landing page.',
    },
    progressLabel: {
      id: 'stepShell.progressLabel',
      defaultMessage: 'Application progress',
      description: 'Accessible name of the list of the six steps at the top of every step page.',
    },
    statusComplete: {
      id: 'stepShell.status.complete',
      defaultMessage: '(completed)',
      description: 'Read by screen readers after the name of a finished step in the progress list.',
    },
    statusCurrent: {
      id: 'stepShell.status.current',
      defaultMessage: '(current step)',
      description: 'Read by screen readers after the name of the step the user is on.',
    },
    statusUpcoming: {
      id: 'stepShell.status.upcoming',
      defaultMessage: '(not started)',
      description: 'Read by screen readers after the name of a step the user has not reached yet.',
    },
    step1: {
      id: 'stepShell.step1',
      defaultMessage: 'Get Started',
      description: 'Short name of step 1 (introduction to the ITIN and its benefits) in the progress list.',
    },
    step2: {
      id: 'stepShell.step2',
      defaultMessage: 'Application',
      description: 'Short name of step 2 (the ITIN application form) in the progress list.',
    },
    step3: {
      id: 'stepShell.step3',
      defaultMessage: 'Documents',
      description: 'Short name of step 3 (document upload) in the progress list.',
    },
    step4: {
      id: 'stepShell.step4',
      defaultMessage: 'Payment',
      description: 'Short name of step 4 (review and payment) in the progress list.',
    },
    step5: {
      id: 'stepShell.step5',
      defaultMessage: 'Processing',
      description: 'Short name of step 5 (the application is being processed) in the progress list.',
    },
    step6: {
      id: 'stepShell.step6',
      defaultMessage: 'Complete',
      description: 'Short name of step 6 (application submitted, congratulations) in the progress list.',
    },
  }),
  stepOfTotal: sharedMessages.stepOfTotal,
};
