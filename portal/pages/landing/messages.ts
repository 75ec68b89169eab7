import { defineMessage, defineMessages } from 'react-intl';
import { offerMessages } from '../../payment/offer';
import { sharedMessages } from '../../app/messages';

export const headerMessages = defineMessages({
  navigation: {
    id: 'landing.nav.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the landing page header navigation.',
  },
  menu: {
    id: 'landing.nav.menu',
    defaultMessage: 'Menu',
    description: 'Accessible name of the button that opens the navigation on small screens.',
  },
  closeMenu: {
    id: 'landing.nav.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Accessible name of the button that closes the small-screen navigation.',
  },
  process: { id: 'landing.nav.process', defaultMessage: 'Process', description: 'Header link to the process section.' },
  pricing: {
    id: 'landing.nav.pricing',
    defaultMessage: 'Pricing',
    description: 'Header link to the pricing section, and the kicker above its title.',
  },
  faq: { id: 'landing.nav.faq', defaultMessage: 'FAQ', description: 'Header link to the frequently asked questions.' },
  contact: {
    id: 'landing.nav.contact',
    defaultMessage: 'Contact',
    description: 'Header link to the contact details in the footer, and the heading of those details.',
  },
  getStarted: {
    id: 'landing.getStarted',
    defaultMessage: 'Get Started',
    description: 'Main call to action (header, hero, pricing, closing band): opens the signup screen.',
  },
});

export const heroMessages = {
  ...defineMessages({
    tagline: {
      id: 'landing.hero.tagline',
      defaultMessage: 'Bridging the Gap Between Business and Lifestyle',
      description: 'Tagline above the landing page headline.',
    },
    title: {
      id: 'landing.hero.title',
      defaultMessage: 'Your U.S. ITIN, without a Social Security Number',
      description: 'Main headline of the landing page.',
    },
    subtext: {
      id: 'landing.hero.subtext',
      defaultMessage:
        'We guide foreign entrepreneurs, real estate investors, immigrants and global citizens to an ITIN, and on to U.S. credit, bank accounts, PayPal and Stripe.',
      description: 'Sentence under the landing page headline.',
    },
    secondaryAction: {
      id: 'landing.hero.howItWorks',
      defaultMessage: 'See how it works',
      description: 'Secondary hero button that scrolls to the process section.',
    },
    trustAgent: {
      id: 'landing.hero.trust.agent',
      defaultMessage: 'IRS-authorized acceptance agent',
      description: 'Hero proof point 1 of 3, and the title of trust item 1 of 4.',
    },
    previewCardLabel: {
      id: 'landing.hero.preview.cardLabel',
      defaultMessage: 'Individual Taxpayer Identification Number',
      description: 'Caption on the decorative ITIN card illustration in the hero (hidden from screen readers).',
    },
    previewHolder: {
      id: 'landing.hero.preview.holder',
      defaultMessage: 'Maria Fernández',
      description:
        'Sample card holder name on the decorative ITIN card in the hero. Use a name that is common in the language.',
    },
    previewStatus: {
      id: 'landing.hero.preview.status',
      defaultMessage: 'Approved',
      description: 'Status on the decorative ITIN card in the hero.',
    },
    previewProgressTitle: {
      id: 'landing.hero.preview.progressTitle',
      defaultMessage: 'Your application',
      description: 'Title of the decorative progress panel in the hero.',
    },
    previewStepSubmitted: {
      id: 'landing.hero.preview.submitted',
      defaultMessage: 'ITIN application submitted',
      description: 'A finished step in the decorative progress panel in the hero.',
    },
    previewStepSigned: {
      id: 'landing.hero.preview.signed',
      defaultMessage: 'Legal papers signed',
      description: 'A finished step in the decorative progress panel in the hero.',
    },
    previewStepIrs: {
      id: 'landing.hero.preview.irs',
      defaultMessage: 'IRS processing',
      description: 'The current step in the decorative progress panel in the hero.',
    },
    previewClients: {
      id: 'landing.hero.preview.clients',
      defaultMessage: 'clients served',
      description: 'Label under "10,000+" in the hero illustration.',
    },
    previewProcessing: {
      id: 'landing.hero.preview.processing',
      defaultMessage: 'average processing',
      description: 'Label under "49 days" in the hero illustration.',
    },
  }),
  trustClients: defineMessage<{ count: number }>({
    id: 'landing.hero.trust.clients',
    defaultMessage: '{count, number}+ clients',
    description: 'Hero proof point 2 of 3. {count} is 10000, formatted as "10,000".',
  }),
  previewClientsValue: defineMessage<{ count: number }>({
    id: 'landing.hero.preview.clientsValue',
    defaultMessage: '{count, number}+',
    description: 'Big figure in the hero illustration: number of clients, e.g. "10,000+".',
  }),
  previewDaysValue: defineMessage<{ days: number }>({
    id: 'landing.hero.preview.daysValue',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Big figure in the hero illustration: average processing time, e.g. "49 days".',
  }),
  previewProgressText: sharedMessages.stepOfTotal,
  trustGuarantee: offerMessages.guarantee,
};

