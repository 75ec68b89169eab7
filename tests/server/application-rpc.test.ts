import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_RATE_LIMITS } from '../../server/config.ts';
import { listStaff, setStaffRole } from '../../server/application/staff.ts';
import { completeAnswers, person, rawRpc, seedObject, type Person } from './application-helpers.ts';
import { ANON_KEY, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** Saves answers, adds the passport and tax return, and submits: the application is `submitted`. */
async function submitted(p: Person) {
  const saved = await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
  expect(saved.error).toBeNull();
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
  return result.data as { id: string; status: string; version: number };
}

describe('the applicant functions', () => {
  it('application_get is null before the first save, then the saved draft with its checklist', async () => {
    const p = await person(t);
    expect(await p.client.rpc('application_get')).toMatchObject({ data: null, error: null, status: 200 });
    const saved = await p.client.rpc('application_save_draft', { answers: { name: { first: 'Ana' } }, version: 0 });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ version: 1 });
    const { data } = await p.client.rpc('application_get');
    expect(data).toMatchObject({
      status: 'draft',
      version: 1,
      answers: { name: { first: 'Ana' } },
      documents: [],
      events: [],
      payment: null,
      submitted_at: null,
    });
    expect(data.checklist.map((i: { kind: string }) => i.kind)).toEqual([
      'foreign_status_document',
      'identity_document',
      'photo_id',
    ]);
  });

  it('a stale version is refused with 409 version_conflict and changes nothing', async () => {
    const p = await person(t);
    await p.client.rpc('application_save_draft', { answers: { sex: 'male' }, version: 0 });
    await p.client.rpc('application_save_draft', { answers: { sex: 'female' }, version: 1 });
    const stale = await p.client.rpc('application_save_draft', { answers: { sex: 'male' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'version_conflict' });
    expect(JSON.parse(stale.error?.details ?? '')).toEqual({ version: 2 });
    const again = await p.client.rpc('application_save_draft', { answers: { sex: 'male' }, version: 0 });
    expect(again.status).toBe(409);
    expect((await p.client.rpc('application_get')).data.answers).toEqual({ sex: 'female' });
  });

  it('invalid or unknown answer fields are refused with 422 invalid_answers and their paths', async () => {
    const p = await person(t);
    const result = await p.client.rpc('application_save_draft', {
      answers: { birth: { date: '1990-13-01' }, nickname: 'Ani' },
      version: 0,
    });
    expect(result.status).toBe(422);
    expect(result.error).toMatchObject({ code: 'invalid_answers', hint: null });
    expect(JSON.parse(result.error?.details ?? '')).toEqual([
      { path: 'birth.date', code: 'invalid_date' },
      { path: 'nickname', code: 'unknown_field' },
    ]);
    expect((await p.client.rpc('application_get')).data).toBeNull();
  });

  it('bad arguments are 400', async () => {
    const p = await person(t);
    const result = await p.client.rpc('application_save_draft', { answers: {}, version: 'one' });
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('invalid_arguments');
    const notJson = await rawRpc(t, 'application_get', '{', {
      apikey: ANON_KEY,
      authorization: `Bearer ${p.accessToken}`,
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'bad_json' });
  });

  it('submitting incomplete answers is 422 invalid_answers with the field paths', async () => {
    const p = await person(t);
    await p.client.rpc('application_save_draft', {
      answers: completeAnswers({ sex: undefined, reasons: ['b', 'c'] }),
      version: 0,
    });
    const result = await p.client.rpc('application_submit', { version: 1 });
    expect(result.status).toBe(422);
    expect(result.error?.code).toBe('invalid_answers');
    expect(JSON.parse(result.error?.details ?? '')).toEqual(
      expect.arrayContaining([
        { path: 'reasons', code: 'exactly_one' },
        { path: 'sex', code: 'required' },
      ]),
    );
  });

  it('submitting without the required documents is 422 missing_documents with the kinds', async () => {
    const p = await person(t);
    await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
    await p.client.rpc('document_add', {
      kind: 'passport',
      object_path: seedObject(t, p.id),
      file_name: 'passport.pdf',
    });
    const result = await p.client.rpc('application_submit', { version: 1 });
    expect(result.status).toBe(422);
    expect(result.error?.code).toBe('missing_documents');
    expect(JSON.parse(result.error?.details ?? '')).toEqual(['federal_tax_return']);
  });

  it('a complete application is submitted, with an event, and can no longer be edited', async () => {
    const p = await person(t);
    const application = await submitted(p);
    expect(application).toMatchObject({ status: 'submitted', version: 2 });
    const { data } = await p.client.rpc('application_get');
    expect(data.submitted_at).not.toBeNull();
    expect(data.events).toMatchObject([
      { type: 'status', from_status: 'draft', to_status: 'submitted', actor: 'applicant' },
    ]);
    expect(data.events[0]).not.toHaveProperty('actor_id');
    expect(data.checklist.every((i: { satisfied_by: string | null }) => i.satisfied_by !== null)).toBe(true);
    const edit = await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 2 });
    expect(edit.status).toBe(403);
    expect(edit.error?.code).toBe('wrong_status');
    const remove = await p.client.rpc('document_remove', { id: data.documents[0].id });
    expect(remove.status).toBe(403);
    const again = await p.client.rpc('application_submit', { version: 2 });
    expect(again.status).toBe(403);
  });

  it('two concurrent submits: one wins, the other is 409', async () => {
    const p = await person(t);
    await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
    for (const kind of ['passport', 'federal_tax_return']) {
      await p.client.rpc('document_add', { kind, object_path: seedObject(t, p.id), file_name: 'f.pdf' });
    }
    const results = await Promise.all([
      p.client.rpc('application_submit', { version: 1 }),
      p.client.rpc('application_submit', { version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.error?.code).toBe('version_conflict');
    const { data } = await p.client.rpc('application_get');
    expect(data.events).toHaveLength(1);
  });

  it('document_add accepts only objects the caller uploaded, and document_remove only own documents', async () => {
    const a = await person(t);
    const b = await person(t);
    await a.client.rpc('application_save_draft', { answers: {}, version: 0 });
    await b.client.rpc('application_save_draft', { answers: {}, version: 0 });
    const aObject = seedObject(t, a.id);
    const stolen = await b.client.rpc('document_add', { kind: 'passport', object_path: aObject, file_name: 'x.pdf' });
    expect(stolen.status).toBe(403);
    expect(stolen.error?.code).toBe('not_owner');
    const missing = await b.client.rpc('document_add', {
      kind: 'passport',
      object_path: `${b.id}/00000000-0000-4000-8000-000000000000.pdf`,
      file_name: 'x.pdf',
    });
    expect(missing.status).toBe(404);
    const badKind = await a.client.rpc('document_add', { kind: 'selfie', object_path: aObject, file_name: 'x.pdf' });
    expect(badKind.status).toBe(400);
    const added = await a.client.rpc('document_add', {
      kind: 'passport',
      object_path: `documents/${aObject}`,
      file_name: 'passport.pdf',
    });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({
      kind: 'passport',
      object_path: aObject,
      file_name: 'passport.pdf',
      review_status: 'pending',
    });
    const removeOther = await b.client.rpc('document_remove', { id: added.data.id });
    expect(removeOther.status).toBe(404);
    expect((await a.client.rpc('application_get')).data.documents).toHaveLength(1);
    const removed = await a.client.rpc('document_remove', { id: added.data.id });
    expect(removed).toMatchObject({ status: 200, data: {} });
    expect((await a.client.rpc('application_get')).data.documents).toEqual([]);
    expect(t.server.db.prepare('SELECT 1 FROM storage_objects WHERE name = ?').get(aObject)).toBeUndefined();
  });

  it('account_export returns the profile, application, events, payment and file list', async () => {
    const p = await person(t, { data: { first_name: 'Ana', language: 'pt' } });
    await submitted(p);
    const { data, error } = await p.client.rpc('account_export');
    expect(error).toBeNull();
    expect(data.profile).toMatchObject({
      id: p.id,
      email: p.email,
      user_metadata: { first_name: 'Ana', language: 'pt' },
    });
    expect(data.application).toMatchObject({ status: 'submitted', payment: null });
    expect(data.application.events).toHaveLength(1);
    expect(data.files).toHaveLength(2);
  });

  it('account_delete needs a sign-in within 5 minutes, then removes the user and the application', async () => {
    const p = await person(t);
    await submitted(p);
    // The clock only moves forward: other tests' tokens stay valid for an hour.
    t.advance(5 * 60 * 1000 + 1000);
    {
      const late = await p.client.rpc('account_delete');
      expect(late.status).toBe(401);
      expect(late.error?.code).toBe('reauthentication_needed');
      // A refreshed token is not a fresh sign-in.
      const refreshed = await p.client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect((await p.client.rpc('account_delete')).error?.code).toBe('reauthentication_needed');
      await p.client.auth.signInWithPassword({ email: p.email, password: p.password });
      const deleted = await p.client.rpc('account_delete');
      expect(deleted).toMatchObject({ status: 200, data: {}, error: null });
    }
    const count = (table: string) =>
      (
        t.server.db
          .prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table === 'users' ? 'id' : 'user_id'} = ?`)
          .get(p.id) as { n: number }
      ).n;
    expect(count('users')).toBe(0);
    expect(count('applications')).toBe(0);
    expect(count('sessions')).toBe(0);
    expect(
      (t.server.db.prepare('SELECT count(*) AS n FROM storage_objects WHERE owner_id = ?').get(p.id) as { n: number })
        .n,
    ).toBe(0);
    const after = await p.client.rpc('application_get');
    expect(after.status).toBe(401);
    const signIn = await t.client().auth.signInWithPassword({ email: p.email, password: p.password });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});

describe('the API surface', () => {
  it('an unknown function is 404 in PostgREST shape, never 500', async () => {
    const p = await person(t);
    const result = await p.client.rpc('drop_all_tables');
    expect(result.status).toBe(404);
    expect(result.error).toMatchObject({ code: 'function_not_found', details: null, hint: null });
    const proto = await p.client.rpc('__proto__');
    expect(proto.status).toBe(404);
  });

  it('no token, a bad token or the anon key alone is 401', async () => {
    const anonymous = await t.client().rpc('application_get');
    expect(anonymous.status).toBe(401);
    const none = await rawRpc(t, 'application_get', '{}', { apikey: ANON_KEY });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      code: 'no_authorization',
      message: expect.any(String),
      details: null,
      hint: null,
    });
    const forged = await rawRpc(t, 'application_get', '{}', { apikey: ANON_KEY, authorization: 'Bearer a.b.c' });
    expect(forged.status).toBe(401);
  });

  it('a missing or wrong apikey is 401', async () => {
    const p = await person(t);
    const missing = await rawRpc(t, 'application_get', '{}', { authorization: `Bearer ${p.accessToken}` });
    expect(missing.status).toBe(401);
    expect((await missing.json()).code).toBe('no_api_key');
    const wrong = await rawRpc(t, 'application_get', '{}', {
      apikey: 'nope',
      authorization: `Bearer ${p.accessToken}`,
    });
    expect((await wrong.json()).code).toBe('invalid_api_key');
  });

  it('answers of 1 MB are refused with 413', async () => {
    const p = await person(t);
    const result = await p.client.rpc('application_save_draft', {
      answers: { other_description: 'x'.repeat(1024 * 1024) },
      version: 0,
    });
    expect(result.status).toBe(413);
    expect(result.error?.code).toBe('request_too_large');
    expect((await p.client.rpc('application_get')).data).toBeNull();
  });

  it('each user is rate limited, and the budget refills with time', async () => {
    const p = await person(t);
    const other = await person(t);
    let status = 200;
    let calls = 0;
    // The bucket refills continuously, so a slow machine may get a few calls more than the limit.
    while (status === 200 && calls < 2 * RPC_RATE_LIMITS.user) {
      status = (
        await rawRpc(t, 'application_get', '{}', { apikey: ANON_KEY, authorization: `Bearer ${p.accessToken}` })
      ).status;
      calls += 1;
    }
    expect(status).toBe(429);
    expect(calls).toBeGreaterThan(RPC_RATE_LIMITS.user);
    const limited = await p.client.rpc('application_get');
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect((await other.client.rpc('application_get')).status).toBe(200);
    t.advance(60_000);
    expect((await p.client.rpc('application_get')).status).toBe(200);
  });

  it('answers CORS preflights for the client headers', async () => {
    const response = await fetch(`${t.url}/rest/v1/rpc/application_get`, {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('staff', () => {
  it('the staff command grants, lists and removes the role', async () => {
    const s = await person(t, { prefix: 'staffcmd' });
    expect(setStaffRole(t.server.db, s.email.toUpperCase(), true)).toBe(true);
    expect(listStaff(t.server.db)).toContain(s.email);
    expect(setStaffRole(t.server.db, s.email, false)).toBe(true);
    expect(listStaff(t.server.db)).not.toContain(s.email);
    expect(setStaffRole(t.server.db, 'nobody@example.com', true)).toBe(false);
  });

  it('applicants calling staff functions get 403', async () => {
    const p = await person(t);
    for (const [name, args] of [
      ['staff_list_applications', {}],
      ['staff_get_application', { id: '00000000-0000-4000-8000-000000000000' }],
      ['staff_set_status', { id: '00000000-0000-4000-8000-000000000000', status: 'in_review' }],
      ['staff_review_document', { id: '00000000-0000-4000-8000-000000000000', status: 'accepted' }],
    ] as const) {
      const result = await p.client.rpc(name, args);
      expect(result.status, name).toBe(403);
      expect(result.error?.code).toBe('not_staff');
    }
  });

  it('a role granted in the database but not in the token, or removed after sign-in, gives no power', async () => {
    const s = await person(t, { staff: true });
    expect((await s.client.rpc('staff_list_applications')).status).toBe(200);
    setStaffRole(t.server.db, s.email, false);
    expect((await s.client.rpc('staff_list_applications')).status).toBe(403);
    const p = await person(t);
    setStaffRole(t.server.db, p.email, true);
    expect((await p.client.rpc('staff_list_applications')).status).toBe(403);
  });

  it('staff list, search and read applications with the applicant name and e-mail', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t, { prefix: 'searchable' });
    const app = await submitted(p);
    const byStatus = await staff.client.rpc('staff_list_applications', { status: 'submitted', per_page: 100 });
    expect(byStatus.error).toBeNull();
    expect(byStatus.data.items.every((i: { status: string }) => i.status === 'submitted')).toBe(true);
    const byEmail = await staff.client.rpc('staff_list_applications', { query: p.email.slice(0, 20).toUpperCase() });
    expect(byEmail.data.total).toBeGreaterThanOrEqual(1);
    expect(byEmail.data.items).toContainEqual(
      expect.objectContaining({ id: app.id, applicant: { name: 'Ana Souza', email: p.email } }),
    );
    const none = await staff.client.rpc('staff_list_applications', { query: '%' });
    expect(none.data).toEqual({ items: [], total: 0 });
    const one = await staff.client.rpc('staff_get_application', { id: app.id });
    expect(one.data).toMatchObject({ id: app.id, status: 'submitted', applicant: { email: p.email } });
    expect(one.data.events[0].actor_id).toBe(p.id);
    const missing = await staff.client.rpc('staff_get_application', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const badPage = await staff.client.rpc('staff_list_applications', { per_page: 1000 });
    expect(badPage.status).toBe(400);
  });

  it('staff list the application unchanged longest first, a page at a time', async () => {
    const staff = await person(t, { staff: true });
    const older = await submitted(await person(t, { prefix: 'queue-order' }));
    t.advance(1000);
    const newer = await submitted(await person(t, { prefix: 'queue-order' }));
    const first = await staff.client.rpc('staff_list_applications', { query: 'queue-order', per_page: 1 });
    expect(first.error).toBeNull();
    expect(first.data.total).toBe(2);
    expect(first.data.items.map((i: { id: string }) => i.id)).toEqual([older.id]);
    const second = await staff.client.rpc('staff_list_applications', { query: 'queue-order', per_page: 1, page: 2 });
    expect(second.data.items.map((i: { id: string }) => i.id)).toEqual([newer.id]);
  });

  it('staff cannot skip the payment: submitted -> in_review is 403 wrong_status, and nothing changes', async () => {
    const staff = await person(t, { staff: true });
    const p = await person(t);
    const app = await submitted(p);
    const skip = await staff.client.rpc('staff_set_status', { id: app.id, status: 'in_review' });
    expect(skip.status).toBe(403);
    expect(skip.error?.code).toBe('wrong_status');
    const bogus = await staff.client.rpc('staff_set_status', { id: app.id, status: 'approved' });
    expect(bogus.status).toBe(400);
    const { data } = await p.client.rpc('application_get');
    expect(data.status).toBe('submitted');
    expect(data.events).toHaveLength(1);
  });
});
