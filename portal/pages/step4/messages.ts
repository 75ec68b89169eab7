import { defineMessage, defineMessages } from 'react-intl';

/** The review of the application on step 4, above the package. */
export const reviewMessages = {
  ...defineMessages({
    title: {
      id: 'review.title',
      defaultMessage: 'Your application',
      description: 'Heading of the review of the answers and documents on step 4.',
    },
    loading: {
      id: 'review.loading',
      defaultMessage: 'Loading your application…',
      description: 'Shown with a spinner while the application loads on step 4.',
    },
    loadError: {
      id: 'review.loadError',
      defaultMessage: 'We could not load your application. Check your internet connection and reload the page.',
      description: 'Shown on step 4 when the application could not be read.',
    },
    notStartedTitle: {
      id: 'review.notStarted.title',
      defaultMessage: 'You have not started your application yet',
      description: 'Title on step 4 when there is no application yet.',
    },
    notStartedBody: {
      id: 'review.notStarted.body',
      defaultMessage: 'Answer the questions in step 2 and upload your documents in step 3 before you pay.',
      description: 'Body on step 4 when there is no application yet.',
    },
    goToStep2: {
      id: 'review.notStarted.action',
      defaultMessage: 'Go to step 2',
      description: 'Link from step 4 to the questions of step 2.',
    },
    draftTitle: {
      id: 'review.draft.title',
      defaultMessage: 'Your application has not been sent yet',
      description: 'Title on step 4 while the application is still a draft.',
    },
    draftBody: {
      id: 'review.draft.body',
      defaultMessage:
        'Check your answers and documents below. Then continue from step 3 to send them; you can pay once your application is sent.',
      description: 'Body on step 4 while the application is still a draft.',
    },
    changesTitle: {
      id: 'review.changes.title',
      defaultMessage: 'Our team asked for changes',
      description: 'Title on step 4 when staff sent the application back for changes.',
    },
    goToStep3: {
      id: 'review.goToStep3',
      defaultMessage: 'Go to step 3',
      description: 'Link from step 4 to the document checklist of step 3.',
    },
    answersTitle: {
      id: 'review.answers.title',
      defaultMessage: 'Your answers',
      description: 'Heading above the summary of the answers on step 4.',
    },
    documentsTitle: {
      id: 'review.documents.title',
      defaultMessage: 'Your documents',
      description: 'Heading above the summary of the documents on step 4.',
    },
    noDocument: {
      id: 'review.documents.none',
      defaultMessage: 'Not uploaded yet',
      description: 'Value of a document row on step 4 when no file meets the item.',
    },
    change: {
      id: 'review.change',
      defaultMessage: 'Change',
      description: 'Link that leads to the page where an answer or a document can be changed.',
    },
    payAfterSubmit: {
      id: 'review.payAfterSubmit',
      defaultMessage: 'Buy Now becomes available once your application is sent from step 3.',
      description: 'Shown in place of the Buy Now button while the application is not sent yet.',
    },
    paid: {
      id: 'review.paid',
      defaultMessage: 'Your payment has been received. Thank you!',
      description: 'Shown in place of the Buy Now button once the application is paid.',
    },
    receiptTitle: {
      id: 'review.receipt.title',
      defaultMessage: 'Receipt',
      description: 'Heading of the payment receipt shown on step 4 in place of Buy Now once paid.',
    },
    receiptAmount: {
      id: 'review.receipt.amount',
      defaultMessage: 'Amount paid',
      description: 'Row label of the receipt on step 4: the amount.',
    },
    receiptDate: {
      id: 'review.receipt.date',
      defaultMessage: 'Date',
      description: 'Row label of the receipt on step 4: the day the payment was confirmed.',
    },
    receiptTransaction: {
      id: 'review.receipt.transaction',
      defaultMessage: 'Transaction ID',
      description: "Row label of the receipt on step 4: the payment provider's reference of the payment.",
    },
    checkoutLoading: {
      id: 'review.checkout.loading',
      defaultMessage: 'Preparing your order…',
      description: 'Shown with a spinner on step 4 while the order for the payment page is prepared.',
    },
    checkoutError: {
      id: 'review.checkout.error',
      defaultMessage: 'We could not prepare your order. Check your internet connection and try again.',
      description: 'Shown on step 4 in place of Buy Now when the order for the payment page could not be prepared.',
    },
    tryAgain: {
      id: 'review.checkout.tryAgain',
      defaultMessage: 'Try again',
      description: 'Button on step 4 that prepares the order for the payment page again after a failure.',
    },
  }),
  submittedOn: defineMessage<{ date: string }>({
    id: 'review.submittedOn',
    defaultMessage: 'Sent to our team on {date}. It can no longer change.',
    description: 'Under the review heading once the application was sent. {date} is the date, written out.',
  }),
};
