import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { W7Answers } from '../../domain/index.ts';
import { completeAnswers } from '../server/application-helpers.ts';
import type { Backend, Person } from './backends.ts';

/**
 * The application contract as one list of scenarios. Each runs against any backend through the
 * unchanged supabase-js client; the contract suite runs every scenario on the local server and on
 * the migrations in Postgres, and the row-level security test runs them with policies removed.
 */
export interface Scenario {
  name: string;
  run(backend: Backend): Promise<void>;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('scanned passport '.repeat(64))]);
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Complete answers for a reason-b applicant with a passport: the same sample the server tests use. */
export { completeAnswers };

/** Uploads a small PDF into the person's folder through the storage client; returns its name. */
export async function upload(p: Person, name = `${p.id}/${randomUUID()}.pdf`): Promise<string> {
  const { error } = await p.client.storage.from('documents').upload(name, PDF, { contentType: 'application/pdf' });
  expect(error).toBeNull();
  return name;
}

async function rpc(p: Person, name: string, args: Record<string, unknown> = {}) {
  return p.client.rpc(name, args);
}

async function ok<T = Record<string, unknown>>(p: Person, name: string, args: Record<string, unknown> = {}) {
  const result = await rpc(p, name, args);
  expect(result.error, `${name}: ${JSON.stringify(result.error)}`).toBeNull();
  return result.data as T;
}

async function fails(p: Person, name: string, args: Record<string, unknown>, status: number, code?: string) {
  const result = await rpc(p, name, args);
  expect(result.status, `${name} ${JSON.stringify(args)}: ${JSON.stringify(result.error)}`).toBe(status);
  if (code) expect(result.error?.code).toBe(code);
  return result;
}

const detailsOf = (error: { details?: string } | null) => JSON.parse(error?.details ?? 'null') as unknown;
const sortByPath = (errors: unknown) =>
  [...(errors as { path: string; code: string }[])].sort((a, b) =>
    `${a.path}${a.code}`.localeCompare(`${b.path}${b.code}`),
  );

interface Application {
  id: string;
  status: string;
  version: number;
  answers: W7Answers;
  documents: { id: string; kind: string; object_path: string; review_status: string }[];
  events: { type: string; from_status: string | null; to_status: string; actor: string; actor_id?: string }[];
  payment: { amount_cents: number; currency: string; transaction_id: string } | null;
  checklist: { kind: string; satisfied_by: string | null }[];
}

const get = async (p: Person) => ok<Application | null>(p, 'application_get');

/** Saves complete answers, uploads and attaches a passport and a tax return, and submits. */
export async function submitted(p: Person): Promise<Application> {
  await ok(p, 'application_save_draft', { answers: completeAnswers(), version: 0 });
  for (const kind of ['passport', 'federal_tax_return']) {
    await ok(p, 'document_add', { kind, object_path: await upload(p), file_name: `${kind}.pdf` });
  }
  return ok<Application>(p, 'application_submit', { version: 1 });
}

/** A submitted application paid through the provider's notification. */
async function paid(b: Backend, p: Person): Promise<Application> {
  const application = await submitted(p);
  expect(await b.notifyPayment({ application_id: application.id, transaction_id: `txn-${application.id}` })).toBe(200);
  return application;
}

const APPLICANT_FUNCTIONS: [string, Record<string, unknown>][] = [
  ['application_get', {}],
  ['application_save_draft', { answers: {}, version: 0 }],
  ['application_submit', { version: 0 }],
  ['document_add', { kind: 'passport', object_path: `${NOBODY}/${NOBODY}.pdf`, file_name: 'x.pdf' }],
  ['document_remove', { id: NOBODY }],
  ['payment_checkout', { language: 'en' }],
  ['account_export', {}],
  ['account_delete', {}],
];
const STAFF_FUNCTIONS: [string, Record<string, unknown>][] = [
  ['staff_list_applications', {}],
  ['staff_get_application', { id: NOBODY }],
  ['staff_set_status', { id: NOBODY, status: 'in_review' }],
  ['staff_review_document', { id: NOBODY, status: 'accepted' }],
];

