/**
 * The contract between the portal and the hosted payment page (docs/product.md § Step 4): the
 * fields 'Buy Now' posts, and the result the payment page sends the browser back with
 * (`/step4?payment=success` or `?payment=cancelled`).
 */
import { config } from '../config';
import type { ProductLocale } from '../i18n/locales';
import { paths } from '../paths';
import { PACKAGE_CURRENCY, PACKAGE_PRICE_USD } from './offer';

/** The provider's name for the package: a fixed product identifier, not translated. */
export const PAYMENT_ITEM_NAME = 'ITIN Complete Package';

export type PaymentResult = 'success' | 'cancelled';

/** Reads `?payment=` from the return URL; anything else is no result. */
export function paymentResultOf(value: string | null): PaymentResult | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export interface PaymentFields {
  [name: string]: string;
}

/**
 * The fields the payment page expects (binding contract between the portal and the payment stand-in).
 * `lc` asks the payment page for the portal's language, as the provider's locale field does.
 */
export function paymentFields(email: string, origin: string, language: ProductLocale): PaymentFields {
  return {
    cmd: '_s-xclick',
    hosted_button_id: config.paymentButtonId,
    amount: PACKAGE_PRICE_USD.toFixed(2),
    currency_code: PACKAGE_CURRENCY,
    item_name: PAYMENT_ITEM_NAME,
    custom: email,
    return: `${origin}${paths.step4}?payment=success`,
    cancel_return: `${origin}${paths.step4}?payment=cancelled`,
    lc: language,
  };
}
