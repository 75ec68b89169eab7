import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

function order(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    cmd: '_s-xclick',
    hosted_button_id: 'ITINBRIDGE-COMPLETE-1250',
    amount: '1250.00',
    currency_code: 'USD',
    item_name: 'ITIN Complete Package',
    custom: 'Buyer@Example.com',
    return: `${t.url}/step4?payment=success`,
    cancel_return: `${t.url}/step4?payment=cancelled`,
    ...overrides,
  };
}

async function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function checkoutPage(fields: Record<string, string>) {
  const response = await postForm('/checkout', fields, { origin: t.url });
  const page = await response.text();
  return { response, page, token: /name="order" value="([^"]+)"/.exec(page)?.[1] ?? '' };
}

const payments = () =>
  t.server.db.prepare('SELECT email, amount_cents, currency, button_id, item_name, status FROM payments').all();

describe('the payment stand-in', () => {
  it('shows the package with Pay and Cancel, and records nothing yet', async () => {
    const { response, page, token } = await checkoutPage(order());
    expect(response.status).toBe(200);
    expect(page).toContain('ITIN Complete Package');
    expect(page).toContain('$1,250.00');
    expect(page).toContain('buyer@example.com');
    expect(page).toMatch(/<button class="button" type="submit">Pay \$1,250\.00<\/button>/);
    expect(page).toContain('formaction="/checkout/cancel"');
    expect(token).not.toBe('');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(payments()).toEqual([]);
  });

  it('records the payment and redirects to the return URL when paying', async () => {
    const { token } = await checkoutPage(order());
    const paid = await postForm('/checkout/pay', { order: token }, { origin: t.url, 'sec-fetch-site': 'same-origin' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.url}/step4?payment=success`);
    expect(payments()).toEqual([
      {
        email: 'buyer@example.com',
        amount_cents: 125000,
        currency: 'USD',
        button_id: 'ITINBRIDGE-COMPLETE-1250',
        item_name: 'ITIN Complete Package',
        status: 'completed',
      },
    ]);
    // A double click records one payment.
    expect((await postForm('/checkout/pay', { order: token })).status).toBe(303);
    expect(payments()).toHaveLength(1);
  });

  it('goes to cancel_return on Cancel without recording', async () => {
    const before = payments().length;
    const { token } = await checkoutPage(order());
    const cancelled = await postForm('/checkout/cancel', { order: token });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${t.url}/step4?payment=cancelled`);
    expect(payments()).toHaveLength(before);
  });

  it('only returns to this site', async () => {
    const { token } = await checkoutPage(
      order({ return: 'https://evil.example/phish', cancel_return: '//evil.example/x' }),
    );
    const paid = await postForm('/checkout/pay', { order: token });
    expect(paid.headers.get('location')).toBe(`${t.url}/step4?payment=success`);
    const cancelled = await postForm('/checkout/cancel', { order: token });
    expect(cancelled.headers.get('location')).toBe(`${t.url}/step4?payment=cancelled`);
  });

  it('refuses incomplete orders and forged or expired pay requests', async () => {
    for (const bad of [
      order({ cmd: '_xclick' }),
      order({ amount: '-5' }),
      order({ amount: '12.345' }),
      order({ custom: 'not-an-email' }),
      order({ hosted_button_id: '<script>' }),
    ]) {
      const { response } = await checkoutPage(bad);
      expect(response.status).toBe(400);
    }
    const json = await fetch(`${t.url}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);

    const before = payments().length;
    const { token } = await checkoutPage(order({ amount: '1.00' }));
    const [body, mac] = token.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, amountCents: 1 })).toString('base64url')}.${mac}`;
    expect((await postForm('/checkout/pay', { order: forged })).status).toBe(400);
    expect((await postForm('/checkout/pay', { order: token }, { origin: 'https://evil.example' })).status).toBe(403);
    t.advance(61 * 60 * 1000);
    expect((await postForm('/checkout/pay', { order: token })).status).toBe(400);
    expect(payments()).toHaveLength(before);
  });
});
