import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApplicationService } from '../application/service.ts';
import type { ServerConfig } from '../config.ts';
import { isPlainObject, readBody } from '../http/body.ts';
import type { RequestContext } from '../http/context.ts';
import { isHttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { loadKey } from '../storage/keys.ts';
import { ProjectUnavailable, recordHostedPayment, type PaymentOutcome } from './hosted.ts';
import { decimalAmount, PACKAGE_BUTTON_ID, priceOf } from './prices.ts';

export const NOTIFY_PATH = '/payments/notify';
const NOTIFY_LIMIT = 16 * 1024;

/** The shared secret of payment notifications: PAYMENT_WEBHOOK_SECRET, else generated in DATA_DIR. */
export function loadWebhookSecret(dataDir: string, configured: string | undefined): string {
  const value = configured?.trim();
  if (value) {
    if (value.length < 32) throw new Error('PAYMENT_WEBHOOK_SECRET must be at least 32 characters long');
    return value;
  }
  return loadKey(dataDir, 'payment-webhook-secret', undefined, 'PAYMENT_WEBHOOK_SECRET').toString('base64url');
}

/** Hex HMAC-SHA256 of the raw body: the X-Signature of a notification. */
export function signNotification(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function validSignature(secret: string, raw: Buffer, header: string | string[] | undefined): boolean {
  const given =
    typeof header === 'string' && /^[0-9a-f]{64}$/i.test(header.trim()) ? Buffer.from(header.trim(), 'hex') : undefined;
  if (!given) return false;
  return timingSafeEqual(given, Buffer.from(signNotification(secret, raw), 'hex'));
}

/**
 * `POST /payments/notify`: the payment provider's server-to-server notification, the only thing
 * that marks an application paid. The body must be signed; the transaction must be new; amount
 * and currency must be the price of the package. Anything else changes nothing and is logged.
 * With a hosted Supabase project configured, the payment is recorded there (`payment_record`,
 * service role); when the project fails the answer is 503, so the provider sends it again.
 */
export function registerPaymentNotify(
  router: Router,
  deps: { config: ServerConfig; applications: ApplicationService; secret: string },
): void {
  const { config, applications, secret } = deps;
  const reply = (ctx: RequestContext, status: number, body: Record<string, unknown>) =>
    sendJson(ctx.req, ctx.res, status, body, securityHeaders('api', config.csp));

  router.add('POST', NOTIFY_PATH, async (ctx) => {
    let raw: Buffer;
    try {
      raw = await readBody(ctx.req, NOTIFY_LIMIT);
    } catch (error) {
      if (isHttpError(error)) return reply(ctx, error.status, { code: error.code });
      throw error;
    }
    const refuse = (status: number, code: string, details: Record<string, unknown> = {}) => {
      config.logger.warn(`payment notification refused: ${code}`, { ip: ctx.ip, ...details });
      reply(ctx, status, { code });
    };
    if (!validSignature(secret, raw, ctx.req.headers['x-signature'])) return refuse(401, 'bad_signature');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return refuse(400, 'bad_json');
    }
    if (!isPlainObject(body)) return refuse(400, 'bad_notification');
    const { transaction_id: transactionId, application_id: applicationId, amount, currency, status } = body;
    if (typeof transactionId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(transactionId)) {
      return refuse(400, 'bad_notification', { field: 'transaction_id' });
    }
    if (typeof applicationId !== 'string' || !/^[0-9a-f-]{36}$/.test(applicationId)) {
      return refuse(400, 'bad_notification', { field: 'application_id' });
    }
    if (status !== 'completed') return refuse(422, 'not_completed', { transactionId, status });
    const price = priceOf(PACKAGE_BUTTON_ID);
    if (!price || amount !== decimalAmount(price.amountCents) || currency !== price.currency) {
      return refuse(422, 'amount_mismatch', { transactionId, applicationId, amount, currency });
    }
    let outcome: PaymentOutcome | 'replayed';
    if (config.supabase) {
      try {
        outcome = await recordHostedPayment(
          config.supabase,
          { transaction_id: transactionId, application_id: applicationId, amount, currency },
          config.logger,
        );
      } catch (error) {
        if (error instanceof ProjectUnavailable) return reply(ctx, 503, { code: 'project_unavailable' });
        throw error;
      }
    } else {
      outcome = applications.recordPayment({
        applicationId,
        transactionId,
        amountCents: price.amountCents,
        currency: price.currency,
      });
    }
    if (outcome === 'amount_mismatch') return refuse(422, 'amount_mismatch', { transactionId, applicationId });
    if (outcome === 'replayed' || outcome === 'duplicate_transaction') {
      return refuse(409, 'duplicate_transaction', { transactionId });
    }
    if (outcome === 'unknown_application') return refuse(404, 'unknown_application', { transactionId, applicationId });
    if (outcome === 'not_awaiting_payment')
      return refuse(409, 'not_awaiting_payment', { transactionId, applicationId });
    config.logger.info('payment confirmed', { transactionId, applicationId });
    reply(ctx, 200, { status: 'recorded' });
  });
}

/** Sends a signed notification to this server, as the provider would (used by the checkout stand-in). */
export async function sendNotification(
  target: string,
  secret: string,
  notification: { transaction_id: string; application_id: string; amount: string; currency: string; status: string },
): Promise<number> {
  const raw = JSON.stringify(notification);
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signNotification(secret, raw) },
    body: raw,
  });
  await response.arrayBuffer();
  return response.status;
}
