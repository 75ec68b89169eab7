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
import { readToken, signToken } from '../http/signedToken.ts';
import type { StandInAssets } from '../pages/assets.ts';
import { brandMark, lockIcon, renderPage } from '../pages/layout.ts';
import type { Db } from '../storage/db.ts';
import { NOTIFY_PATH, sendNotification } from '../payments/notify.ts';
import { decimalAmount, priceOf } from '../payments/prices.ts';
import { format, type Lang } from '../forms/copy.ts';
import {
  checkoutCopy,
  checkoutLang,
  formatMoney,
  PACKAGE_ITEM_NAME,
  problemText,
  type CheckoutProblem,
} from './copy.ts';

const FORM_LIMIT = 16 * 1024;
/** How long the checkout page may be left open before paying. */
const ORDER_LIFETIME_MS = 60 * 60 * 1000;

export interface PaymentRoutesDeps {
  config: ServerConfig;
  db: Db;
  assets: StandInAssets;
  secret: string;
  /** Secret the stand-in signs its payment notifications with. */
  webhookSecret: string;
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
  /** The application the payment is for (empty for a plain purchase). */
  applicationId: string;
}

/** The language of the page being answered, known as soon as the form has been read. */
interface Reply {
  lang: Lang;
}

const problem = (status: number, code: CheckoutProblem) => new HttpError(status, code, checkoutCopy.en.problems[code]);

/**
 * The stand-in for the hosted payment page: the portal's step 4 posts the order here (in a new
 * tab), the page shows it with Pay and Cancel, and paying records the payment and sends the
 * browser back to the portal. Return addresses must be on this site.
 */
export function registerPaymentRoutes(router: Router, deps: PaymentRoutesDeps): void {
  const { config, db, assets, secret, webhookSecret } = deps;
  const insertPayment = db.prepare(`INSERT INTO payments
    (id, nonce, email, amount_cents, currency, button_id, item_name, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'completed', ?)`);

  const page = (ctx: RequestContext, lang: Lang, status: number, title: string, content: ReturnType<typeof html>) =>
    sendHtml(
      ctx.req,
      ctx.res,
      status,
      renderPage(assets, { lang, theme: themeOf(ctx), title: `${title} · ${checkoutCopy[lang].brand}`, content }),
      securityHeaders('page', config.csp),
    );

  const problemPage = (ctx: RequestContext, lang: Lang, error: HttpError) => {
    const copy = checkoutCopy[lang];
    page(
      ctx,
      lang,
      error.status,
      copy.problemTitle,
      html`<div class="card">
        <p class="brand">${brandMark}<span>${copy.brand}</span></p>
        <h1>${copy.problemHeading}</h1>
        <p class="lede">${problemText(copy, error.code)}</p>
        <p><a class="button button--secondary" href="/step4">${copy.backToPortal}</a></p>
      </div>`,
    );
  };

  /** Answers client errors with a problem page in the language the request asked for. */
  const handle =
    (handler: (ctx: RequestContext, reply: Reply) => Promise<void>) =>
    async (ctx: RequestContext): Promise<void> => {
      const reply: Reply = { lang: 'en' };
      try {
        await handler(ctx, reply);
      } catch (error) {
        if (isHttpError(error) && error.status < 500) return problemPage(ctx, reply.lang, error);
        throw error;
      }
    };

  const safeReturn = (ctx: RequestContext, value: string | undefined, fallback: 'success' | 'cancelled') =>
    value && isOwnUrl(value, ctx.req, config.siteUrl) ? value : `${ctx.origin}/step4?payment=${fallback}`;

  router.add(
    'POST',
    '/checkout',
    handle(async (ctx, reply) => {
      const fields = await readForm(ctx);
      reply.lang = checkoutLang(fields.get('lc'));
      const copy = checkoutCopy[reply.lang];
      const order = parseOrder(fields, (v, f) => safeReturn(ctx, v, f));
      const token = signToken(secret, 'checkout', {
        ...order,
        nonce: randomBytes(12).toString('base64url'),
        t: config.now(),
      });
      const total = formatMoney(reply.lang, order.amountCents, order.currency);
      // The provider names the product in English; the buyer sees the portal's name for it.
      const itemName = order.itemName === PACKAGE_ITEM_NAME ? copy.packageName : order.itemName;
      page(
        ctx,
        reply.lang,
        200,
        copy.reviewTitle,
        html`<div class="card">
          <p class="brand">${brandMark}<span>${copy.brand}</span></p>
          <h1>${copy.reviewTitle}</h1>
          <p class="lede">${copy.lede}</p>
          <ul class="rows">
            <li><span class="key">${copy.packageLabel}</span><span class="value">${itemName}</span></li>
            <li><span class="key">${copy.billedTo}</span><span class="value">${order.email}</span></li>
            <li><span class="key">${copy.reference}</span><span class="value">${order.buttonId}</span></li>
          </ul>
          <p class="total"><span>${copy.totalDue}</span><span class="amount">${total}</span></p>
          <form method="post" action="/checkout/pay" class="actions">
            <input type="hidden" name="order" value="${token}" />
            <input type="hidden" name="lc" value="${reply.lang}" />
            <button class="button" type="submit">${format(copy.pay, { amount: total })}</button>
            <button class="button button--secondary" type="submit" formaction="/checkout/cancel">${copy.cancel}</button>
          </form>
          <p class="secure">${lockIcon}<span>${copy.secure}</span></p>
        </div>`,
      );
    }),
  );

  const readOrder = async (ctx: RequestContext, reply: Reply) => {
    const sameOrigin = isSameOriginPost(ctx.req, config.siteUrl);
    // Read the (bounded) form first so that even a refusal is worded in the buyer's language.
    const fields = await readForm(ctx);
    reply.lang = checkoutLang(fields.get('lc'));
    if (!sameOrigin) throw problem(403, 'cross_site');
    const payload = readToken(secret, 'checkout', fields.get('order'));
    if (!payload || typeof payload.t !== 'number' || config.now() - payload.t > ORDER_LIFETIME_MS) {
      throw problem(400, 'order_expired');
    }
    return payload as unknown as Order & { nonce: string; t: number };
  };

  router.add(
    'POST',
    '/checkout/pay',
    handle(async (ctx, reply) => {
      const order = await readOrder(ctx, reply);
      let recorded = false;
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
        config.logger.info(
          `payment recorded: ${formatMoney('en', order.amountCents, order.currency)} from ${order.email}`,
        );
        recorded = true;
      } catch (error) {
        // Paying twice from the same page (a double click) records one payment.
        if (!isUniqueViolation(error)) throw error;
      }
      if (recorded && order.applicationId) {
        // Like a real provider, tell the backend server to server before sending the buyer back.
        const status = await sendNotification(`${ownBase(ctx)}${NOTIFY_PATH}`, webhookSecret, {
          transaction_id: `standin_${order.nonce}`,
          application_id: order.applicationId,
          amount: decimalAmount(order.amountCents),
          currency: order.currency,
          status: 'completed',
        });
        if (status !== 200) config.logger.warn('payment notification not accepted', { status });
      }
      redirect(ctx.res, safeReturn(ctx, order.returnUrl, 'success'), securityHeaders('page', config.csp));
    }),
  );

  router.add(
    'POST',
    '/checkout/cancel',
    handle(async (ctx, reply) => {
      const order = await readOrder(ctx, reply);
      redirect(ctx.res, safeReturn(ctx, order.cancelUrl, 'cancelled'), securityHeaders('page', config.csp));
    }),
  );
}

