import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedBackend, localBackend, WEBHOOK_SECRET, type Backend, type HostedBackend } from './backends.ts';
import { SCENARIOS, submitted } from './scenarios.ts';
import { signNotification } from '../../server/payments/notify.ts';
import { loadConfig } from '../../server/config.ts';
import { startTestServer } from '../server/helpers.ts';

// Starting Postgres in WebAssembly and applying the migrations takes a while on a busy machine.
const START_TIMEOUT = 180_000;

// One Postgres for the whole file: the scenarios and the hosted-only checks share it.
let hostedStart: Promise<HostedBackend> | undefined;
const sharedHosted = () => (hostedStart ??= hostedBackend());
afterAll(async () => {
  if (hostedStart) await (await hostedStart).stop();
});

const backends: [string, () => Promise<Backend>, boolean][] = [
  ['server/ (SQLite)', localBackend, true],
  ['supabase/migrations (PGlite)', sharedHosted, false],
];

for (const [label, start, own] of backends) {
  describe(`the application contract on ${label}`, () => {
    let backend: Backend;
    beforeAll(async () => {
      backend = await start();
    }, START_TIMEOUT);
    afterAll(async () => {
      if (own) await backend?.stop();
    });

    for (const scenario of SCENARIOS) {
      it(scenario.name, () => scenario.run(backend));
    }
  });
}

describe('payment notifications on a hosted project', () => {
  let hosted: HostedBackend;
  beforeAll(async () => {
    hosted = await sharedHosted();
  }, START_TIMEOUT);

  const paymentRecord = (key: string, body: Record<string, unknown>, token = key) =>
    fetch(`${hosted.url}/rest/v1/rpc/payment_record`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('the server takes the project from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, both or neither', () => {
    expect(loadConfig({}).supabase).toBeUndefined();
    expect(
      loadConfig({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: ' key ' }).supabase,
    ).toEqual({ url: 'https://abc.supabase.co', serviceRoleKey: 'key' });
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/together/);
    expect(() => loadConfig({ SUPABASE_SERVICE_ROLE_KEY: 'key' })).toThrow(/together/);
    expect(() => loadConfig({ SUPABASE_URL: 'abc', SUPABASE_SERVICE_ROLE_KEY: 'key' })).toThrow(/absolute/);
  });

  it('payment_record is for the service role only, and checks the price again', async () => {
    const p = await hosted.person();
    const application = await submitted(p);
    const notice = { transaction_id: 'direct-1', application_id: application.id, amount: '1250.00', currency: 'USD' };
    expect((await p.client.rpc('payment_record', notice)).status).toBe(403);
    expect((await hosted.signedOut().rpc('payment_record', notice)).status).toBe(401);
    const cheap = await paymentRecord(hosted.standIn.serviceRoleKey, { ...notice, amount: '1.00' });
    expect(await cheap.json()).toEqual({ outcome: 'amount_mismatch' });
    const euros = await paymentRecord(hosted.standIn.serviceRoleKey, { ...notice, currency: 'EUR' });
    expect(await euros.json()).toEqual({ outcome: 'amount_mismatch' });
    expect((await p.client.rpc('application_get')).data.status).toBe('submitted');
    const recorded = await paymentRecord(hosted.standIn.serviceRoleKey, notice);
    expect(await recorded.json()).toEqual({ outcome: 'recorded' });
    const again = await paymentRecord(hosted.standIn.serviceRoleKey, notice);
    expect(await again.json()).toEqual({ outcome: 'duplicate_transaction' });
    const rows = await hosted.db.query(
      `select count(*)::int as n from public.application_payments where transaction_id = 'direct-1'`,
    );
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('the status machine refuses moves that skip its table, even by the database owner', async () => {
    const p = await hosted.person();
    const application = await submitted(p);
    await expect(
      hosted.db.query(`update public.applications set status = 'filed' where id = $1`, [application.id]),
    ).rejects.toMatchObject({ code: 'PGRST' });
    await expect(
      hosted.db.query(`update public.applications set answers = '{}'::jsonb where id = $1`, [application.id]),
    ).rejects.toMatchObject({ code: 'PGRST' });
    await expect(
      hosted.db.query(`delete from public.application_documents where application_id = $1`, [application.id]),
    ).rejects.toMatchObject({ code: 'PGRST' });
  });

  it('answers 503 when the project cannot be reached, so the provider tries again', async () => {
    process.env.PAYMENT_WEBHOOK_SECRET = WEBHOOK_SECRET;
    const offline = await startTestServer({
      supabase: { url: 'http://127.0.0.1:9', serviceRoleKey: hosted.standIn.serviceRoleKey },
    }).finally(() => delete process.env.PAYMENT_WEBHOOK_SECRET);
    try {
      const p = await hosted.person();
      const application = await submitted(p);
      const raw = JSON.stringify({
        transaction_id: 'offline-1',
        application_id: application.id,
        amount: '1250.00',
        currency: 'USD',
        status: 'completed',
      });
      const response = await fetch(`${offline.url}/payments/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signNotification(WEBHOOK_SECRET, raw) },
        body: raw,
      });
      expect(response.status).toBe(503);
      expect((await p.client.rpc('application_get')).data.status).toBe('submitted');
      expect(await hosted.notifyPayment({ application_id: application.id, transaction_id: 'offline-1' })).toBe(200);
    } finally {
      await offline.stop();
    }
  });
});
