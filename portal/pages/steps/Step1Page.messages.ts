import { defineMessage, defineMessages } from 'react-intl';
import { sharedMessages } from '../../app/messages';

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
    travelBody: {
      id: 'step1.benefit.travel.body',
      defaultMessage:
        'Premium U.S. credit cards come with airline miles, airport lounge access and no foreign transaction fees: rewards that are usually out of reach without a U.S. credit file.',
      description: 'Details of benefit section 4 on step 1.',
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
  whatIsTitle: sharedMessages.whatIsItin,
  taxTitle: sharedMessages.taxBenefit,
  travelTitle: sharedMessages.travelBenefit,
};
