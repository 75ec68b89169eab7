import { defineMessage, defineMessages } from 'react-intl';

export const step4Messages = {
  ...defineMessages({
    title: {
      id: 'step4.title',
      defaultMessage: 'Review & Payment',
      description: 'Main heading of step 4.',
    },
    intro: {
      id: 'step4.intro',
      defaultMessage:
        'Everything you need for your ITIN, and for the U.S. banking and credit that follow, in one package with one fee.',
      description: 'Introduction under the step 4 heading.',
    },
    description: {
      id: 'step4.packageDescription',
      defaultMessage: 'From your application to your first U.S. accounts, handled by one team.',
      description: 'One sentence about the package on the step 4 pricing card.',
    },
    buyNow: {
      id: 'step4.buyNow',
      defaultMessage: 'Buy Now',
      description: 'Button on step 4 that opens the secure payment page in a new tab.',
    },
    newTab: {
      id: 'step4.buyNow.newTab',
      defaultMessage: '(opens the secure payment page in a new tab)',
      description: 'Read by screen readers after "Buy Now".',
    },
    newTabNote: {
      id: 'step4.newTabNote',
      defaultMessage:
        'The secure payment page opens in a new tab. After paying you come straight back to your application.',
      description: 'Explains, under the buy button, what happens when it is used.',
    },
    success: {
      id: 'step4.payment.success',
      defaultMessage: 'Payment Successful! Redirecting to next step...',
      description: 'Banner on step 4 after returning from a successful payment; the next step opens a moment later.',
    },
    successBody: {
      id: 'step4.payment.successBody',
      defaultMessage: 'Thank you. Your application now moves to our review team.',
      description: 'Text under the payment success banner on step 4.',
    },
    continueNow: {
      id: 'step4.payment.continueNow',
      defaultMessage: 'Continue now',
      description: 'Button in the payment success banner that opens step 5 at once instead of waiting.',
    },
    cancelledTitle: {
      id: 'step4.payment.cancelledTitle',
      defaultMessage: 'Payment cancelled',
      description: 'Title of the banner on step 4 after the person cancelled on the payment page.',
    },
    cancelledBody: {
      id: 'step4.payment.cancelledBody',
      defaultMessage: 'Nothing was charged. Your application is saved, and you can try again whenever you are ready.',
      description: 'Text of the banner on step 4 after a cancelled payment.',
    },
    confirmingTitle: {
      id: 'step4.payment.confirmingTitle',
      defaultMessage: 'Confirming your payment…',
      description:
        'Banner title on step 4 after returning from the payment page, while the portal waits for the payment provider to confirm the payment to our server.',
    },
    confirmingBody: {
      id: 'step4.payment.confirmingBody',
      defaultMessage: 'This usually takes a few seconds. Please keep this page open.',
      description: 'Banner text on step 4 while the payment is being confirmed.',
    },
    lateTitle: {
      id: 'step4.payment.lateTitle',
      defaultMessage: 'Your payment is not confirmed yet',
      description: 'Banner title on step 4 when the payment was not confirmed within a minute of returning.',
    },
    checkAgain: {
      id: 'step4.payment.checkAgain',
      defaultMessage: 'Check again',
      description: 'Button in the banner on step 4 that asks the server again whether the payment is confirmed.',
    },
  }),
  lateBody: defineMessage<{ email: string; phone: string }>({
    id: 'step4.payment.lateBody',
    defaultMessage:
      'We keep checking and will email you once it is confirmed; please do not pay again. If you have been charged and nothing changes within a few minutes, contact us at {email} or {phone}.',
    description:
      'Banner text on step 4 when the payment was not confirmed within a minute. {email} and {phone} are the support contact.',
  }),
};
