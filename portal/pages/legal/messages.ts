import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';
import type { StoredDataId } from './storedData';

/** Text shared by the privacy and terms pages. */
export const legalMessages = {
  ...defineMessages({
    backToHome: {
      id: 'legal.backToHome',
      defaultMessage: 'Back to home',
      description: 'Link at the top of the privacy and terms pages that opens the landing page.',
    },
    otherDocuments: {
      id: 'legal.otherDocuments',
      defaultMessage: 'Related pages',
      description: 'Accessible name of the links at the end of the privacy and terms pages.',
    },
  }),
  questions: defineMessage<{ email: string; phone: string }>({
    id: 'legal.questions',
    defaultMessage: 'Questions? Write to {email} or call {phone}.',
    description: 'Last line of the privacy and terms pages. {email} and {phone} are the support contacts.',
  }),
};

/** The privacy page. */
export const privacyMessages = {
  ...defineMessages({
    intro: {
      id: 'privacy.intro',
      defaultMessage:
        'This page says what ITIN Bridge stores about you, where it is kept and how it is protected, who can read it, how long it is kept, and how you can download or delete it.',
      description: 'First paragraph of the privacy page.',
    },
    storedTitle: {
      id: 'privacy.stored.title',
      defaultMessage: 'What we store',
      description: 'Heading of the list of stored data on the privacy page.',
    },
    storedIntro: {
      id: 'privacy.stored.intro',
      defaultMessage: 'We store only what the service needs to prepare your application and keep you informed:',
      description: 'Paragraph before the list of stored data on the privacy page.',
    },
    notInDownload: {
      id: 'privacy.stored.notInDownload',
      defaultMessage: 'Not part of the download: you already have these e-mails in your mailbox.',
      description: 'Note under an item of the stored data list that is not in the "download my data" file.',
    },
    protectionTitle: {
      id: 'privacy.protection.title',
      defaultMessage: 'Where it is kept and how it is protected',
      description: 'Heading of the privacy page section on storage and security.',
    },
    protectionDatabase: {
      id: 'privacy.protection.database',
      defaultMessage:
        'Your account, answers, application history and payment record are kept in the service’s database. Your documents are kept in a private file store and are encrypted at rest (AES-256).',
      description: 'Privacy page: where the data is kept.',
    },
    protectionPasswords: {
      id: 'privacy.protection.passwords',
      defaultMessage:
        'Your password is never stored, only a one-way hash of it (bcrypt). Only you and our staff can download your documents, and they are always downloaded as files, never opened as web pages.',
      description: 'Privacy page: how passwords and document downloads are protected.',
    },
    protectionLogs: {
      id: 'privacy.protection.logs',
      defaultMessage:
        'The server’s log notes when an e-mail is sent to your address and when a payment is confirmed, with its transaction number. It never contains your answers, your documents or your password.',
      description: 'Privacy page: what the server log records.',
    },
    accessTitle: {
      id: 'privacy.access.title',
      defaultMessage: 'Who can read it',
      description: 'Heading of the privacy page section on who can read the data.',
    },
    accessYou: {
      id: 'privacy.access.you',
      defaultMessage: 'You, when you are signed in. No other applicant can see anything of yours.',
      description: 'Privacy page, who can read the data: the applicant.',
    },
    accessStaff: {
      id: 'privacy.access.staff',
      defaultMessage:
        'Our staff, who review your answers and documents and file your application. They can read your application and documents and write notes to you, but they cannot change your answers.',
      description: 'Privacy page, who can read the data: staff.',
    },
    accessIrs: {
      id: 'privacy.access.irs',
      defaultMessage:
        'The IRS, which receives your W-7 answers and the documents it requires when your application is filed.',
      description: 'Privacy page, who can read the data: the IRS (the U.S. tax authority).',
    },
    accessPayment: {
      id: 'privacy.access.payment',
      defaultMessage:
        'The payment provider, which handles your card details. We never see or store them; we only receive the amount, the currency and the transaction number.',
      description: 'Privacy page, who can read the data: the payment provider.',
    },
    retentionTitle: {
      id: 'privacy.retention.title',
      defaultMessage: 'How long it is kept',
      description: 'Heading of the privacy page section on retention.',
    },
    retentionAccount: {
      id: 'privacy.retention.account',
      defaultMessage:
        'Everything listed above is kept until you delete your account, so you can follow your application and come back to it. Nothing is deleted automatically.',
      description: 'Privacy page: how long the account and application are kept.',
    },
    retentionLinks: {
      id: 'privacy.retention.links',
      defaultMessage:
        'E-mails with a sign-in or password link are deleted from our side as soon as the link is used or expires.',
      description: 'Privacy page: e-mails with links are deleted when the link is used or expires.',
    },
    retentionDelete: {
      id: 'privacy.retention.delete',
      defaultMessage:
        'When you delete your account, your account, answers, application history, payment record, documents (the files too) and sign-ins are deleted at once. What was already filed with the IRS stays with the IRS.',
      description: 'Privacy page: what deleting the account removes.',
    },
    controlTitle: {
      id: 'privacy.control.title',
      defaultMessage: 'Download or delete your data',
      description: 'Heading of the privacy page section on exporting and deleting data.',
    },
  }),
  control: defineMessage<{ account: MessageTag }>({
    id: 'privacy.control.body',
    defaultMessage:
      'On <account>your account page</account> (sign in first), “Download my data” gives you a file with everything listed above and each of your documents, and “Delete my account” removes it all.',
    description: 'Privacy page: how to export or delete the data. <account> becomes a link to the account page.',
  }),
};

