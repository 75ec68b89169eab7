import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusMail, type NoticeKind } from '../../server/application/emails.ts';
import { MAIL_LANGUAGES } from '../../server/mail/language.ts';
import { signNotification } from '../../server/payments/notify.ts';
import { completeAnswers, person, seedObject, type Person } from './application-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'test-webhook-secret-for-e-mails-0123456789';
let t: TestServer;
beforeAll(async () => {
  process.env.PAYMENT_WEBHOOK_SECRET = SECRET;
  try {
    t = await startTestServer();
  } finally {
    delete process.env.PAYMENT_WEBHOOK_SECRET;
  }
});
afterAll(async () => {
  await t.stop();
});

const mailTo = (email: string) =>
  t.server.db
    .prepare('SELECT subject, text_body AS text, html_body AS html FROM mail WHERE to_address = ? ORDER BY rowid')
    .all(email) as {
    subject: string;
    text: string;
    html: string;
  }[];

async function submit(p: Person) {
  await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
  for (const kind of ['passport', 'federal_tax_return']) {
    await p.client.rpc('document_add', { kind, object_path: seedObject(t, p.id), file_name: `${kind}.pdf` });
  }
  const result = await p.client.rpc('application_submit', { version: 1 });
  expect(result.error).toBeNull();
  return result.data as { id: string };
}

async function pay(id: string) {
  const raw = JSON.stringify({
    transaction_id: `t-${id}`,
    application_id: id,
    amount: '1250.00',
    currency: 'USD',
    status: 'completed',
  });
  const response = await fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signNotification(SECRET, raw) },
    body: raw,
  });
  expect(response.status).toBe(200);
}

describe('status e-mails', () => {
  it('tell the applicant each step that matters, in Portuguese, with the note when changes are requested', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t, { data: { language: 'pt', first_name: 'Ana' } });
    const app = await submit(p);
    await pay(app.id);
    const set = (args: Record<string, unknown>) => staff.client.rpc('staff_set_status', { id: app.id, ...args });
    await set({ status: 'in_review' });
    await set({ status: 'changes_requested', note: 'Envie uma cópia mais nítida do passaporte.' });
    const current = (await p.client.rpc('application_get')).data;
    await p.client.rpc('application_submit', { version: current.version });
    await set({ status: 'filed', filed_on: '2026-01-05' });
    await set({ status: 'itin_issued', itin: '912-70-1234' });
    const mails = mailTo(p.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Recebemos sua solicitação de ITIN',
      'Pagamento confirmado',
      'Sua solicitação precisa de alterações',
      'Sua solicitação foi enviada ao IRS',
      'Seu ITIN foi emitido',
    ]);
    expect(mails[0]?.text).toContain('Olá, Ana,');
    expect(mails[2]?.text).toContain('Envie uma cópia mais nítida do passaporte.');
    expect(mails[2]?.html).toContain('Envie uma cópia mais nítida do passaporte.');
    expect(mails[4]?.text).not.toContain('912-70-1234');
  });

  it('say why an application was rejected, in Chinese, with the note escaped in HTML', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t, { data: { language: 'zh' } });
    const app = await submit(p);
    await pay(app.id);
    const set = (args: Record<string, unknown>) => staff.client.rpc('staff_set_status', { id: app.id, ...args });
    await set({ status: 'in_review' });
    await set({ status: 'filed', filed_on: '2026-01-05' });
    await set({ status: 'rejected', note: '姓名与护照不符 <b>' });
    const last = mailTo(p.email).at(-1);
    expect(last?.subject).toBe('美国国税局未接受您的申请');
    expect(last?.text).toContain('姓名与护照不符 <b>');
    expect(last?.html).toContain('姓名与护照不符 &lt;b&gt;');
    expect(last?.html).toContain('<html lang="zh">');
  });

  it('fall back to English for a missing or unknown language', async () => {
    const p = await person(t, { data: { language: 'fr' } });
    await submit(p);
    expect(mailTo(p.email).map((m) => m.subject)).toEqual(['We received your ITIN application']);
  });

  it('exist in all five languages for every status, each translated', () => {
    const kinds: NoticeKind[] = ['submitted', 'paid', 'changes_requested', 'filed', 'itin_issued', 'rejected'];
    for (const kind of kinds) {
      const subjects = MAIL_LANGUAGES.map((lang) => statusMail(kind, 'a@example.com', lang, 'Ana', 'note').subject);
      expect(new Set(subjects).size, kind).toBe(MAIL_LANGUAGES.length);
    }
    expect(statusMail('paid', 'a@example.com', 'de', '', null).text).toContain('Wir haben Ihre Zahlung bestätigt.');
    expect(statusMail('filed', 'a@example.com', 'es', 'Luis', null).text).toContain('Hola, Luis:');
  });
});
