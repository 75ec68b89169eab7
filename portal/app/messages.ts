import { defineMessage, defineMessages } from 'react-intl';

/**
 * Text that more than one screen shows, defined once so it is translated once. The areas' message
 * objects point at these entries (`loginMessages.submit` is `sharedMessages.signIn`).
 */
export const sharedMessages = {
  ...defineMessages({
    backToHome: {
      id: 'shared.backToHome',
      defaultMessage: 'Back to Home',
      description: 'Link to the landing page (sign-in, sign-up and password screens; step 6).',
    },
    signIn: {
      id: 'shared.signIn',
      defaultMessage: 'Sign In',
      description: 'Sign-in: the button of the login form, its document title and the footer link to it.',
    },
    createAccount: {
      id: 'shared.createAccount',
      defaultMessage: 'Create Account',
      description: 'Sign-up: the button of the sign-up form and its document title.',
    },
    support: {
      id: 'shared.support',
      defaultMessage: 'Support',
      description: 'The support page: its document title and the footer link to it.',
    },
    whatIsItin: {
      id: 'shared.whatIsItin',
      defaultMessage: 'What is an ITIN?',
      description: 'Heading of the ITIN explainer on step 1; question in the landing page FAQ.',
    },
    taxBenefit: {
      id: 'shared.benefit.tax.title',
      defaultMessage: 'Tax compliance',
      description: 'Title of the benefit "file U.S. taxes" (landing page benefits, step 1 benefit sections).',
    },
    travelBenefit: {
      id: 'shared.benefit.travel.title',
      defaultMessage: 'Travel perks',
      description: 'Title of the benefit "travel rewards cards" (landing page benefits, step 1 benefit sections).',
    },
  }),
  stepOfTotal: defineMessage<{ step: number; total: number }>({
    id: 'shared.stepOfTotal',
    defaultMessage: 'Step {step} of {total}',
    description:
      'Progress through the six steps, e.g. "Step 3 of 6": step pages (header and document title) and the landing page preview.',
  }),
};

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
    forgotPassword: {
      id: 'title.forgotPassword',
      defaultMessage: 'Reset Your Password',
      description: 'Heading and document title of the screen where people ask for a password reset e-mail.',
    },
    resetPassword: {
      id: 'title.resetPassword',
      defaultMessage: 'Choose a New Password',
      description: 'Heading and document title of the screen reached from the password reset e-mail.',
    },
    documents: {
      id: 'title.documents',
      defaultMessage: 'Documents',
      description: 'Document title of the documents page.',
    },
    profile: { id: 'title.profile', defaultMessage: 'Profile', description: 'Document title of the profile page.' },
    staffQueue: {
      id: 'title.staffQueue',
      defaultMessage: 'Staff console',
      description: 'Document title of the staff console: the queue of applications.',
    },
    staffApplication: {
      id: 'title.staffApplication',
      defaultMessage: 'Application review',
      description: 'Document title of the staff console page of one application.',
    },
    account: {
      id: 'title.account',
      defaultMessage: 'Your Account',
      description: 'Heading and document title of the account page (details, password, data export, deletion).',
    },
    privacy: {
      id: 'title.privacy',
      defaultMessage: 'Privacy Policy',
      description: 'Heading and document title of the privacy page.',
    },
    terms: {
      id: 'title.terms',
      defaultMessage: 'Terms of Service',
      description: 'Heading and document title of the terms page.',
    },
    basicDataForm: {
      id: 'title.basicDataForm',
      defaultMessage: 'Basic Data Form',
      description: 'Document title of the basic data form page.',
    },
    notFound: {
      id: 'title.notFound',
      defaultMessage: 'Page Not Found',
      description: 'Heading and document title of the 404 page.',
    },
  }),
  login: sharedMessages.signIn,
  signup: sharedMessages.createAccount,
  support: sharedMessages.support,
  step: sharedMessages.stepOfTotal,
};