/** Title and explanation of each kind of stored data, in the order of `storedData`. */
export const storedDataMessages: Record<StoredDataId, { title: MessageDescriptor; body: MessageDescriptor }> = {
  account: defineMessages({
    title: {
      id: 'privacy.data.account.title',
      defaultMessage: 'Your account',
      description: 'Privacy page, stored data.',
    },
    body: {
      id: 'privacy.data.account.body',
      defaultMessage:
        'Your e-mail address, your first and last name, the last step you reached, and when you signed up and last signed in.',
      description: 'Privacy page: what the account holds.',
    },
  }),
  answers: defineMessages({
    title: {
      id: 'privacy.data.answers.title',
      defaultMessage: 'Your W-7 answers',
      description: 'Privacy page, stored data: the answers to the IRS Form W-7 questions.',
    },
    body: {
      id: 'privacy.data.answers.body',
      defaultMessage:
        'What you enter in the application form: your name, date and place of birth, addresses, citizenship, identity document, U.S. visa, earlier tax numbers, and the reason you need an ITIN.',
      description: 'Privacy page: what the W-7 answers contain.',
    },
  }),
  progress: defineMessages({
    title: {
      id: 'privacy.data.progress.title',
      defaultMessage: 'Your application’s progress',
      description: 'Privacy page, stored data.',
    },
    body: {
      id: 'privacy.data.progress.body',
      defaultMessage:
        'Its status, when it was started, submitted and filed with the IRS, the notes our staff write to you, the documents your answers call for, and your ITIN once the IRS issues it.',
      description: 'Privacy page: what the application record holds besides the answers.',
    },
  }),
  history: defineMessages({
    title: {
      id: 'privacy.data.history.title',
      defaultMessage: 'Its history',
      description: 'Privacy page, stored data.',
    },
    body: {
      id: 'privacy.data.history.body',
      defaultMessage:
        'Each change of status and each document review, with its date and who made it: you, our staff or the payment provider.',
      description: 'Privacy page: the application history (events).',
    },
  }),
  documents: defineMessages({
    title: {
      id: 'privacy.data.documents.title',
      defaultMessage: 'Your documents',
      description: 'Privacy page, stored data.',
    },
    body: {
      id: 'privacy.data.documents.body',
      defaultMessage:
        'The files you upload (such as your passport), with their names, sizes and types, and our review of each.',
      description: 'Privacy page: uploaded documents.',
    },
  }),
  payment: defineMessages({
    title: {
      id: 'privacy.data.payment.title',
      defaultMessage: 'Your payment',
      description: 'Privacy page, stored data.',
    },
    body: {
      id: 'privacy.data.payment.body',
      defaultMessage:
        'The amount, the currency, the payment provider’s transaction number and the date you paid. Never your card details.',
      description: 'Privacy page: the payment record.',
    },
  }),
  emails: defineMessages({
    title: {
      id: 'privacy.data.emails.title',
      defaultMessage: 'E-mails we send you',
      description: 'Privacy page, stored data: e-mails to the applicant.',
    },
    body: {
      id: 'privacy.data.emails.body',
      defaultMessage: 'To confirm your address, to reset your password, and to tell you when your application changes.',
      description: 'Privacy page: which e-mails the service sends.',
    },
  }),
};

