import { defineMessages } from 'react-intl';

export const step4Messages = defineMessages({
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
});
