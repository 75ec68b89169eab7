import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { titleMessages } from '../../app/messages';
import { sharedMessages } from '../../app/messages';

/** Text shared by the sign-in, sign-up and password screens. */
export const authMessages = {
  ...defineMessages({
    securityNote: {
      id: 'auth.securityNote',
      defaultMessage: 'Protected by 256-bit SSL encryption • FDIC Insured',
      description: 'Reassurance line under the sign-in and sign-up cards.',
    },
    emailLabel: { id: 'auth.emailLabel', defaultMessage: 'Email Address', description: 'Label of the e-mail field.' },
    passwordLabel: {
      id: 'auth.passwordLabel',
      defaultMessage: 'Password',
      description: 'Label of the password field.',
    },
    unexpectedError: {
      id: 'auth.error.unexpected',
      defaultMessage: 'An unexpected error occurred. Please try again.',
      description:
        'Shown when sign-in, sign-up or a password request fails for an unexpected reason (e.g. no network).',
    },
    weakPassword: {
      id: 'auth.error.weakPassword',
      defaultMessage: 'This password is too easy to guess. Please choose a longer, less common one.',
      description: 'The auth service rejected a new password as too weak (sign-up or new password).',
    },
    samePassword: {
      id: 'auth.error.samePassword',
      defaultMessage: 'Your new password must be different from your current one.',
      description: 'New password screen: the chosen password equals the current one.',
    },
    rateLimited: {
      id: 'auth.error.rateLimited',
      defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
      description: 'The auth service refused because of too many requests in a short time.',
    },
    emailNotConfirmed: {
      id: 'auth.error.emailNotConfirmed',
      defaultMessage: 'Please confirm your e-mail address first: open the link we sent you, then try again.',
      description: 'The account exists but its e-mail address has not been confirmed yet.',
    },
  }),
  backToHome: sharedMessages.backToHome,
};

export const loginMessages = {
  ...defineMessages({
    title: { id: 'login.title', defaultMessage: 'Welcome Back', description: 'Heading of the login screen.' },
    subtitle: {
      id: 'login.subtitle',
      defaultMessage: 'Sign in to continue your ITIN application',
      description: 'Line under the login heading.',
    },
    submitting: {
      id: 'login.submitting',
      defaultMessage: 'Signing in…',
      description: 'Announced while the login is in progress.',
    },
    forgotPassword: {
      id: 'login.forgotPassword',
      defaultMessage: 'Forgot password?',
      description: 'Link to the password reset screen.',
    },
    noAccount: {
      id: 'login.noAccount',
      defaultMessage: "Don't have an account?",
      description: 'Text before the create-account link.',
    },
    createAccount: {
      id: 'login.createAccount',
      defaultMessage: 'Create an account',
      description: 'Link from login to signup.',
    },
    invalidCredentials: {
      id: 'login.error.invalidCredentials',
      defaultMessage: 'Invalid email or password. Please check your credentials and try again.',
      description: 'Login failed for any reason the auth service gave (never says which field was wrong).',
    },
  }),
  submit: sharedMessages.signIn,
};

export const signupMessages = {
  ...defineMessages({
    title: { id: 'signup.title', defaultMessage: 'Create Your Account', description: 'Heading of the signup screen.' },
    subtitle: {
      id: 'signup.subtitle',
      defaultMessage: 'Start your ITIN application in minutes',
      description: 'Line under the signup heading.',
    },
    firstNameLabel: {
      id: 'signup.firstNameLabel',
      defaultMessage: 'First Name',
      description: 'Label of the first name field.',
    },
    lastNameLabel: {
      id: 'signup.lastNameLabel',
      defaultMessage: 'Last Name',
      description: 'Label of the last name field.',
    },
    passwordHint: {
      id: 'signup.passwordHint',
      defaultMessage: 'At least 6 characters',
      description: 'Hint under the password label on signup.',
    },
    confirmPasswordLabel: {
      id: 'signup.confirmPasswordLabel',
      defaultMessage: 'Confirm Password',
      description: 'Label of the password confirmation field.',
    },
    showConfirmPassword: {
      id: 'signup.showConfirmPassword',
      defaultMessage: 'Show password confirmation',
      description: 'Accessible name of the eye button of the confirmation field.',
    },
    submitting: {
      id: 'signup.submitting',
      defaultMessage: 'Creating your account…',
      description: 'Announced while the account is being created.',
    },
    haveAccount: {
      id: 'signup.haveAccount',
      defaultMessage: 'Already have an account?',
      description: 'Text before the sign-in link.',
    },
    signIn: { id: 'signup.signIn', defaultMessage: 'Sign in', description: 'Link from signup to login.' },
    duplicate: {
      id: 'signup.error.duplicate',
      defaultMessage:
        'An account with this email already exists. Please sign in instead or use a different email address.',
      description: 'Signup failed because the e-mail already has an account.',
    },
    confirmEmail: {
      id: 'signup.confirmEmail',
      defaultMessage: 'Check your inbox and confirm your e-mail address, then sign in.',
      description: 'Shown after signup when the auth service requires e-mail confirmation first.',
    },
  }),
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'signup.terms',
    defaultMessage:
      'By creating an account, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
    description: 'Under the signup button; <terms> and <privacy> become links.',
  }),
  submit: sharedMessages.createAccount,
};

