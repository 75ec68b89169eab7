import { defineMessage, defineMessages } from 'react-intl';

/** Text of the app shell: product name, loading, skip link, document titles. */
export const shellMessages = {
  ...defineMessages({
    appName: {
      id: 'app.name',
      defaultMessage: 'ITIN Bridge',
      description: 'Product name; also the document title of the landing page. Usually not translated.',
    },
    loading: {
      id: 'app.loading',
      defaultMessage: 'Loading...',
      description: 'Shown with a spinner while the app starts or a saved session is checked.',
    },
    logoLinkLabel: {
      id: 'app.logoLinkLabel',
      defaultMessage: 'ITIN Bridge home',
      description: 'Accessible name of the logo link to the landing page. Keep the product name exactly as shown.',
    },
    skipLink: {
      id: 'app.skipLink',
      defaultMessage: 'Skip to main content',
      description: 'First keyboard stop of every page; jumps past the header.',
    },
    errorTitle: {
      id: 'app.error.title',
      defaultMessage: 'Something went wrong',
      description: 'Title of the page shown when the app fails to render a page (e.g. after an update).',
    },
    errorDescription: {
      id: 'app.error.description',
      defaultMessage: 'This page could not be displayed. Reloading usually fixes it.',
      description: 'Text of the page shown when the app fails to render a page.',
    },
    errorReload: {
      id: 'app.error.reload',
      defaultMessage: 'Reload',
      description: 'Button that reloads the page after an error.',
    },
  }),
  documentTitle: defineMessage<{ page: string }>({
    id: 'app.documentTitle',
    defaultMessage: '{page} · ITIN Bridge',
    description: 'Browser tab title: {page} is the title of the current page.',
  }),
};

/** Page titles (document title and route announcement), one per route. */
export const titleMessages = {
  ...defineMessages({
    landing: {
      id: 'title.landing',
      defaultMessage: 'U.S. ITIN, Credit and Banking for Non-Residents',
      description: 'Document title of the landing page (followed by the product name).',
    },
    login: { id: 'title.login', defaultMessage: 'Sign In', description: 'Document title of the login screen.' },
    signup: {
      id: 'title.signup',
      defaultMessage: 'Create Account',
      description: 'Document title of the signup screen.',
    },
    forgotPassword: {
      id: 'title.forgotPassword',
      defaultMessage: 'Reset Your Password',
      description: 'Document title of the screen where people ask for a password reset e-mail.',
    },
    resetPassword: {
      id: 'title.resetPassword',
      defaultMessage: 'Choose a New Password',
      description: 'Document title of the screen reached from the password reset e-mail.',
    },
    support: { id: 'title.support', defaultMessage: 'Support', description: 'Document title of the support page.' },
    documents: {
      id: 'title.documents',
      defaultMessage: 'Documents',
      description: 'Document title of the documents page.',
    },
    profile: { id: 'title.profile', defaultMessage: 'Profile', description: 'Document title of the profile page.' },
    basicDataForm: {
      id: 'title.basicDataForm',
      defaultMessage: 'Basic Data Form',
      description: 'Document title of the basic data form page.',
    },
    notFound: {
      id: 'title.notFound',
      defaultMessage: 'Page Not Found',
      description: 'Document title of the 404 page.',
    },
  }),
  step: defineMessage<{ step: number; total: number }>({
    id: 'title.step',
    defaultMessage: 'Step {step} of {total}',
    description: 'Document title of a step page, e.g. "Step 3 of 6".',
  }),
};