export const processMessages = defineMessages({
  eyebrow: {
    id: 'landing.process.eyebrow',
    defaultMessage: 'How it works',
    description: 'Kicker above the process section title.',
  },
  title: {
    id: 'landing.process.title',
    defaultMessage: 'From sign-up to U.S. banking in five steps',
    description: 'Title of the process section.',
  },
  intro: {
    id: 'landing.process.intro',
    defaultMessage:
      'Everything happens online. We prepare the paperwork, you review and sign, and we take it to the IRS.',
    description: 'Sentence under the process section title.',
  },
  step1Title: {
    id: 'landing.process.step1.title',
    defaultMessage: 'Sign up and log in',
    description: 'Process step 1 of 5.',
  },
  step1Body: {
    id: 'landing.process.step1.body',
    defaultMessage: 'Create your secure account in a minute and pick up where you left off at any time.',
    description: 'Detail of process step 1.',
  },
  step2Title: {
    id: 'landing.process.step2.title',
    defaultMessage: 'Fill out your ITIN application',
    description: 'Process step 2 of 5.',
  },
  step2Body: {
    id: 'landing.process.step2.body',
    defaultMessage: 'Answer guided questions in your language. We turn them into a complete IRS Form W-7.',
    description: 'Detail of process step 2. Form W-7 is the IRS form name.',
  },
  step3Title: {
    id: 'landing.process.step3.title',
    defaultMessage: 'Sign legal papers',
    description: 'Process step 3 of 5.',
  },
  step3Body: {
    id: 'landing.process.step3.body',
    defaultMessage: 'Review the documents we prepare for you and sign where needed. We walk you through every page.',
    description: 'Detail of process step 3.',
  },
  step4Title: {
    id: 'landing.process.step4.title',
    defaultMessage: 'Receive everything online',
    description: 'Process step 4 of 5.',
  },
  step4Body: {
    id: 'landing.process.step4.body',
    defaultMessage: 'Follow your application and get every document delivered digitally, with email updates.',
    description: 'Detail of process step 4.',
  },
  step5Title: {
    id: 'landing.process.step5.title',
    defaultMessage: 'Start using PayPal, Stripe and U.S. banking',
    description: 'Process step 5 of 5. PayPal and Stripe are brand names.',
  },
  step5Body: {
    id: 'landing.process.step5.body',
    defaultMessage: 'With your ITIN in hand, we guide you through opening accounts and building credit.',
    description: 'Detail of process step 5.',
  },
});

export const benefitMessages = {
  ...defineMessages({
    eyebrow: {
      id: 'landing.benefits.eyebrow',
      defaultMessage: 'Why an ITIN',
      description: 'Kicker above the benefits section title.',
    },
    title: {
      id: 'landing.benefits.title',
      defaultMessage: 'One number opens the U.S. financial system',
      description: 'Title of the benefits section.',
    },
    intro: {
      id: 'landing.benefits.intro',
      defaultMessage:
        'Banks, card issuers and payment platforms ask for a U.S. taxpayer number. With an ITIN, you have one.',
      description: 'Sentence under the benefits section title.',
    },
    creditTitle: {
      id: 'landing.benefits.credit.title',
      defaultMessage: 'U.S. credit',
      description: 'Benefit 1 of 4 title.',
    },
    bankingTitle: {
      id: 'landing.benefits.banking.title',
      defaultMessage: 'Banking and payments',
      description: 'Benefit 2 of 4 title.',
    },
    bankingBody: {
      id: 'landing.benefits.banking.body',
      defaultMessage:
        'Open U.S. bank accounts and get paid through PayPal and Stripe, in dollars and in your own name.',
      description: 'Benefit 2 of 4 text.',
    },
    travelBody: {
      id: 'landing.benefits.travel.body',
      defaultMessage: 'Qualify for U.S. cards with airline miles, lounge access and no foreign transaction fees.',
      description: 'Benefit 3 of 4 text.',
    },
    taxBody: {
      id: 'landing.benefits.tax.body',
      defaultMessage: 'File U.S. returns, claim treaty benefits and recover tax withheld on your U.S. income.',
      description: 'Benefit 4 of 4 text.',
    },
  }),
  creditBody: defineMessage<{ min: string; max: string }>({
    id: 'landing.benefits.credit.body',
    defaultMessage:
      'Build a personal credit history, then business credit of {min} to {max} with 0% introductory APR offers. Approval is up to each lender.',
    description: 'Benefit 1 of 4 text. {min} is "$50,000" and {max} is "$250,000".',
  }),
  taxTitle: sharedMessages.taxBenefit,
  travelTitle: sharedMessages.travelBenefit,
};

