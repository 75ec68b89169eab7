/**
 * What the site sells, keyed by the hosted button id the payment page is opened with. The
 * amount, currency and item always come from here, never from the buyer's form.
 */
export interface Price {
  amountCents: number;
  currency: string;
  itemName: string;
}

export const PACKAGE_BUTTON_ID = 'ITINBRIDGE-COMPLETE-1250';

export const PRICE_LIST: Readonly<Record<string, Price>> = {
  [PACKAGE_BUTTON_ID]: { amountCents: 125_000, currency: 'USD', itemName: 'ITIN Complete Package' },
};

export function priceOf(buttonId: string): Price | undefined {
  return Object.hasOwn(PRICE_LIST, buttonId) ? PRICE_LIST[buttonId] : undefined;
}

/** "1250.00" for 125000 cents. */
export function decimalAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
