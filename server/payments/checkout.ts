import { rpcError } from '../application/errors.ts';
import type { ApplicationService, Caller } from '../application/service.ts';
import { isPlainObject } from '../http/body.ts';
import { decimalAmount, PACKAGE_BUTTON_ID, PRICE_LIST } from './prices.ts';

const LANGUAGES = ['en', 'es', 'pt', 'de', 'zh'];

/**
 * `payment_checkout`: the form the portal posts to the payment page for the caller's submitted
 * application. Price, currency and item come from the price list; the application id travels in
 * `invoice`, so the provider's notification names the application it pays for.
 */
export function paymentCheckout(applications: ApplicationService, caller: Caller, input: unknown, origin: string) {
  const args = isPlainObject(input) ? input : {};
  const language = args.language ?? 'en';
  if (typeof language !== 'string' || !LANGUAGES.includes(language)) throw rpcError('invalid_arguments', 'language');
  const application = applications.store.byUser(caller.userId);
  if (!application) throw rpcError('not_found', 'no application');
  if (application.status !== 'submitted') throw rpcError('wrong_status', { status: application.status });
  const price = PRICE_LIST[PACKAGE_BUTTON_ID];
  if (!price) throw new Error('the package has no price');
  return {
    action: `${origin}/checkout`,
    fields: {
      cmd: '_s-xclick',
      hosted_button_id: PACKAGE_BUTTON_ID,
      amount: decimalAmount(price.amountCents),
      currency_code: price.currency,
      item_name: price.itemName,
      custom: caller.email,
      invoice: application.id,
      return: `${origin}/step4?payment=success`,
      cancel_return: `${origin}/step4?payment=cancelled`,
      lc: language,
    },
  };
}
