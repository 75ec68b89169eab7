import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '../../server/payments/notify.ts';
import type { Logger } from '../../server/log.ts';
import { completeAnswers, person, seedObject, type Person } from './application-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'test-webhook-secret-0123456789-abcdefghij';
const warnings: string[] = [];
const logger: Logger = { debug() {}, info() {}, error() {}, warn: (message) => void warnings.push(message) };

let t: TestServer;
beforeAll(async () => {
  process.env.PAYMENT_WEBHOOK_SECRET = SECRET;
  try {
    t = await startTestServer({ logger });
  } finally {
    delete process.env.PAYMENT_WEBHOOK_SECRET;
  }
});
afterAll(async () => {
  await t.stop();
});

async function submitted(p: Person) {
  await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
  for (const kind of ['passport', 'federal_tax_return']) {
    const added = await p.client.rpc('document_add', {
      kind,
      object_path: seedObject(t, p.id),
      file_name: `${kind}.pdf`,
    });
    expect(added.error).toBeNull();
  }
  const result = await p.client.rpc('application_submit', { version: 1 });
  expect(result.error).toBeNull();
  return result.data as { id: string; version: number };
}

function notify(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-signature': signNotification(SECRET, raw) }
        : signature
          ? { 'x-signature': signature }
          : {}),
    },
    body: raw,
  });
}

const paid = (applicationId: string, transactionId = `txn-${applicationId}`) => ({
  transaction_id: transactionId,
  application_id: applicationId,
  amount: '1250.00',
  currency: 'USD',
  status: 'completed',
});

const statusOf = async (p: Person) => (await p.client.rpc('application_get')).data.status as string;

