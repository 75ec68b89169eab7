import { randomBytes, randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../auth/store.ts';
import { isValidEmail, normaliseEmail } from '../auth/validation.ts';
import type { ServerConfig } from '../config.ts';
import { parseUrlEncoded, readBody } from '../http/body.ts';
import { isOwnUrl, isSameOriginPost, type RequestContext } from '../http/context.ts';
import { HttpError, isHttpError } from '../http/errors.ts';
import { html } from '../http/html.ts';
import { redirect, sendHtml } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { stripControlCharacters } from '../http/text.ts';
import { readToken, signToken } from '../http/signedToken.ts';
import type { StandInAssets } from '../pages/assets.ts';
import { brandMark, lockIcon, renderPage } from '../pages/layout.ts';
import type { Db } from '../storage/db.ts';

const FORM_LIMIT = 16 * 1024;
/** How long the checkout page may be left open before paying. */
const ORDER_LIFETIME_MS = 60 * 60 * 1000;

export interface PaymentRoutesDeps {
  config: ServerConfig;
  db: Db;
  assets: StandInAssets;
  secret: string;
}

/** The order the checkout page shows, carried to the Pay button in a signed hidden field. */
interface Order {
  email: string;
  amountCents: number;
  currency: string;
  buttonId: string;
  itemName: string;
  returnUrl: string;
  cancelUrl: string;
}

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/**
 * The stand-in for the hosted payment page: the portal's step 4 posts the order here (in a new
 * tab), the page shows it with Pay and Cancel, and paying records the payment and sends the
 * browser back to the portal. Return addresses must be on this site.
 */
export function registerPaymentRoutes(router: Router, deps: PaymentRoutesDeps): void {
  const { config, db, assets, secret } = deps;
  const insertPayment = db.prepare(`INSERT INTO payments
    (id, nonce, email, amount_cents, currency, button_id, item_name, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'completed', ?)`);

  const page = (ctx: RequestContext, status: number, title: string, content: ReturnType<typeof html>) =>
    sendHtml(
      ctx.req,
      ctx.res,
      status,
      renderPage(assets, { lang: 'en', theme: themeOf(ctx), title: `${title} · ITIN Bridge Checkout`, content }),
      securityHeaders('page', config.csp),
    );

  const problem = (ctx: RequestContext, status: number, message: string) =>
    page(
      ctx,
      status,
      'Payment request problem',
      html`<div class="card">
        <p class="brand">${brandMark}<span>ITIN Bridge · Checkout</span></p>
        <h1>We could not start this payment</h1>
        <p class="lede">${message}</p>
        <p><a class="button button--secondary" href="/step4">Back to the portal</a></p>
      </div>`,
    );

  const safeReturn = (ctx: RequestContext, value: string | undefined, fallback: 'success' | 'cancelled') =>
    value && isOwnUrl(value, ctx.req, config.siteUrl) ? value : `${ctx.origin}/step4?payment=${fallback}`;

  router.add('POST', '/checkout', async (ctx) => {
    try {
      const fields = await readForm(ctx);
      const order = parseOrder(fields, (v, f) => safeReturn(ctx, v, f));
      const token = signToken(secret, 'checkout', {
        ...order,
        nonce: randomBytes(12).toString('base64url'),
        t: config.now(),
      });
      const total = formatAmount(order.amountCents, order.currency);
      page(
        ctx,
        200,
        'Review and pay',
        html`<div class="card">
          <p class="brand">${brandMark}<span>ITIN Bridge · Checkout</span></p>
          <h1>Review and pay</h1>
          <p class="lede">This is the local stand-in for the hosted payment page. No money is charged.</p>
          <ul class="rows">
            <li><span class="key">Package</span><span class="value">${order.itemName}</span></li>
            <li><span class="key">Billed to</span><span class="value">${order.email}</span></li>
            <li><span class="key">Reference</span><span class="value">${order.buttonId}</span></li>
          </ul>
          <p class="total"><span>Total due today</span><span class="amount">${total}</span></p>
          <form method="post" action="/checkout/pay" class="actions">
            <input type="hidden" name="order" value="${token}" />
            <button class="button" type="submit">Pay ${total}</button>
            <button class="button button--secondary" type="submit" formaction="/checkout/cancel">
              Cancel and return
            </button>
          </form>
          <p class="secure">${lockIcon}<span>Secure payment with 256-bit SSL encryption.</span></p>
        </div>`,
      );
    } catch (error) {
      if (isHttpError(error) && error.status < 500) return problem(ctx, error.status, error.message);
      throw error;
    }
  });

  const readOrder = async (ctx: RequestContext) => {
    if (!isSameOriginPost(ctx.req, config.siteUrl)) {
      throw new HttpError(403, 'cross_site', 'Payments can only be confirmed from the checkout page.');
    }
    const fields = await readForm(ctx);
    const payload = readToken(secret, 'checkout', fields.get('order'));
    if (!payload || typeof payload.t !== 'number' || config.now() - payload.t > ORDER_LIFETIME_MS) {
      throw new HttpError(
        400,
        'order_expired',
        'This checkout page has expired. Start the payment again from the portal.',
      );
    }
    return payload as unknown as Order & { nonce: string; t: number };
  };

  router.add('POST', '/checkout/pay', async (ctx) => {
    try {
      const order = await readOrder(ctx);
      try {
        insertPayment.run(
          randomUUID(),
          order.nonce,
          order.email,
          order.amountCents,
          order.currency,
          order.buttonId,
          order.itemName,
          new Date(config.now()).toISOString(),
        );
        config.logger.info(`payment recorded: ${formatAmount(order.amountCents, order.currency)} from ${order.email}`);
      } catch (error) {
        // Paying twice from the same page (a double click) records one payment.
        if (!isUniqueViolation(error)) throw error;
      }
      redirect(ctx.res, safeReturn(ctx, order.returnUrl, 'success'), securityHeaders('page', config.csp));
    } catch (error) {
      if (isHttpError(error) && error.status < 500) return problem(ctx, error.status, error.message);
      throw error;
    }
  });

  router.add('POST', '/checkout/cancel', async (ctx) => {
    try {
      const order = await readOrder(ctx);
      redirect(ctx.res, safeReturn(ctx, order.cancelUrl, 'cancelled'), securityHeaders('page', config.csp));
    } catch (error) {
      if (isHttpError(error) && error.status < 500) return problem(ctx, error.status, error.message);
      throw error;
    }
  });
}

function themeOf(ctx: RequestContext): 'light' | 'dark' | undefined {
  const theme = ctx.url.searchParams.get('theme');
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

async function readForm(ctx: RequestContext): Promise<Map<string, string>> {
  const type = ctx.req.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'The payment request must be a form submission.');
  }
  return parseUrlEncoded(await readBody(ctx.req, FORM_LIMIT));
}

