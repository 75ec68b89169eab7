import { defineMessage, defineMessages } from 'react-intl';

export const step5Messages = {
  ...defineMessages({
    title: {
      id: 'step5.title',
      defaultMessage: 'Processing Your Application',
      description: 'Main heading of step 5.',
    },
    statusLabel: {
      id: 'step5.statusLabel',
      defaultMessage: 'Application status',
      description: 'Label before the status badge on step 5.',
    },
    status: {
      id: 'step5.status',
      defaultMessage: 'Under Review',
      description: 'Status of the application on step 5, shown in a badge.',
    },
    statusBody: {
      id: 'step5.statusBody',
      defaultMessage: 'Our team is reviewing your application and will submit it to the IRS shortly.',
      description: 'Explains the "Under Review" status on step 5.',
    },
    nextTitle: {
      id: 'step5.next.title',
      defaultMessage: 'What happens next',
      description: 'Heading of the list of the five next steps on step 5.',
    },
    reviewTitle: {
      id: 'step5.next.review.title',
      defaultMessage: 'Team review',
      description: 'Next step 1 of 5 on step 5.',
    },
    reviewBody: {
      id: 'step5.next.review.body',
      defaultMessage: 'Our specialists check your application and documents for accuracy.',
      description: 'Detail of next step 1 on step 5.',
    },
    submitTitle: {
      id: 'step5.next.submit.title',
      defaultMessage: 'Submission to the IRS',
      description: 'Next step 2 of 5 on step 5.',
    },
    submitBody: {
      id: 'step5.next.submit.body',
      defaultMessage: 'We file your application with the IRS and track it for you.',
      description: 'Detail of next step 2 on step 5.',
    },
    irsTitle: {
      id: 'step5.next.irs.title',
      defaultMessage: 'IRS processing',
      description: 'Next step 3 of 5 on step 5.',
    },
    emailTitle: {
      id: 'step5.next.email.title',
      defaultMessage: 'ITIN received by email',
      description: 'Next step 4 of 5 on step 5.',
    },
    emailBody: {
      id: 'step5.next.email.body',
      defaultMessage: 'We email you the moment your ITIN is issued.',
      description: 'Detail of next step 4 on step 5.',
    },
    servicesTitle: {
      id: 'step5.next.services.title',
      defaultMessage: 'U.S. financial services become available',
      description: 'Next step 5 of 5 on step 5.',
    },
    servicesBody: {
      id: 'step5.next.services.body',
      defaultMessage: 'Open bank accounts, set up PayPal and Stripe and start building your credit.',
      description: 'Detail of next step 5 on step 5.',
    },
    continue: {
      id: 'step5.continue',
      defaultMessage: 'Continue to Step 6',
      description: 'Button on step 5 that opens step 6.',
    },
  }),
  estimate: defineMessage<{ min: number; max: number }>({
    id: 'step5.estimate',
    defaultMessage: 'Estimated processing time: {min}-{max} weeks',
    description: 'Processing estimate on step 5. {min} is 6 and {max} is 10.',
  }),
  irsBody: defineMessage<{ min: number; max: number }>({
    id: 'step5.next.irs.body',
    defaultMessage: 'The IRS reviews the application, which usually takes {min}-{max} weeks.',
    description: 'Detail of next step 3 on step 5. {min} is 6 and {max} is 10.',
  }),
};