/** The terms page. */
export const termsMessages = {
  ...defineMessages({
    intro: {
      id: 'terms.intro',
      defaultMessage:
        'These terms explain what ITIN Bridge does for you and what it does not. By creating an account you agree to them.',
      description: 'First paragraph of the terms page.',
    },
    serviceTitle: {
      id: 'terms.service.title',
      defaultMessage: 'What the service is',
      description: 'Heading of the terms page section describing the service.',
    },
    serviceBody: {
      id: 'terms.service.body',
      defaultMessage:
        'ITIN Bridge helps you apply for a U.S. Individual Taxpayer Identification Number (ITIN) with IRS Form W-7: a guided application form, a checklist of the documents your answers call for, a review of your application by our staff, filing with the IRS, and updates on its status by e-mail and in your account.',
      description: 'Terms page: the service described.',
    },
    adviceTitle: {
      id: 'terms.advice.title',
      defaultMessage: 'Not legal or tax advice',
      description: 'Heading of the terms page section saying the service gives no legal or tax advice.',
    },
    adviceBody: {
      id: 'terms.advice.body',
      defaultMessage:
        'ITIN Bridge is not a law firm or an accounting firm. Nothing in the service is legal or tax advice. For advice about your own situation, speak to a qualified lawyer or tax professional.',
      description: 'Terms page: no legal or tax advice.',
    },
    irsTitle: {
      id: 'terms.irs.title',
      defaultMessage: 'The IRS decides',
      description: 'Heading of the terms page section saying the IRS, not the service, issues ITINs.',
    },
    irsBody: {
      id: 'terms.irs.body',
      defaultMessage:
        'We do not issue ITINs. The IRS decides whether to issue one and how long that takes. The processing times we show are the IRS’s own estimates, not a promise.',
      description: 'Terms page: the IRS decides.',
    },
    yourPartTitle: {
      id: 'terms.yourPart.title',
      defaultMessage: 'Your part',
      description: 'Heading of the terms page section on the applicant’s responsibilities.',
    },
    yourPartAnswers: {
      id: 'terms.yourPart.answers',
      defaultMessage:
        'Give true and complete answers and genuine documents. You sign the W-7 yourself, and the IRS holds you to what it says.',
      description: 'Terms page: the applicant answers truthfully.',
    },
    yourPartAccount: {
      id: 'terms.yourPart.account',
      defaultMessage: 'Keep your password to yourself. The account is for your own application only.',
      description: 'Terms page: the applicant keeps the account safe.',
    },
    paymentTitle: {
      id: 'terms.payment.title',
      defaultMessage: 'Payment',
      description: 'Heading of the terms page section on payment.',
    },
    paymentBody: {
      id: 'terms.payment.body',
      defaultMessage:
        'The price is shown before you pay, on the review and payment step. You pay once, through our payment provider; your application moves on only when the provider has confirmed the payment to us. For any question about a payment, contact us.',
      description: 'Terms page: how payment works.',
    },
    dataTitle: {
      id: 'terms.data.title',
      defaultMessage: 'Your data',
      description: 'Heading of the terms page section on personal data.',
    },
    changesTitle: {
      id: 'terms.changes.title',
      defaultMessage: 'Changes to these terms',
      description: 'Heading of the terms page section on changes to the terms.',
    },
    changesBody: {
      id: 'terms.changes.body',
      defaultMessage: 'If these terms change, this page shows the new version.',
      description: 'Terms page: changes to the terms.',
    },
  }),
  dataBody: defineMessage<{ privacy: MessageTag }>({
    id: 'terms.data.body',
    defaultMessage:
      'The <privacy>Privacy Policy</privacy> says what we store and why. You can download your data or delete your account at any time from your account page.',
    description: 'Terms page: personal data. <privacy> becomes a link to the privacy page.',
  }),
};
