import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const step1Messages = {
  ...defineMessages({
    title: {
      id: 'step1.title',
      defaultMessage: 'Your Path to a U.S. ITIN Starts Here',
      description: 'Main heading of step 1.',
    },
    intro: {
      id: 'step1.intro',
      defaultMessage:
        'Over the next steps you share a few details, complete your application and upload your documents. We prepare everything and take it to the IRS for you.',
      description: 'Introduction under the step 1 heading.',
    },
    whatIsTitle: {
      id: 'step1.whatIs.title',
      defaultMessage: 'What is an ITIN?',
      description: 'Heading of the explainer on step 1.',
    },
    whatIsBody: {
      id: 'step1.whatIs.body',
      defaultMessage:
        'An Individual Taxpayer Identification Number (ITIN) is a nine-digit tax number the U.S. Internal Revenue Service (IRS) issues to people who need a U.S. taxpayer ID but cannot get a Social Security Number.',
      description: 'First paragraph of the "What is an ITIN?" explainer on step 1.',
    },
    whatIsUse: {
      id: 'step1.whatIs.use',
      defaultMessage:
        'It lets you file U.S. taxes, and it is the number banks, card issuers and payment platforms ask for before they open an account for you.',
      description: 'Second paragraph of the "What is an ITIN?" explainer on step 1.',
    },
    benefitsTitle: {
      id: 'step1.benefits.title',
      defaultMessage: 'What your ITIN opens up',
      description: 'Heading above the five benefit sections on step 1.',
    },
    creditTitle: {
      id: 'step1.benefit.credit.title',
      defaultMessage: 'Build U.S. credit',
      description: 'Benefit section 1 of 5 on step 1 (opens to show details).',
    },
    creditBody: {
      id: 'step1.benefit.credit.body',
      defaultMessage:
        'With an ITIN you can apply for U.S. credit cards and start a credit history with the three major credit bureaus. A good score leads to better cards, apartment leases and loans.',
      description: 'Details of benefit section 1 on step 1.',
    },
    bankingTitle: {
      id: 'step1.benefit.banking.title',
      defaultMessage: 'U.S. banking, PayPal and Stripe',
      description: 'Benefit section 3 of 5 on step 1. PayPal and Stripe are brand names.',
    },
    bankingBody: {
      id: 'step1.benefit.banking.body',
      defaultMessage:
        'Open U.S. bank accounts and set up PayPal and Stripe, so U.S. customers can pay you in dollars and the money lands in an account in your own name.',
      description: 'Details of benefit section 3 on step 1.',
    },
    travelTitle: {
      id: 'step1.benefit.travel.title',
      defaultMessage: 'Travel perks',
      description: 'Benefit section 4 of 5 on step 1.',
    },
    travelBody: {
      id: 'step1.benefit.travel.body',
      defaultMessage:
        'Premium U.S. credit cards come with airline miles, airport lounge access and no foreign transaction fees: rewards that are usually out of reach without a U.S. credit file.',
      description: 'Details of benefit section 4 on step 1.',
    },
    taxTitle: {
      id: 'step1.benefit.tax.title',
      defaultMessage: 'Tax compliance',
      description: 'Benefit section 5 of 5 on step 1.',
    },
    taxBody: {
      id: 'step1.benefit.tax.body',
      defaultMessage:
        'File U.S. tax returns, claim tax treaty benefits and refunds of tax withheld on U.S. income, and keep your U.S. business on the right side of the IRS.',
      description: 'Details of benefit section 5 on step 1.',
    },
    audienceTitle: {
      id: 'step1.audience.title',
      defaultMessage: 'Who we help',
      description: 'Heading of the list of the kinds of clients the service is for, on step 1.',
    },
    audienceEntrepreneurs: {
      id: 'step1.audience.entrepreneurs',
      defaultMessage: 'Foreign entrepreneurs selling to U.S. customers',
      description: 'Audience list item 1 of 4 on step 1.',
    },
    audienceInvestors: {
      id: 'step1.audience.investors',
      defaultMessage: 'Real estate investors buying or renting out U.S. property',
      description: 'Audience list item 2 of 4 on step 1.',
    },
    audienceImmigrants: {
      id: 'step1.audience.immigrants',
      defaultMessage: 'Immigrants building a financial life in the U.S.',
      description: 'Audience list item 3 of 4 on step 1.',
    },
    audienceGlobalCitizens: {
      id: 'step1.audience.globalCitizens',
      defaultMessage: 'Global citizens who live, work and travel across borders',
      description: 'Audience list item 4 of 4 on step 1.',
    },
    urgencyBody: {
      id: 'step1.urgency.body',
      defaultMessage:
        'The IRS works through applications in the order they arrive, and queues grow before tax season. The sooner you apply, the sooner you can open accounts and start building credit.',
      description: 'Text of the banner that encourages starting now, under its title, on step 1.',
    },
    cta: {
      id: 'step1.cta',
      defaultMessage: 'Continue to Basic Data Form',
      description: 'Button at the end of step 1 that opens the basic data form.',
    },
    ctaNote: {
      id: 'step1.ctaNote',
      defaultMessage: 'Next: a short form about you. We fill in what we already know.',
      description: 'Line next to the step 1 button, saying what comes next.',
    },
  }),
  businessCreditTitle: defineMessage<{ min: string; max: string }>({
    id: 'step1.benefit.businessCredit.title',
    defaultMessage: 'Business credit from {min} to {max} at 0% APR',
    description: 'Benefit section 2 of 5 on step 1. {min} is "$50K", {max} is "$250K" (formatted by the app).',
  }),
  businessCreditBody: defineMessage<{ min: string; max: string }>({
    id: 'step1.benefit.businessCredit.body',
    defaultMessage:
      'With a U.S. company and a good credit profile, founders can qualify for business credit lines of {min} to {max} with 0% introductory APR offers. We show you how lenders assess applications; approval and terms are always the lender’s decision.',
    description: 'Details of benefit section 2 on step 1. {min} is "$50,000", {max} is "$250,000".',
  }),
  urgencyTitle: defineMessage<{ days: number }>({
    id: 'step1.urgency.title',
    defaultMessage: 'Average processing takes {days} days. Start today.',
    description: 'Title of the banner that encourages starting now, on step 1. {days} is 49.',
  }),
};

