/**
 * The product's one offer and its figures (docs/product.md § Figures), shared by the landing page's
 * pricing section and step 4, so both always show the same package, price and inclusions.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The one-time fee in U.S. dollars. */
export const PACKAGE_PRICE_USD = 1250;
export const PACKAGE_CURRENCY = 'USD';
/** Average processing time quoted on step 1 and the landing page (days). */
export const AVERAGE_PROCESSING_DAYS = 49;
/** IRS processing estimate quoted on steps 5 and 6 (weeks). */
export const PROCESSING_WEEKS = { min: 6, max: 10 } as const;
/** Money-back guarantee (days). */
export const GUARANTEE_DAYS = 30;
/** E-mail support included in the package (months). */
export const SUPPORT_MONTHS = 12;
/** Clients served, as claimed. */
export const CLIENT_COUNT = 10_000;

/** The fee formatted for the current locale, e.g. "$1,250" (no cents: it is a whole amount). */
export function formatPackagePrice(intl: IntlShape): string {
  return intl.formatNumber(PACKAGE_PRICE_USD, {
    style: 'currency',
    currency: PACKAGE_CURRENCY,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
}

export const offerMessages = {
  ...defineMessages({
    packageName: {
      id: 'offer.packageName',
      defaultMessage: 'ITIN Complete Package',
      description: 'Name of the one package the product sells (landing pricing card, step 4).',
    },
    period: {
      id: 'offer.period',
      defaultMessage: 'one-time',
      description: 'Shown after the price: the fee is paid once, not monthly.',
    },
    featuresTitle: {
      id: 'offer.featuresTitle',
      defaultMessage: 'Everything included',
      description: 'Small heading above the list of what the package includes.',
    },
    feature1: {
      id: 'offer.feature.application',
      defaultMessage: 'Complete ITIN application assistance',
      description: 'Package inclusion 1 of 8.',
    },
    feature2: {
      id: 'offer.feature.legalDocuments',
      defaultMessage: 'Legal document preparation and review',
      description: 'Package inclusion 2 of 8.',
    },
    feature3: {
      id: 'offer.feature.irsSubmission',
      defaultMessage: 'IRS submission and tracking',
      description: 'Package inclusion 3 of 8.',
    },
    feature4: {
      id: 'offer.feature.digitalDelivery',
      defaultMessage: 'Digital delivery of all documents',
      description: 'Package inclusion 4 of 8.',
    },
    feature5: {
      id: 'offer.feature.paymentAccounts',
      defaultMessage: 'PayPal and Stripe account setup guidance',
      description: 'Package inclusion 5 of 8. PayPal and Stripe are brand names.',
    },
    feature6: {
      id: 'offer.feature.banking',
      defaultMessage: 'U.S. banking relationship assistance',
      description: 'Package inclusion 6 of 8.',
    },
    feature7: {
      id: 'offer.feature.credit',
      defaultMessage: 'Credit building strategy consultation',
      description: 'Package inclusion 7 of 8.',
    },
    sslNote: {
      id: 'offer.sslNote',
      defaultMessage: 'Secure payment with 256-bit SSL encryption',
      description: 'Reassurance under the buy button (step 4) and in the pricing card.',
    },
  }),
  feature8: defineMessage<{ months: number }>({
    id: 'offer.feature.support',
    defaultMessage: '{months} months of email support',
    description: 'Package inclusion 8 of 8. {months} is 12.',
  }),
  guarantee: defineMessage<{ days: number }>({
    id: 'offer.guarantee',
    defaultMessage: '{days}-day money-back guarantee',
    description: 'Refund promise shown with the price and as hero proof point 3 of 3. {days} is 30.',
  }),
};

const features: readonly MessageDescriptor[] = [
  offerMessages.feature1,
  offerMessages.feature2,
  offerMessages.feature3,
  offerMessages.feature4,
  offerMessages.feature5,
  offerMessages.feature6,
  offerMessages.feature7,
];

/** The eight inclusions of the package, in the current language. */
export function packageFeatures(intl: IntlShape): string[] {
  return [
    ...features.map((feature) => intl.formatMessage(feature)),
    intl.formatMessage(offerMessages.feature8, { months: SUPPORT_MONTHS }),
  ];
}
