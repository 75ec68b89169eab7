import { defineMessage, defineMessages } from 'react-intl';

/** Text of the account page. */
export const accountMessages = {
  ...defineMessages({
    intro: {
      id: 'account.intro',
      defaultMessage: 'Your details and settings, your data, and the way to close your account.',
      description: 'Paragraph under the heading of the account page.',
    },
    backToApplication: {
      id: 'account.backToApplication',
      defaultMessage: 'Back to your application',
      description: 'Link at the top of the account page that returns to the step the user was on.',
    },
    detailsTitle: {
      id: 'account.details.title',
      defaultMessage: 'Your details',
      description: 'Heading of the account page section with the name and e-mail.',
    },
    nameLabel: { id: 'account.details.name', defaultMessage: 'Name', description: 'Account page: the name row.' },
    emailLabel: {
      id: 'account.details.email',
      defaultMessage: 'E-mail address',
      description: 'Account page: the e-mail row.',
    },
    preferencesTitle: {
      id: 'account.preferences.title',
      defaultMessage: 'Language and theme',
      description: 'Heading of the account page section with the language and theme choices.',
    },
    languageLegend: {
      id: 'account.preferences.language',
      defaultMessage: 'Language',
      description: 'Account page: legend of the language choice.',
    },
    themeLegend: {
      id: 'account.preferences.theme',
      defaultMessage: 'Theme',
      description: 'Account page: legend of the theme choice.',
    },
    themeDark: { id: 'account.preferences.dark', defaultMessage: 'Dark', description: 'Account page: the dark theme.' },
    themeLight: {
      id: 'account.preferences.light',
      defaultMessage: 'Light',
      description: 'Account page: the light theme.',
    },
    passwordTitle: {
      id: 'account.password.title',
      defaultMessage: 'Change your password',
      description: 'Heading of the account page section to change the password.',
    },
    currentPasswordLabel: {
      id: 'account.password.current',
      defaultMessage: 'Current password',
      description: 'Label of the current password field.',
    },
    newPasswordLabel: {
      id: 'account.password.new',
      defaultMessage: 'New password',
      description: 'Label of the new password field.',
    },
    confirmPasswordLabel: {
      id: 'account.password.confirm',
      defaultMessage: 'Confirm new password',
      description: 'Label of the field that repeats the new password.',
    },
    showNewPassword: {
      id: 'account.password.showNew',
      defaultMessage: 'Show new password',
      description: 'Accessible name of the show/hide button of the new password field.',
    },
    showConfirmPassword: {
      id: 'account.password.showConfirm',
      defaultMessage: 'Show confirmation',
      description: 'Accessible name of the show/hide button of the confirm password field.',
    },
    passwordSubmit: {
      id: 'account.password.submit',
      defaultMessage: 'Change password',
      description: 'Button that changes the password.',
    },
    passwordSubmitting: {
      id: 'account.password.submitting',
      defaultMessage: 'Changing password…',
      description: 'Accessible name of the change password button while it works.',
    },
    passwordChanged: {
      id: 'account.password.changed',
      defaultMessage: 'Your password has been changed. Other devices signed in to your account have been signed out.',
      description: 'Account page: the password change succeeded.',
    },
    wrongCurrentPassword: {
      id: 'account.password.wrongCurrent',
      defaultMessage: 'Your current password is not correct. Your password has not been changed.',
      description: 'Account page: the current password given is wrong.',
    },
    exportTitle: {
      id: 'account.export.title',
      defaultMessage: 'Download your data',
      description: 'Heading of the account page section to download the data.',
    },
    exportBody: {
      id: 'account.export.body',
      defaultMessage:
        'Get a file (JSON) with everything we store about you: your account, your W-7 answers, your application and its history, your payment and the list of your documents. Each document can then be downloaded on its own.',
      description: 'Account page: what the data download contains.',
    },
    exportSubmit: {
      id: 'account.export.submit',
      defaultMessage: 'Download my data',
      description: 'Button that downloads the data file.',
    },
    exportWorking: {
      id: 'account.export.working',
      defaultMessage: 'Preparing your data…',
      description: 'Accessible name of the download button while the file is prepared.',
    },
    documentsTitle: {
      id: 'account.export.documents',
      defaultMessage: 'Your documents',
      description: 'Heading of the list of documents after the data download.',
    },
    noDocuments: {
      id: 'account.export.noDocuments',
      defaultMessage: 'You have not uploaded any documents.',
      description: 'Account page: the data download found no documents.',
    },
    documentError: {
      id: 'account.export.documentError',
      defaultMessage: 'This document could not be downloaded. Please try again.',
      description: 'Account page: one document failed to download.',
    },
    deleteTitle: {
      id: 'account.delete.title',
      defaultMessage: 'Delete your account',
      description: 'Heading of the account page section to delete the account.',
    },
    deleteIntro: {
      id: 'account.delete.intro',
      defaultMessage: 'Deleting your account removes, at once and for good:',
      description: 'Account page: sentence before the list of what deleting the account removes.',
    },
    deleteAccount: {
      id: 'account.delete.item.account',
      defaultMessage: 'your account, your password and every sign-in on every device',
      description: 'Account page: an item of the list of what is deleted.',
    },
    deleteApplication: {
      id: 'account.delete.item.application',
      defaultMessage: 'your W-7 answers, your application, its status and its history',
      description: 'Account page: an item of the list of what is deleted.',
    },
    deleteDocuments: {
      id: 'account.delete.item.documents',
      defaultMessage: 'every document you uploaded, files included',
      description: 'Account page: an item of the list of what is deleted.',
    },
    deletePayment: {
      id: 'account.delete.item.payment',
      defaultMessage: 'the record of your payment',
      description: 'Account page: an item of the list of what is deleted.',
    },
    deleteAfter: {
      id: 'account.delete.after',
      defaultMessage:
        'It cannot be undone. What was already filed with the IRS stays with the IRS. Download your data first if you want to keep a copy.',
      description: 'Account page: after the list of what deleting the account removes.',
    },
    deleteStart: {
      id: 'account.delete.start',
      defaultMessage: 'Delete my account',
      description: 'Button that opens the confirmation to delete the account.',
    },
    deletePasswordLabel: {
      id: 'account.delete.password',
      defaultMessage: 'Enter your password to confirm',
      description: 'Label of the password field in the account deletion confirmation.',
    },
    deleteConfirm: {
      id: 'account.delete.confirm',
      defaultMessage: 'Delete my account for good',
      description: 'Button that deletes the account after the password is entered.',
    },
    deleting: {
      id: 'account.delete.deleting',
      defaultMessage: 'Deleting your account…',
      description: 'Accessible name of the delete button while it works.',
    },
    deleteCancel: {
      id: 'account.delete.cancel',
      defaultMessage: 'Cancel',
      description: 'Button that closes the account deletion confirmation without deleting.',
    },
    deleteWrongPassword: {
      id: 'account.delete.wrongPassword',
      defaultMessage: 'That password is not correct. Your account has not been deleted.',
      description: 'Account page: the password given to confirm the deletion is wrong.',
    },
    deleteFailed: {
      id: 'account.delete.failed',
      defaultMessage: 'Your account could not be deleted just now. Nothing has been removed; please try again.',
      description: 'Account page: the deletion failed on the server.',
    },
    deleteUnconfirmed: {
      id: 'account.delete.unconfirmed',
      defaultMessage:
        'We could not reach the server, so we cannot tell whether your account was deleted. Check your connection and try again.',
      description: 'Account page: the deletion request got no answer (network error).',
    },
    networkError: {
      id: 'account.error.network',
      defaultMessage: 'We could not reach the server. Check your connection and try again.',
      description: 'Account page: a request failed for lack of a connection.',
    },
    sessionEnded: {
      id: 'account.error.session',
      defaultMessage: 'Your session has ended. Please sign in again.',
      description: 'Account page: the session expired.',
    },
    unexpectedError: {
      id: 'account.error.unexpected',
      defaultMessage: 'Something went wrong on our side. Please try again.',
      description: 'Account page: any other failure.',
    },
  }),
  exportDone: defineMessage<{ file: string }>({
    id: 'account.export.done',
    defaultMessage: 'Your data has been downloaded as {file}.',
    description: 'Account page: the data file was downloaded. {file} is its name.',
  }),
  downloadDocument: defineMessage<{ name: string }>({
    id: 'account.export.downloadDocument',
    defaultMessage: 'Download {name}',
    description: 'Button that downloads one document. {name} is the file name, e.g. "passport.pdf".',
  }),
};
