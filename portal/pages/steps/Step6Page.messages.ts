import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { sharedMessages } from '../../app/messages';

export const step6Messages = {
  ...defineMessages({
    headerLabel: {
      id: 'step6.headerLabel',
      defaultMessage: 'Step 6 of 6 - Complete!',
      description: 'Shown in the step header on step 6, instead of "Step 6 of 6".',
    },
    title: {
      id: 'step6.title',
      defaultMessage: 'Congratulations!',
      description: 'Main heading of step 6.',
    },
    intro: {
      id: 'step6.intro',
      defaultMessage:
        'Your application has been submitted and is in our system. There is nothing more you need to do today.',
      description: 'Introduction under the step 6 heading.',
    },
    nextTitle: {
      id: 'step6.next.title',
      defaultMessage: 'Your next steps',
      description: 'Heading of the list of four next steps on step 6.',
    },
    emailTitle: {
      id: 'step6.next.email.title',
      defaultMessage: 'Watch your inbox',
      description: 'Next step 1 of 4 on step 6.',
    },
    emailBody: {
      id: 'step6.next.email.body',
      defaultMessage: 'We send you an email update at every stage of your application.',
      description: 'Detail of next step 1 on step 6.',
    },
    mailTitle: {
      id: 'step6.next.mail.title',
      defaultMessage: 'Your ITIN arrives by mail',
      description: 'Next step 3 of 4 on step 6.',
    },
    mailBody: {
      id: 'step6.next.mail.body',
      defaultMessage: 'Once approved, the IRS mails your ITIN letter to the address on your application.',
      description: 'Detail of next step 3 on step 6.',
    },
    servicesTitle: {
      id: 'step6.next.services.title',
      defaultMessage: 'Start using U.S. financial services',
      description: 'Next step 4 of 4 on step 6.',
    },
    servicesBody: {
      id: 'step6.next.services.body',
      defaultMessage: 'With your ITIN, open bank accounts, set up PayPal and Stripe and begin building credit.',
      description: 'Detail of next step 4 on step 6.',
    },
    supportTitle: {
      id: 'step6.support.title',
      defaultMessage: 'Questions? We are here to help',
      description: 'Heading of the support contact card on step 6.',
    },
  }),
  processingTitle: defineMessage<{ min: number; max: number }>({
    id: 'step6.next.processing.title',
    defaultMessage: 'IRS processing: {min}-{max} weeks',
    description: 'Next step 2 of 4 on step 6. {min} is 6 and {max} is 10.',
  }),
  supportBody: defineMessage<{ email: MessageTag; phone: MessageTag; address: string; number: string }>({
    id: 'step6.support.body',
    defaultMessage:
      'Write to <email>{address}</email> or call <phone>{number}</phone>. Our team will help with anything about your application.',
    description:
      'Support contact on step 6. {address} is the support e-mail address and {number} the phone number; <email> and <phone> make them links.',
  }),
  processingBody: defineMessage({
    id: 'step6.next.processing.body',
    defaultMessage: 'We track your application with the IRS throughout, so you do not have to.',
    description: 'Detail of next step 2 on step 6.',
  }),
  home: sharedMessages.backToHome,
};