export const pricingMessages = {
  ...defineMessages({
    title: {
      id: 'landing.pricing.title',
      defaultMessage: 'One package, one fee',
      description: 'Title of the pricing section.',
    },
    intro: {
      id: 'landing.pricing.intro',
      defaultMessage:
        'No subscriptions and no surprises: everything from your application to your first U.S. accounts.',
      description: 'Sentence under the pricing section title.',
    },
    badge: {
      id: 'landing.pricing.badge',
      defaultMessage: 'All-inclusive',
      description: 'Highlight badge on the pricing card.',
    },
    description: {
      id: 'landing.pricing.description',
      defaultMessage: 'For anyone who needs an ITIN and wants the U.S. accounts and credit that come with it.',
      description: 'Sentence on the pricing card about who the package is for.',
    },
  }),
  eyebrow: headerMessages.pricing,
};

export const trustMessages = {
  ...defineMessages({
    eyebrow: {
      id: 'landing.trust.eyebrow',
      defaultMessage: 'Why trust us',
      description: 'Kicker above the trust section title.',
    },
    title: {
      id: 'landing.trust.title',
      defaultMessage: 'Your documents are safe with us',
      description: 'Title of the trust section.',
    },
    intro: {
      id: 'landing.trust.intro',
      defaultMessage: 'You are sharing your identity with us. We protect it like a bank would.',
      description: 'Sentence under the trust section title.',
    },
    agentBody: {
      id: 'landing.trust.agent.body',
      defaultMessage:
        'We are authorized by the IRS to verify your identity documents, so your passport stays with you.',
      description: 'Trust item 1 of 4 text.',
    },
    securityTitle: {
      id: 'landing.trust.security.title',
      defaultMessage: 'Bank-grade security',
      description: 'Trust item 2 of 4 title.',
    },
    securityBody: {
      id: 'landing.trust.security.body',
      defaultMessage:
        'Every page and upload is encrypted with 256-bit SSL, and access to your file is strictly limited.',
      description: 'Trust item 2 of 4 text.',
    },
    fdicTitle: {
      id: 'landing.trust.fdic.title',
      defaultMessage: 'FDIC protection',
      description: 'Trust item 3 of 4 title.',
    },
    fdicBody: {
      id: 'landing.trust.fdic.body',
      defaultMessage: 'The U.S. bank accounts we help you open are held at FDIC-insured banks.',
      description: 'Trust item 3 of 4 text.',
    },
    privacyTitle: {
      id: 'landing.trust.privacy.title',
      defaultMessage: 'GDPR and CCPA compliant',
      description: 'Trust item 4 of 4 title. GDPR and CCPA are names of privacy laws.',
    },
    privacyBody: {
      id: 'landing.trust.privacy.body',
      defaultMessage: 'Your personal data is handled under European and Californian privacy law, and never sold.',
      description: 'Trust item 4 of 4 text.',
    },
  }),
  agentTitle: heroMessages.trustAgent,
};