describe('payment', () => {
  it('payment_checkout gives the server price for a submitted application only', async () => {
    const p = await person(t);
    await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
    expect((await p.client.rpc('payment_checkout', { language: 'pt' })).error?.code).toBe('wrong_status');
    const none = await person(t);
    expect((await none.client.rpc('payment_checkout', { language: 'en' })).status).toBe(404);
    const q = await person(t);
    const app = await submitted(q);
    const { data, error } = await q.client.rpc('payment_checkout', { language: 'de', amount: '0.01' });
    expect(error).toBeNull();
    expect(data).toEqual({
      action: `${t.url}/checkout`,
      fields: expect.objectContaining({
        cmd: '_s-xclick',
        hosted_button_id: 'ITINBRIDGE-COMPLETE-1250',
        amount: '1250.00',
        currency_code: 'USD',
        item_name: 'ITIN Complete Package',
        invoice: app.id,
        custom: q.email,
        lc: 'de',
      }),
    });
    expect((await q.client.rpc('payment_checkout', { language: 'fr' })).status).toBe(400);
  });

  it('the checkout stand-in charges the server price and notifies the backend before returning: the application is paid', async () => {
    const p = await person(t);
    const app = await submitted(p);
    const { data } = await p.client.rpc('payment_checkout', { language: 'en' });
    const fields = { ...data.fields, amount: '0.01' };
    const page = await fetch(`${t.url}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: new URLSearchParams(fields).toString(),
    });
    const html = await page.text();
    expect(html).toContain('$1,250.00');
    const token = /name="order" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(await statusOf(p)).toBe('submitted');
    const pay = await fetch(`${t.url}/checkout/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: new URLSearchParams({ order: token }).toString(),
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toContain('/step4?payment=success');
    const { data: after } = await p.client.rpc('application_get');
    expect(after.status).toBe('paid');
    expect(after.payment).toMatchObject({ status: 'completed', amount_cents: 125000, currency: 'USD' });
    expect(after.events.at(-1)).toMatchObject({ from_status: 'submitted', to_status: 'paid', actor: 'payment' });
    expect(app.id).toBe(after.id);
  });

  it('unsigned, wrongly signed, wrong-amount and replayed notifications change nothing and are logged', async () => {
    const p = await person(t);
    const app = await submitted(p);
    warnings.length = 0;
    expect((await notify(paid(app.id), '')).status).toBe(401);
    expect((await notify(paid(app.id), signNotification('another-secret', JSON.stringify(paid(app.id))))).status).toBe(
      401,
    );
    expect((await notify({ ...paid(app.id), amount: '0.01' })).status).toBe(422);
    expect((await notify({ ...paid(app.id), currency: 'EUR' })).status).toBe(422);
    expect((await notify({ ...paid(app.id), status: 'pending' })).status).toBe(422);
    expect(await statusOf(p)).toBe('submitted');
    expect(warnings).toEqual([
      'payment notification refused: bad_signature',
      'payment notification refused: bad_signature',
      'payment notification refused: amount_mismatch',
      'payment notification refused: amount_mismatch',
      'payment notification refused: not_completed',
    ]);
    expect((await notify(paid(app.id, 'txn-once'))).status).toBe(200);
    expect(await statusOf(p)).toBe('paid');
    // The same transaction again, even for another application awaiting payment, changes nothing.
    const q = await person(t);
    const other = await submitted(q);
    expect((await notify(paid(other.id, 'txn-once'))).status).toBe(409);
    expect(await statusOf(q)).toBe('submitted');
    expect(warnings.at(-1)).toBe('payment notification refused: duplicate_transaction');
    const rows = t.server.db
      .prepare("SELECT count(*) AS n FROM application_payments WHERE transaction_id = 'txn-once'")
      .get() as { n: number };
    expect(rows.n).toBe(1);
  });

  it('a generated webhook secret is kept in DATA_DIR, owner-only', async () => {
    const fresh = await startTestServer();
    try {
      expect(statSync(path.join(fresh.dataDir, 'payment-webhook-secret')).mode & 0o777).toBe(0o600);
    } finally {
      await fresh.stop();
    }
  });

  it("user B never sees A's payment", async () => {
    const a = await person(t);
    const appA = await submitted(a);
    expect((await notify(paid(appA.id))).status).toBe(200);
    const b = await person(t);
    await b.client.rpc('application_save_draft', { answers: {}, version: 0 });
    const { data } = await b.client.rpc('application_get');
    expect(data.payment).toBeNull();
    expect(data.id).not.toBe(appA.id);
    const exported = await b.client.rpc('account_export');
    expect(JSON.stringify(exported.data)).not.toContain(appA.id);
  });
});

describe('the status machine through staff', () => {
  it('paid -> in_review -> changes_requested -> (applicant resubmits) in_review -> filed -> itin_issued', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t);
    const app = await submitted(p);
    const set = (args: Record<string, unknown>) => staff.client.rpc('staff_set_status', { id: app.id, ...args });
    expect((await notify(paid(app.id))).status).toBe(200);
    expect((await set({ status: 'in_review' })).data.status).toBe('in_review');
    expect((await set({ status: 'changes_requested' })).status).toBe(400);
    const changes = await set({ status: 'changes_requested', note: 'Please upload a clearer passport scan.' });
    expect(changes.data).toMatchObject({
      status: 'changes_requested',
      status_note: 'Please upload a clearer passport scan.',
    });
    // The applicant edits and submits again; staff cannot edit answers.
    const current = (await p.client.rpc('application_get')).data;
    const saved = await p.client.rpc('application_save_draft', {
      answers: completeAnswers({ name: { first: 'Ana', last: 'Souza Lima' } }),
      version: current.version,
    });
    expect(saved.error).toBeNull();
    const resubmitted = await p.client.rpc('application_submit', { version: saved.data.version });
    expect(resubmitted.data.status).toBe('in_review');
    expect((await set({ status: 'filed' })).status).toBe(400);
    expect((await set({ status: 'filed', filed_on: '2999-01-01' })).status).toBe(400);
    const filed = await set({ status: 'filed', filed_on: '2026-01-05' });
    expect(filed.data).toMatchObject({ status: 'filed', filed_on: '2026-01-05' });
    const badItin = await set({ status: 'itin_issued', itin: '912-93-4567' });
    expect(badItin.status).toBe(400);
    expect(badItin.error?.code).toBe('invalid_itin');
    const issued = await set({ status: 'itin_issued', itin: '912704567' });
    expect(issued.data).toMatchObject({ status: 'itin_issued', itin: '912-70-4567' });
    expect((await set({ status: 'rejected', note: 'late' })).error?.code).toBe('wrong_status');
    const events = (await p.client.rpc('application_get')).data.events.map(
      (e: { from_status: string; to_status: string; actor: string }) => `${e.from_status}>${e.to_status}:${e.actor}`,
    );
    expect(events).toEqual([
      'draft>submitted:applicant',
      'submitted>paid:payment',
      'paid>in_review:staff',
      'in_review>changes_requested:staff',
      'changes_requested>in_review:applicant',
      'in_review>filed:staff',
      'filed>itin_issued:staff',
    ]);
  });

  it('filed -> rejected needs the reason', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t);
    const app = await submitted(p);
    await notify(paid(app.id));
    const set = (args: Record<string, unknown>) => staff.client.rpc('staff_set_status', { id: app.id, ...args });
    await set({ status: 'in_review' });
    await set({ status: 'filed', filed_on: '2026-01-05' });
    expect((await set({ status: 'rejected' })).status).toBe(400);
    expect((await set({ status: 'rejected', note: 'Name does not match the passport.' })).data.status).toBe('rejected');
    expect(await statusOf(p)).toBe('rejected');
  });

  it('staff review documents; a flagged document no longer satisfies the checklist', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t);
    const app = await submitted(p);
    const { data } = await staff.client.rpc('staff_get_application', { id: app.id });
    const passport = data.documents.find((d: { kind: string }) => d.kind === 'passport');
    const reviewed = await staff.client.rpc('staff_review_document', {
      id: passport.id,
      status: 'needs_attention',
      note: 'Blurred',
    });
    expect(reviewed.data).toMatchObject({ id: passport.id, review_status: 'needs_attention', review_note: 'Blurred' });
    expect((await staff.client.rpc('staff_review_document', { id: passport.id, status: 'lost' })).status).toBe(400);
    const seen = (await p.client.rpc('application_get')).data;
    expect(seen.documents[0]).toMatchObject({ review_status: 'needs_attention', review_note: 'Blurred' });
    expect(seen.checklist.find((i: { kind: string }) => i.kind === 'passport').satisfied_by).toBeNull();
    expect(seen.events.at(-1)).toMatchObject({ type: 'document_review', to_status: 'needs_attention', actor: 'staff' });
    const applicantTry = await p.client.rpc('staff_review_document', { id: passport.id, status: 'accepted' });
    expect(applicantTry.status).toBe(403);
  });
});