export const basicDataMessages = defineMessages({
  title: {
    id: 'basicData.title',
    defaultMessage: 'Your Basic Information',
    description: 'Main heading of the basic data form page (its header says "Basic Data Form").',
  },
  intro: {
    id: 'basicData.intro',
    defaultMessage:
      'A few details about you and your plans help us prepare the right application. We have filled in what we already know.',
    description: 'Introduction under the heading of the basic data form page.',
  },
  frameTitle: {
    id: 'basicData.frameTitle',
    defaultMessage: 'Basic data form',
    description: 'Accessible name of the embedded basic data form (read by screen readers).',
  },
  pendingNote: {
    id: 'basicData.pendingNote',
    defaultMessage: 'Submit the form above to continue to your ITIN application.',
    description: 'Shown under the basic data form until it has been submitted.',
  },
  completedTitle: {
    id: 'basicData.completed.title',
    defaultMessage: 'Form completed!',
    description: 'Title of the banner shown once the basic data form was submitted.',
  },
  completedBody: {
    id: 'basicData.completed.body',
    defaultMessage: 'Thank you, we have your basic information. Next comes your ITIN application.',
    description: 'Text of the banner shown once the basic data form was submitted.',
  },
  continue: {
    id: 'basicData.continue',
    defaultMessage: 'Continue to Step 2',
    description: 'Button in the form-completed banner that opens step 2 (the ITIN application form).',
  },
});

export const step2Messages = defineMessages({
  title: {
    id: 'step2.title',
    defaultMessage: 'ITIN Application Form',
    description: 'Main heading of step 2.',
  },
  intro: {
    id: 'step2.intro',
    defaultMessage:
      'Complete the application below with the details the IRS asks for on Form W-7. Our team checks every answer before anything is filed.',
    description: 'Introduction under the step 2 heading. Form W-7 is the IRS form name; do not translate it.',
  },
  frameTitle: {
    id: 'step2.frameTitle',
    defaultMessage: 'ITIN application form',
    description: 'Accessible name of the embedded application form (read by screen readers).',
  },
  continue: {
    id: 'step2.continue',
    defaultMessage: 'Continue to Review & Payment',
    description:
      'Button under the step 2 form (exact product wording); it opens step 3 (documents), which leads on to Review & Payment. Enabled once the form is submitted.',
  },
  pendingNote: {
    id: 'step2.pendingNote',
    defaultMessage: 'Submit the application form above to continue. Review & Payment follows after your documents.',
    description: 'Shown next to the disabled continue button on step 2 until the form has been submitted.',
  },
  completedTitle: {
    id: 'step2.completed.title',
    defaultMessage: 'Application form submitted',
    description: 'Title of the banner shown on step 2 once the application form is complete.',
  },
  completedBody: {
    id: 'step2.completed.body',
    defaultMessage: 'Your answers are saved. Next, upload your identity documents, then review and pay.',
    description: 'Text of the banner shown on step 2 once the application form is complete.',
  },
});

export const step3Messages = defineMessages({
  title: {
    id: 'step3.title',
    defaultMessage: 'Document Upload & Information',
    description: 'Main heading of step 3.',
  },
  intro: {
    id: 'step3.intro',
    defaultMessage:
      'Upload a clear copy of your passport or other identity document and tell us about it. Files travel over an encrypted connection.',
    description: 'Introduction under the step 3 heading.',
  },
  frameTitle: {
    id: 'step3.frameTitle',
    defaultMessage: 'Document upload form',
    description: 'Accessible name of the embedded document intake form (read by screen readers).',
  },
  continue: {
    id: 'step3.continue',
    defaultMessage: 'Continue to Payment',
    description: 'Button under the step 3 form that opens step 4 (review and payment).',
  },
  pendingNote: {
    id: 'step3.pendingNote',
    defaultMessage:
      'Submit the form above before you continue. Already sent your documents on an earlier visit? You can continue straight away.',
    description: 'Shown next to the continue button on step 3 until the form reports it was submitted.',
  },
  completedTitle: {
    id: 'step3.completed.title',
    defaultMessage: 'Documents received',
    description: 'Title of the banner shown on step 3 once the document form is submitted.',
  },
  completedBody: {
    id: 'step3.completed.body',
    defaultMessage: 'Thank you, your documents are on their way to our team. Continue to review your package and pay.',
    description: 'Text of the banner shown on step 3 once the document form is submitted.',
  },
});

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
    stateDone: {
      id: 'steps.nextState.done',
      defaultMessage: 'Completed',
      description: 'Read by screen readers before a finished item in a "what happens next" list.',
    },
    stateCurrent: {
      id: 'steps.nextState.current',
      defaultMessage: 'In progress',
      description: 'Read by screen readers before the item in progress in a "what happens next" list.',
    },
    stateUpcoming: {
      id: 'steps.nextState.upcoming',
      defaultMessage: 'Not started yet',
      description: 'Read by screen readers before a later item in a "what happens next" list.',
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
    home: {
      id: 'step6.home',
      defaultMessage: 'Back to Home',
      description: 'Button on step 6 that returns to the landing page.',
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
};