/** This server as reached from itself (the socket's own address), for server-to-server calls. */
function ownBase(ctx: RequestContext): string {
  const address = (ctx.req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${ctx.req.socket.localPort}`;
}

function themeOf(ctx: RequestContext): 'light' | 'dark' | undefined {
  const theme = ctx.url.searchParams.get('theme');
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

async function readForm(ctx: RequestContext): Promise<Map<string, string>> {
  const type = ctx.req.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw problem(415, 'unsupported_media_type');
  }
  return parseUrlEncoded(await readBody(ctx.req, FORM_LIMIT));
}

/** Checks the fields of the hosted-button form (PayPal's names) and normalises them. */
function parseOrder(
  fields: Map<string, string>,
  safeReturn: (value: string | undefined, fallback: 'success' | 'cancelled') => string,
): Order {
  const bad = (code: CheckoutProblem) => problem(400, code);
  if (fields.get('cmd') !== '_s-xclick') throw bad('not_hosted_button');
  const buttonId = fields.get('hosted_button_id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(buttonId)) throw bad('invalid_button');
  // Amount, currency and item come from the price list: whatever the form says about them is ignored.
  const price = priceOf(buttonId);
  if (!price) throw bad('invalid_button');
  const { amountCents, currency, itemName } = price;
  const applicationId = (fields.get('invoice') ?? '').trim().toLowerCase();
  if (applicationId !== '' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(applicationId)) {
    throw bad('invalid_button');
  }
  const email = normaliseEmail(fields.get('custom') ?? '');
  if (!isValidEmail(email)) throw bad('invalid_email');
  return {
    email,
    amountCents,
    currency,
    buttonId,
    itemName,
    applicationId,
    returnUrl: safeReturn(fields.get('return'), 'success'),
    cancelUrl: safeReturn(fields.get('cancel_return'), 'cancelled'),
  };
}