export const forgotMessages = {
  ...defineMessages({
    subtitle: {
      id: 'forgot.subtitle',
      defaultMessage: "Enter your account's email address and we'll send you a link to choose a new password.",
      description: 'Line under the forgot-password heading.',
    },
    submit: {
      id: 'forgot.submit',
      defaultMessage: 'Send Reset Link',
      description: 'Button that requests the reset e-mail.',
    },
    submitting: {
      id: 'forgot.submitting',
      defaultMessage: 'Sending…',
      description: 'Announced while the request is sent.',
    },
    sentTitle: {
      id: 'forgot.sent.title',
      defaultMessage: 'Check Your Email',
      description: 'Heading once the reset e-mail was requested.',
    },
    sendAgain: {
      id: 'forgot.sent.again',
      defaultMessage: 'Use a different email',
      description: 'Button that returns to the form to request the e-mail again.',
    },
    backToSignIn: {
      id: 'forgot.backToSignIn',
      defaultMessage: 'Back to Sign In',
      description: 'Link to the login screen.',
    },
  }),
  sentBody: defineMessage<{ email: string }>({
    id: 'forgot.sent.body',
    defaultMessage:
      "If an account exists for {email}, we've sent it a link to choose a new password. The link expires in one hour. Don't see it? Check your spam folder.",
    description: 'Confirmation after requesting a reset e-mail; the same whether or not the account exists.',
  }),
  localMailbox: defineMessage<{ mailbox: MessageTag }>({
    id: 'forgot.localMailbox',
    defaultMessage:
      'Running locally? No e-mail is really sent: open the <mailbox>local mailbox</mailbox> to find the link.',
    description: 'Development-only hint pointing to the local mailbox page.',
  }),
  title: titleMessages.forgotPassword,
};

export const resetMessages = {
  ...defineMessages({
    subtitle: {
      id: 'reset.subtitle',
      defaultMessage: 'Pick a password you have not used here before.',
      description: 'Line under the reset-password heading.',
    },
    newPasswordLabel: {
      id: 'reset.newPasswordLabel',
      defaultMessage: 'New Password',
      description: 'Label of the new password field.',
    },
    confirmLabel: {
      id: 'reset.confirmLabel',
      defaultMessage: 'Confirm New Password',
      description: 'Label of the new password confirmation field.',
    },
    submit: {
      id: 'reset.submit',
      defaultMessage: 'Save New Password',
      description: 'Button that sets the new password.',
    },
    submitting: {
      id: 'reset.submitting',
      defaultMessage: 'Saving…',
      description: 'Announced while the password is saved.',
    },
    checking: {
      id: 'reset.checking',
      defaultMessage: 'Checking your link…',
      description: 'Shown while the reset link is verified.',
    },
    expiredTitle: {
      id: 'reset.expired.title',
      defaultMessage: 'Link Expired',
      description: 'Heading when the reset link is invalid.',
    },
    expiredBody: {
      id: 'reset.expired.body',
      defaultMessage:
        'This password reset link has expired or has already been used. Links work once and for one hour. Request a new one and use the latest e-mail.',
      description: 'Shown when the reset link is expired, used or missing.',
    },
    requestNew: {
      id: 'reset.requestNew',
      defaultMessage: 'Request a New Link',
      description: 'Button to the forgot-password screen.',
    },
  }),
  title: titleMessages.resetPassword,
};
