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

  it('shows the page in the language of lc: Chinese', async () => {
    const { response, page } = await checkoutPage(order({ lc: 'zh' }));
    expect(response.status).toBe(200);
    expect(page).toMatch(/<html lang="zh"/);
    expect(page).toContain('<h1>确认并付款</h1>');
    expect(page).toContain('<span class="value">ITIN 全套服务</span>');
    expect(page).toContain('<span class="amount">US$1,250.00</span>');
    expect(page).toMatch(/<button class="button" type="submit">支付 US\$1,250\.00<\/button>/);
    expect(page).toContain('取消并返回');
    expect(page).toContain('<input type="hidden" name="lc" value="zh" />');
    expect(page).not.toMatch(/Review and pay|Total due today|Cancel and return|Secure payment/);
  });

  it('shows the page in the language of lc: German, with German number formatting', async () => {
    const { page } = await checkoutPage(order({ lc: 'de' }));
    expect(page).toMatch(/<html lang="de"/);
    expect(page).toContain('<title>Prüfen und bezahlen · ITIN Bridge · Kasse</title>');
    expect(page).toContain('<span class="value">ITIN-Komplettpaket</span>');
    expect(page).toContain('<span class="amount">1.250,00\u00a0$</span>');
    expect(page).toMatch(/<button class="button" type="submit">1\.250,00\u00a0\$ bezahlen<\/button>/);
    expect(page).toContain('Abbrechen und zurück');
    expect(page).toContain('Sichere Zahlung mit 256-Bit-SSL-Verschlüsselung.');
  });

  it('falls back to English for an unknown or missing lc', async () => {
    for (const lc of ['xx', 'klingon', '', '<script>']) {
      const { page } = await checkoutPage(order({ lc }));
      expect(page).toMatch(/<html lang="en"/);
      expect(page).toContain('<h1>Review and pay</h1>');
      expect(page).toContain('<span class="value">ITIN Complete Package</span>');
      expect(page).toMatch(/<button class="button" type="submit">Pay \$1,250\.00<\/button>/);
      expect(page).toContain('<input type="hidden" name="lc" value="en" />');
    }
    const { page } = await checkoutPage(order({ lc: 'pt_BR' }));
    expect(page).toMatch(/<html lang="pt"/);
    expect(page).toContain('Pagar US$\u00a01.250,00');
  });

  it('words refusals in the language of the request, also after the Pay and Cancel posts', async () => {
    const refused = await checkoutPage(order({ lc: 'de', hosted_button_id: 'UNKNOWN-BUTTON' }));
    expect(refused.response.status).toBe(400);
    expect(refused.page).toMatch(/<html lang="de"/);
    expect(refused.page).toContain('Wir konnten diese Zahlung nicht starten');
    expect(refused.page).toContain('Die Zahlungsschaltfläche fehlt oder ist ungültig.');
    expect(refused.page).toContain('Zurück zum Portal');

    const { token } = await checkoutPage(order({ lc: 'zh' }));
    const crossSite = await postForm(
      '/checkout/cancel',
      { order: token, lc: 'zh' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const crossSitePage = await crossSite.text();
    expect(crossSitePage).toMatch(/<html lang="zh"/);
    expect(crossSitePage).toContain('只能在结账页面上确认付款。');

    const expired = await postForm('/checkout/pay', { order: 'forged.token', lc: 'zh' });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('此结账页面已过期，请从门户重新发起付款。');

    const english = await postForm('/checkout/pay', { order: 'forged.token' });
    expect(await english.text()).toContain('This checkout page has expired.');
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
      order({ hosted_button_id: 'SOMETHING-ELSE' }),
      order({ invoice: 'not-an-application-id' }),
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
    const { token } = await checkoutPage(order());
    const [body, mac] = token.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, amountCents: 1 })).toString('base64url')}.${mac}`;
    expect((await postForm('/checkout/pay', { order: forged })).status).toBe(400);
    expect((await postForm('/checkout/pay', { order: token }, { origin: 'https://evil.example' })).status).toBe(403);
    t.advance(61 * 60 * 1000);
    expect((await postForm('/checkout/pay', { order: token })).status).toBe(400);
    expect(payments()).toHaveLength(before);
  });

  it('charges the price list, whatever amount, currency or item the form sends', async () => {
    const { page, token } = await checkoutPage(order({ amount: '0.01', currency_code: 'EUR', item_name: 'Gift card' }));
    expect(page).toContain('<span class="amount">$1,250.00</span>');
    expect(page).toContain('<span class="value">ITIN Complete Package</span>');
    expect(page).not.toContain('0.01');
    expect(page).not.toContain('Gift card');
    const before = payments().length;
    const paid = await postForm('/checkout/pay', { order: token }, { origin: t.url });
    expect(paid.status).toBe(303);
    expect(payments().slice(before)).toEqual([
      expect.objectContaining({ amount_cents: 125000, currency: 'USD', item_name: 'ITIN Complete Package' }),
    ]);
  });
});