export const faqMessages = {
  ...defineMessages({
    eyebrow: { id: 'landing.faq.eyebrow', defaultMessage: 'FAQ', description: 'Kicker above the FAQ section title.' },
    title: {
      id: 'landing.faq.title',
      defaultMessage: 'Frequently asked questions',
      description: 'Title of the FAQ section.',
    },
    whatAnswer: {
      id: 'landing.faq.what.answer',
      defaultMessage:
        'An Individual Taxpayer Identification Number is a nine-digit number the IRS issues to people who need a U.S. taxpayer ID but cannot get a Social Security Number. It is used to file U.S. taxes and is accepted by many banks, card issuers and payment platforms.',
      description: 'Answer to FAQ question 1.',
    },
    whoQuestion: {
      id: 'landing.faq.who.question',
      defaultMessage: 'Who can apply?',
      description: 'FAQ question 2 of 5.',
    },
    whoAnswer: {
      id: 'landing.faq.who.answer',
      defaultMessage:
        'Anyone who is not eligible for a Social Security Number and has a U.S. tax reason: non-resident business owners and investors, people earning U.S. income, and their spouses and dependents. Not sure? Our team checks your situation with you.',
      description: 'Answer to FAQ question 2.',
    },
    howLongQuestion: {
      id: 'landing.faq.howLong.question',
      defaultMessage: 'How long does it take?',
      description: 'FAQ question 3 of 5.',
    },
    documentsQuestion: {
      id: 'landing.faq.documents.question',
      defaultMessage: 'Which documents do I need?',
      description: 'FAQ question 4 of 5.',
    },
    documentsAnswer: {
      id: 'landing.faq.documents.answer',
      defaultMessage:
        'A valid passport is usually all you need. Without one, the IRS accepts a combination of documents such as a national ID card, birth certificate or visa. We tell you exactly what applies to you.',
      description: 'Answer to FAQ question 4.',
    },
    rejectedQuestion: {
      id: 'landing.faq.rejected.question',
      defaultMessage: 'What if my application is not approved?',
      description: 'FAQ question 5 of 5.',
    },
  }),
  howLongAnswer: defineMessage<{ days: number; min: number; max: number }>({
    id: 'landing.faq.howLong.answer',
    defaultMessage:
      'Our clients receive their ITIN in {days} days on average. Once an application is filed, the IRS estimates {min}-{max} weeks, and it can take longer in tax season.',
    description: 'Answer to FAQ question 3. {days} is 49, {min} is 6 and {max} is 10.',
  }),
  rejectedAnswer: defineMessage<{ days: number }>({
    id: 'landing.faq.rejected.answer',
    defaultMessage:
      'We explain the reason the IRS gives, help you correct the application and resubmit it. And if you are not satisfied, our {days}-day money-back guarantee applies.',
    description: 'Answer to FAQ question 5. {days} is 30.',
  }),
  whatQuestion: sharedMessages.whatIsItin,
};

export const closingMessages = defineMessages({
  title: {
    id: 'landing.closing.title',
    defaultMessage: 'Ready to build your life in U.S. dollars?',
    description: 'Title of the call-to-action band near the end of the landing page.',
  },
  body: {
    id: 'landing.closing.body',
    defaultMessage: 'Create your account today. It takes a minute, and you only pay when you are ready.',
    description: 'Sentence in the closing call-to-action band of the landing page.',
  },
});

export const footerMessages = {
  ...defineMessages({
    about: {
      id: 'landing.footer.about',
      defaultMessage:
        'ITIN Bridge helps foreign entrepreneurs, investors, immigrants and global citizens get a U.S. ITIN and reach U.S. credit, payments and banking.',
      description: 'Short description of the company in the footer.',
    },
    navigation: {
      id: 'landing.footer.navigation',
      defaultMessage: 'Footer',
      description: 'Accessible name of the footer links.',
    },
    services: { id: 'landing.footer.services', defaultMessage: 'Services', description: 'Footer column heading.' },
    account: { id: 'landing.footer.account', defaultMessage: 'Account', description: 'Footer column heading.' },
    disclaimer: {
      id: 'landing.footer.disclaimer',
      defaultMessage:
        'ITIN Bridge is a private service and is not affiliated with the Internal Revenue Service (IRS) or any government agency. Results may vary; processing times are set by the IRS, and credit decisions by each lender.',
      description: 'Legal disclaimer at the bottom of the landing page.',
    },
  }),
  copyright: defineMessage<{ year: number }>({
    id: 'landing.footer.copyright',
    defaultMessage: '© {year} ITIN Bridge. All rights reserved.',
    description: 'Copyright line in the footer. {year} is the current year.',
  }),
  signIn: sharedMessages.signIn,
  support: sharedMessages.support,
  contact: headerMessages.contact,
};

export const noticeMessages = defineMessages({
  accountDeleted: {
    id: 'landing.notice.accountDeleted',
    defaultMessage: 'Your account and everything in it have been deleted.',
    description: 'Shown at the top of the landing page right after the visitor deleted their account.',
  },
});