export const SCENARIOS: Scenario[] = [
  {
    name: 'signed-out callers get 401 from every function, and nothing from the bucket',
    async run(b) {
      const anonymous = b.signedOut();
      for (const [name, args] of [...APPLICANT_FUNCTIONS, ...STAFF_FUNCTIONS]) {
        const result = await anonymous.rpc(name, args);
        expect(result.status, name).toBe(401);
        expect(result.data).toBeNull();
      }
      const owner = await b.person();
      const name = await upload(owner);
      const download = await anonymous.storage.from('documents').download(name);
      expect(download.error).not.toBeNull();
      const put = await anonymous.storage
        .from('documents')
        .upload(`${owner.id}/${randomUUID()}.pdf`, PDF, { contentType: 'application/pdf' });
      expect(put.error).not.toBeNull();
    },
  },
  {
    name: 'an unknown function is 404, never 500',
    async run(b) {
      const p = await b.person();
      const result = await rpc(p, 'drop_all_tables');
      expect(result.status).toBe(404);
      expect(result.error).not.toBeNull();
    },
  },
  {
    name: 'the owner saves a draft and reads it back with its checklist',
    async run(b) {
      const p = await b.person();
      expect(await get(p)).toBeNull();
      const saved = await ok<{ version: number; updated_at: string }>(p, 'application_save_draft', {
        answers: { name: { first: '  Ana ', last: '' } },
        version: 0,
      });
      expect(saved.version).toBe(1);
      expect(Number.isNaN(Date.parse(saved.updated_at))).toBe(false);
      const application = await get(p);
      expect(application).toMatchObject({
        status: 'draft',
        version: 1,
        answers: { name: { first: 'Ana' } },
        documents: [],
        events: [],
        payment: null,
        submitted_at: null,
      });
      expect(application?.checklist.map((i) => i.kind)).toEqual([
        'foreign_status_document',
        'identity_document',
        'photo_id',
      ]);
    },
  },
  {
    name: 'a stale version is 409 version_conflict with the current version, and changes nothing',
    async run(b) {
      const p = await b.person();
      await ok(p, 'application_save_draft', { answers: { sex: 'male' }, version: 0 });
      await ok(p, 'application_save_draft', { answers: { sex: 'female' }, version: 1 });
      const stale = await fails(
        p,
        'application_save_draft',
        { answers: { sex: 'male' }, version: 1 },
        409,
        'version_conflict',
      );
      expect(detailsOf(stale.error)).toEqual({ version: 2 });
      await fails(p, 'application_save_draft', { answers: { sex: 'male' }, version: 0 }, 409, 'version_conflict');
      expect((await get(p))?.answers).toEqual({ sex: 'female' });
    },
  },
  {
    name: 'answers are checked: 422 invalid_answers with paths, 400 bad arguments, 413 oversized',
    async run(b) {
      const p = await b.person();
      const invalid = await fails(
        p,
        'application_save_draft',
        { answers: { birth: { date: '1990-13-01' }, nickname: 'Ani', reasons: ['z'], sex: 1 }, version: 0 },
        422,
        'invalid_answers',
      );
      expect(sortByPath(detailsOf(invalid.error))).toEqual([
        { path: 'birth.date', code: 'invalid_date' },
        { path: 'nickname', code: 'unknown_field' },
        { path: 'reasons.0', code: 'invalid_choice' },
        { path: 'sex', code: 'invalid_choice' },
      ]);
      await fails(p, 'application_save_draft', { answers: {}, version: 'one' }, 400, 'invalid_arguments');
      await fails(
        p,
        'application_save_draft',
        { answers: { other_description: 'x'.repeat(1024 * 1024) }, version: 0 },
        413,
      );
      expect(await get(p)).toBeNull();
    },
  },
  {
    name: 'submit checks the answers and the documents, then freezes the application',
    async run(b) {
      const p = await b.person();
      await ok(p, 'application_save_draft', {
        answers: completeAnswers({ sex: undefined, reasons: ['b', 'c'] }),
        version: 0,
      });
      const invalid = await fails(p, 'application_submit', { version: 1 }, 422, 'invalid_answers');
      expect(detailsOf(invalid.error)).toEqual(
        expect.arrayContaining([
          { path: 'reasons', code: 'exactly_one' },
          { path: 'sex', code: 'required' },
        ]),
      );
      await ok(p, 'application_save_draft', { answers: completeAnswers(), version: 1 });
      await ok(p, 'document_add', { kind: 'passport', object_path: await upload(p), file_name: 'passport.pdf' });
      const missing = await fails(p, 'application_submit', { version: 2 }, 422, 'missing_documents');
      expect(detailsOf(missing.error)).toEqual(['federal_tax_return']);
      const tax = await ok<{ id: string }>(p, 'document_add', {
        kind: 'federal_tax_return',
        object_path: `documents/${await upload(p)}`,
        file_name: 'return.pdf',
      });
      const application = await ok<Application>(p, 'application_submit', { version: 2 });
      expect(application).toMatchObject({ status: 'submitted', version: 3 });
      expect(application.events).toMatchObject([
        { type: 'status', from_status: 'draft', to_status: 'submitted', actor: 'applicant' },
      ]);
      expect(application.events[0]).not.toHaveProperty('actor_id');
      expect(application.checklist.every((i) => i.satisfied_by !== null)).toBe(true);
      await fails(p, 'application_save_draft', { answers: completeAnswers(), version: 3 }, 403, 'wrong_status');
      await fails(p, 'document_remove', { id: tax.id }, 403, 'wrong_status');
      await fails(
        p,
        'document_add',
        { kind: 'passport', object_path: await upload(p), file_name: 'x.pdf' },
        403,
        'wrong_status',
      );
      await fails(p, 'application_submit', { version: 3 }, 403, 'wrong_status');
      expect((await get(p))?.documents).toHaveLength(2);
    },
  },
  {
    name: 'of two submits of the same version one wins and the other is 409',
    async run(b) {
      const p = await b.person();
      await ok(p, 'application_save_draft', { answers: completeAnswers(), version: 0 });
      for (const kind of ['passport', 'federal_tax_return']) {
        await ok(p, 'document_add', { kind, object_path: await upload(p), file_name: 'f.pdf' });
      }
      const results = await Promise.all([
        rpc(p, 'application_submit', { version: 1 }),
        rpc(p, 'application_submit', { version: 1 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.error?.code).toBe('version_conflict');
      expect((await get(p))?.events).toHaveLength(1);
    },
  },
  {
    name: "owners are isolated: no one reads, attaches, removes or downloads another's record",
    async run(b) {
      const a = await b.person();
      const other = await b.person();
      const application = await submitted(a);
      expect(await get(other)).toBeNull();
      await ok(other, 'application_save_draft', { answers: {}, version: 0 });
      const own = await get(other);
      expect(own?.id).not.toBe(application.id);
      expect(own?.documents).toEqual([]);
      const aObject = application.documents[0]?.object_path as string;
      await fails(
        other,
        'document_add',
        { kind: 'passport', object_path: aObject, file_name: 'x.pdf' },
        403,
        'not_owner',
      );
      await fails(other, 'document_remove', { id: application.documents[0]?.id }, 404, 'not_found');
      const unattached = await upload(a);
      await fails(
        other,
        'document_add',
        { kind: 'passport', object_path: unattached, file_name: 'x.pdf' },
        403,
        'not_owner',
      );
      for (const name of [aObject, unattached]) {
        const download = await other.client.storage.from('documents').download(name);
        expect(download.error).not.toBeNull();
        expect(download.data).toBeNull();
      }
      const intoOthersFolder = await other.client.storage
        .from('documents')
        .upload(`${a.id}/${randomUUID()}.pdf`, PDF, { contentType: 'application/pdf' });
      expect(intoOthersFolder.error).not.toBeNull();
      const removed = await other.client.storage.from('documents').remove([unattached]);
      expect(removed.data ?? []).toEqual([]);
      expect((await a.client.storage.from('documents').download(unattached)).error).toBeNull();
      const exported = await ok(other, 'account_export');
      expect(JSON.stringify(exported)).not.toContain(application.id);
      expect(JSON.stringify(exported)).not.toContain(a.id);
    },
  },
  {
    name: "reading the tables directly never shows another user's rows",
    async run(b) {
      const a = await b.person();
      const application = await paid(b, a);
      const other = await b.person();
      await ok(other, 'application_save_draft', { answers: {}, version: 0 });
      for (const table of ['applications', 'application_documents', 'application_events', 'application_payments']) {
        const { data } = await other.client.from(table).select('*');
        expect(JSON.stringify(data ?? []), table).not.toContain(application.id);
      }
    },
  },
  {
    name: 'the owner attaches, downloads and removes documents; attached files stay until removed from the application',
    async run(b) {
      const p = await b.person();
      await ok(p, 'application_save_draft', { answers: {}, version: 0 });
      const name = await upload(p);
      const download = await p.client.storage.from('documents').download(name);
      expect(download.error).toBeNull();
      expect(Buffer.from(await (download.data as Blob).arrayBuffer()).equals(PDF)).toBe(true);
      await fails(
        p,
        'document_add',
        { kind: 'selfie', object_path: name, file_name: 'x.pdf' },
        400,
        'invalid_arguments',
      );
      await fails(
        p,
        'document_add',
        { kind: 'passport', object_path: `${p.id}/${NOBODY}.pdf`, file_name: 'x.pdf' },
        404,
      );
      const added = await ok<{ id: string }>(p, 'document_add', {
        kind: 'passport',
        object_path: name,
        file_name: 'passport.pdf',
      });
      expect(added).toMatchObject({
        kind: 'passport',
        object_path: name,
        file_name: 'passport.pdf',
        review_status: 'pending',
      });
      await fails(p, 'document_add', { kind: 'passport', object_path: name, file_name: 'again.pdf' }, 400);
      expect((await p.client.storage.from('documents').remove([name])).data ?? []).toEqual([]);
      expect((await p.client.storage.from('documents').download(name)).error).toBeNull();
      expect((await get(p))?.documents.map((d) => d.id)).toEqual([added.id]);
      expect(await ok(p, 'document_remove', { id: added.id })).toEqual({});
      expect((await get(p))?.documents).toEqual([]);
      const spare = await upload(p);
      const removed = await p.client.storage.from('documents').remove([spare]);
      expect(removed.error).toBeNull();
      expect(removed.data?.map((o) => o.name)).toEqual([spare]);
      expect((await p.client.storage.from('documents').download(spare)).error).not.toBeNull();
      const text = await p.client.storage
        .from('documents')
        .upload(`${p.id}/${randomUUID()}.pdf`, Buffer.from('plain text'), { contentType: 'text/plain' });
      expect(text.error).not.toBeNull();
    },
  },
  {
    name: 'applicants calling staff functions get 403 not_staff',
    async run(b) {
      const p = await b.person();
      for (const [name, args] of STAFF_FUNCTIONS) await fails(p, name, args, 403, 'not_staff');
    },
  },
  {
    name: 'staff list, search and read applications with documents, events and the applicant',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await submitted(p);
      const byStatus = await ok<{ items: { status: string }[]; total: number }>(staff, 'staff_list_applications', {
        status: 'submitted',
        per_page: 100,
      });
      expect(byStatus.items.length).toBeGreaterThan(0);
      expect(byStatus.items.every((i) => i.status === 'submitted')).toBe(true);
      const byEmail = await ok<{ items: unknown[]; total: number }>(staff, 'staff_list_applications', {
        query: p.email.slice(0, 24).toUpperCase(),
      });
      expect(byEmail.total).toBe(1);
      expect(byEmail.items).toEqual([
        expect.objectContaining({ id: application.id, applicant: { name: 'Ana Souza', email: p.email } }),
      ]);
      expect(await ok(staff, 'staff_list_applications', { query: '%' })).toEqual({ items: [], total: 0 });
      await fails(staff, 'staff_list_applications', { per_page: 1000 }, 400, 'invalid_arguments');
      const one = await ok<Application & { applicant: unknown }>(staff, 'staff_get_application', {
        id: application.id,
      });
      expect(one).toMatchObject({ id: application.id, status: 'submitted', applicant: { email: p.email } });
      expect(one.documents).toHaveLength(2);
      expect(one.events[0]?.actor_id).toBe(p.id);
      const download = await staff.client.storage.from('documents').download(one.documents[0]?.object_path as string);
      expect(download.error).toBeNull();
      await fails(staff, 'staff_get_application', { id: NOBODY }, 404);
    },
  },
  {
    name: 'a staff role removed after sign-in gives no power',
    async run(b) {
      const staff = await b.person({ staff: true });
      expect((await rpc(staff, 'staff_list_applications')).status).toBe(200);
      await b.revokeStaff(staff);
      await fails(staff, 'staff_list_applications', {}, 403, 'not_staff');
    },
  },
  {
    name: 'staff cannot skip the payment, and unknown statuses are 400',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await submitted(p);
      await fails(staff, 'staff_set_status', { id: application.id, status: 'in_review' }, 403, 'wrong_status');
      await fails(staff, 'staff_set_status', { id: application.id, status: 'approved' }, 400);
      const seen = await get(p);
      expect(seen?.status).toBe('submitted');
      expect(seen?.events).toHaveLength(1);
    },
  },
  {
    name: 'the whole life: paid, review, changes, resubmission, filing, ITIN; every move an event',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await paid(b, p);
      const set = (args: Record<string, unknown>) => rpc(staff, 'staff_set_status', { id: application.id, ...args });
      expect((await set({ status: 'in_review' })).data.status).toBe('in_review');
      expect((await set({ status: 'changes_requested' })).status).toBe(400);
      const changes = await set({ status: 'changes_requested', note: 'Please upload a clearer passport scan.' });
      expect(changes.data).toMatchObject({
        status: 'changes_requested',
        status_note: 'Please upload a clearer passport scan.',
      });
      const current = await get(p);
      const saved = await ok<{ version: number }>(p, 'application_save_draft', {
        answers: completeAnswers({ name: { first: 'Ana', last: 'Souza Lima' } }),
        version: current?.version,
      });
      expect((await ok<Application>(p, 'application_submit', { version: saved.version })).status).toBe('in_review');
      expect((await set({ status: 'filed' })).status).toBe(400);
      expect((await set({ status: 'filed', filed_on: '2999-01-01' })).status).toBe(400);
      expect((await set({ status: 'filed', filed_on: '2026-01-05' })).data).toMatchObject({
        status: 'filed',
        filed_on: '2026-01-05',
      });
      const badItin = await set({ status: 'itin_issued', itin: '912-93-4567' });
      expect(badItin.status).toBe(400);
      expect(badItin.error?.code).toBe('invalid_itin');
      expect((await set({ status: 'itin_issued', itin: '912704567' })).data).toMatchObject({
        status: 'itin_issued',
        itin: '912-70-4567',
      });
      expect((await set({ status: 'rejected', note: 'late' })).error?.code).toBe('wrong_status');
      const events = (await get(p))?.events.map((e) => `${e.from_status}>${e.to_status}:${e.actor}`);
      expect(events).toEqual([
        'draft>submitted:applicant',
        'submitted>paid:payment',
        'paid>in_review:staff',
        'in_review>changes_requested:staff',
        'changes_requested>in_review:applicant',
        'in_review>filed:staff',
        'filed>itin_issued:staff',
      ]);
    },
  },
  {
    name: 'filed applications are rejected only with a reason',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await paid(b, p);
      const set = (args: Record<string, unknown>) => rpc(staff, 'staff_set_status', { id: application.id, ...args });
      await set({ status: 'in_review' });
      await set({ status: 'filed', filed_on: '2026-01-05' });
      expect((await set({ status: 'rejected' })).status).toBe(400);
      expect((await set({ status: 'rejected', note: 'Name does not match the passport.' })).data.status).toBe(
        'rejected',
      );
      expect((await get(p))?.status).toBe('rejected');
    },
  },
  {
    name: 'staff review documents; a flagged document no longer satisfies the checklist',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await submitted(p);
      const passport = application.documents.find((d) => d.kind === 'passport');
      const reviewed = await ok(staff, 'staff_review_document', {
        id: passport?.id,
        status: 'needs_attention',
        note: 'Blurred',
      });
      expect(reviewed).toMatchObject({ id: passport?.id, review_status: 'needs_attention', review_note: 'Blurred' });
      await fails(staff, 'staff_review_document', { id: passport?.id, status: 'lost' }, 400);
      const seen = await get(p);
      expect(seen?.checklist.find((i) => i.kind === 'passport')?.satisfied_by).toBeNull();
      expect(seen?.events.at(-1)).toMatchObject({
        type: 'document_review',
        to_status: 'needs_attention',
        actor: 'staff',
      });
      await fails(p, 'staff_review_document', { id: passport?.id, status: 'accepted' }, 403, 'not_staff');
    },
  },
  {
    name: 'a payment counts once, only for the price, and only for the application it names',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await submitted(p);
      const checkout = await ok<{ action: string; fields: Record<string, string> }>(p, 'payment_checkout', {
        language: 'de',
      });
      expect(checkout.fields).toMatchObject({
        amount: '1250.00',
        currency_code: 'USD',
        hosted_button_id: 'ITINBRIDGE-COMPLETE-1250',
        invoice: application.id,
        custom: p.email,
        lc: 'de',
      });
      await fails(p, 'payment_checkout', { language: 'fr' }, 400);
      expect(await b.notifyPayment({ application_id: application.id, transaction_id: 'cheap', amount: '0.01' })).toBe(
        422,
      );
      expect((await get(p))?.status).toBe('submitted');
      const transaction = `txn-once-${application.id}`;
      expect(await b.notifyPayment({ application_id: application.id, transaction_id: transaction })).toBe(200);
      expect(await b.notifyPayment({ application_id: application.id, transaction_id: transaction })).toBe(409);
      const q = await b.person();
      const other = await submitted(q);
      expect(await b.notifyPayment({ application_id: other.id, transaction_id: transaction })).toBe(409);
      expect((await get(q))?.status).toBe('submitted');
      expect(await b.notifyPayment({ application_id: NOBODY, transaction_id: `txn-${randomUUID()}` })).toBe(404);
      const seen = await get(p);
      expect(seen).toMatchObject({
        status: 'paid',
        payment: { amount_cents: 125000, currency: 'USD', transaction_id: transaction },
      });
      expect(seen?.events.filter((e) => e.to_status === 'paid')).toHaveLength(1);
      const forStaff = await ok<Application>(staff, 'staff_get_application', { id: application.id });
      expect(forStaff.payment).toMatchObject({ transaction_id: transaction });
      expect((await get(q))?.payment).toBeNull();
    },
  },
  {
    name: 'account_export returns the profile, application, events, payment and files',
    async run(b) {
      const p = await b.person({ data: { first_name: 'Ana', language: 'pt' } });
      const application = await paid(b, p);
      const data = await ok<{
        profile: Record<string, unknown>;
        application: Application;
        files: { path: string }[];
      }>(p, 'account_export');
      expect(data.profile).toMatchObject({
        id: p.id,
        email: p.email,
        user_metadata: { first_name: 'Ana', language: 'pt' },
      });
      expect(data.application).toMatchObject({ id: application.id, status: 'paid', payment: { amount_cents: 125000 } });
      expect(data.application.events).toHaveLength(2);
      expect(data.files.map((f) => f.path).sort()).toEqual(application.documents.map((d) => d.object_path).sort());
    },
  },
  {
    name: 'account_delete needs a recent sign-in, then removes the user, the application and access to the files',
    async run(b) {
      const staff = await b.person({ staff: true });
      const p = await b.person();
      const application = await submitted(p);
      const object = application.documents[0]?.object_path as string;
      expect((await staff.client.storage.from('documents').download(object)).error).toBeNull();
      await b.ageSignIn(p);
      await fails(p, 'account_delete', {}, 401, 'reauthentication_needed');
      await b.signInAgain(p);
      expect(await ok(p, 'account_delete')).toEqual({});
      const after = await rpc(p, 'application_get');
      // The local server ends the sessions (401); a hosted token stays valid until it expires, but finds nothing.
      expect(after.status === 401 || (after.status === 200 && after.data === null)).toBe(true);
      await fails(staff, 'staff_get_application', { id: application.id }, 404);
      expect((await staff.client.storage.from('documents').download(object)).error).not.toBeNull();
    },
  },
];
