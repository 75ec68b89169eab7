import type { Logger } from '../log.ts';

/** What recording a verified payment led to (the same outcomes on either backend). */
export type PaymentOutcome =
  'recorded' | 'duplicate_transaction' | 'unknown_application' | 'not_awaiting_payment' | 'amount_mismatch';

const OUTCOMES: readonly string[] = [
  'recorded',
  'duplicate_transaction',
  'unknown_application',
  'not_awaiting_payment',
  'amount_mismatch',
];

/** The project could not be reached or failed: the provider should send the notification again. */
export class ProjectUnavailable extends Error {}

const TIMEOUT_MS = 10_000;

/**
 * Records a verified payment in a hosted Supabase project: `payment_record` with the service
 * role, which checks amount and currency against the project's price list again and counts each
 * transaction id once. Throws ProjectUnavailable when the project does not answer with an outcome.
 */
export async function recordHostedPayment(
  project: { url: string; serviceRoleKey: string },
  payment: { transaction_id: string; application_id: string; amount: string; currency: string },
  logger: Logger,
): Promise<PaymentOutcome> {
  let response: Response;
  try {
    response = await fetch(`${project.url}/rest/v1/rpc/payment_record`, {
      method: 'POST',
      headers: {
        apikey: project.serviceRoleKey,
        authorization: `Bearer ${project.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(payment),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    logger.error('payment_record could not reach the project', { error });
    throw new ProjectUnavailable('project unreachable');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const outcome = (body as { outcome?: unknown } | undefined)?.outcome;
  if (!response.ok || typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) {
    logger.error('payment_record failed', { status: response.status, body: text.slice(0, 500) });
    throw new ProjectUnavailable(`payment_record answered ${response.status}`);
  }
  return outcome as PaymentOutcome;
}