/** Checks the fields of the hosted-button form (PayPal's names) and normalises them. */
function parseOrder(
  fields: Map<string, string>,
  safeReturn: (value: string | undefined, fallback: 'success' | 'cancelled') => string,
): Order {
  const bad = (message: string) => new HttpError(400, 'invalid_order', message);
  if (fields.get('cmd') !== '_s-xclick') throw bad('The payment request is not a hosted-button checkout.');
  const buttonId = fields.get('hosted_button_id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(buttonId)) throw bad('The payment button is missing or invalid.');
  const amount = fields.get('amount') ?? '';
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw bad('The amount is missing or invalid.');
  const amountCents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (amountCents <= 0) throw bad('The amount must be more than zero.');
  const currency = fields.get('currency_code') ?? 'USD';
  if (!/^[A-Z]{3}$/.test(currency)) throw bad('The currency is invalid.');
  const itemName = stripControlCharacters(fields.get('item_name') ?? '').trim();
  if (itemName === '' || itemName.length > 127) throw bad('The item name is missing or too long.');
  const email = normaliseEmail(fields.get('custom') ?? '');
  if (!isValidEmail(email)) throw bad('The customer e-mail address is missing or invalid.');
  return {
    email,
    amountCents,
    currency,
    buttonId,
    itemName,
    returnUrl: safeReturn(fields.get('return'), 'success'),
    cancelUrl: safeReturn(fields.get('cancel_return'), 'cancelled'),
  };
}
