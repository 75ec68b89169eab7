import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, type W7Answers } from '../../domain';
import { useApplication } from '../../portal/application/ApplicationContext';
import { checkDocumentFile, classifyApplicationError } from '../../portal/application/ApplicationService';
import { createMemoryApplicationService, MEMORY_USER_ID } from '../../portal/application/memoryApplicationService';
import { PortalProviders } from '../../portal/testing/PortalProviders';
import { studentAnswers } from './application-fixtures';

const TODAY = '2026-11-26';

const pdf = (name = 'passport.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('classifyApplicationError (error codes of the application API)', () => {
  it('reads the version the server holds from a conflict', () => {
    const error = classifyApplicationError({ code: 'version_conflict', details: '{"version":7}', status: 409 });
    expect(error).toMatchObject({ kind: 'version_conflict', currentVersion: 7, status: 409 });
  });

  it('reads field paths from invalid answers and kinds from missing documents', () => {
    const fields = [{ path: 'name.first', code: 'required' }];
    expect(
      classifyApplicationError({ code: 'invalid_answers', details: JSON.stringify(fields), status: 422 }),
    ).toMatchObject({ kind: 'invalid_answers', fields });
    expect(classifyApplicationError({ code: 'missing_documents', details: '["passport"]', status: 422 })).toMatchObject(
      { kind: 'missing_documents', missing: ['passport'] },
    );
  });

  it.each([
    ['wrong_status', 403, 'wrong_status'],
    ['not_owner', 403, 'forbidden'],
    ['bad_jwt', 401, 'session_missing'],
    ['reauthentication_needed', 401, 'reauthentication_needed'],
    ['over_request_rate_limit', 429, 'rate_limited'],
    ['function_not_found', 404, 'not_found'],
    ['internal_error', 500, 'unexpected'],
  ] as const)('maps %s (%i) to %s', (code, status, kind) => {
    expect(classifyApplicationError({ code, status }).kind).toBe(kind);
  });

  it('treats a request without any answer as a network failure', () => {
    expect(classifyApplicationError({ code: '', message: 'TypeError: Failed to fetch' }).kind).toBe('network');
  });

  it('maps storage statuses for files', () => {
    expect(classifyApplicationError({ status: 413 }).kind).toBe('file_too_large');
    expect(classifyApplicationError({ status: 415 }).kind).toBe('file_type');
  });
});

describe('checkDocumentFile', () => {
  it('accepts PDF, JPEG, PNG and HEIC, by type or (without a type) by name', () => {
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: true, ext: 'pdf' });
    expect(checkDocumentFile({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toEqual({ ok: true, ext: 'jpg' });
    expect(checkDocumentFile({ name: 'IMG_1.HEIC', type: '', size: 10 })).toEqual({ ok: true, ext: 'heic' });
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(checkDocumentFile({ name: 'a.docx', type: 'application/msword', size: 10 })).toMatchObject({
      ok: false,
      error: { kind: 'file_type' },
    });
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toMatchObject({ ok: false });
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 })).toMatchObject({
      ok: false,
      error: { kind: 'file_too_large' },
    });
  });
});

describe('createMemoryApplicationService (the same rules as the server)', () => {
  it('creates the application on the first save at version 0, then moves the version on', async () => {
    const app = createMemoryApplicationService({ today: TODAY });
    expect(await app.get()).toEqual({ ok: true, value: null });
    const first = await app.saveDraft({ answers: { reasons: ['f'], name: { first: ' Ana ' } }, version: 0 });
    expect(first).toMatchObject({ ok: true, value: { version: 1 } });
    const got = await app.get();
    expect(got.ok && got.value).toMatchObject({ status: 'draft', version: 1, answers: { name: { first: 'Ana' } } });
    expect(await app.saveDraft({ answers: { reasons: ['f'] }, version: 1 })).toMatchObject({
      ok: true,
      value: { version: 2 },
    });
  });

  it('answers a stale version with a typed conflict naming the current version', async () => {
    const app = createMemoryApplicationService({ application: { answers: { reasons: ['f'] }, version: 3 } });
    app.editElsewhere({ reasons: ['d'] });
    const saved = await app.saveDraft({ answers: { reasons: ['f'] }, version: 3 });
    expect(saved).toMatchObject({ ok: false, error: { kind: 'version_conflict', currentVersion: 4 } });
    expect(app.snapshot()?.answers).toEqual({ reasons: ['d'] });
  });

  it('refuses unknown fields and wrong values the way parseAnswers does', async () => {
    const app = createMemoryApplicationService();
    const saved = await app.saveDraft({ answers: { nmae: 'x' } as unknown as W7Answers, version: 0 });
    expect(saved).toMatchObject({
      ok: false,
      error: { kind: 'invalid_answers', fields: [{ path: 'nmae', code: 'unknown_field' }] },
    });
  });

  it('computes the checklist from the answers and the uploaded documents', async () => {
    const app = createMemoryApplicationService({ today: TODAY, application: { answers: studentAnswers } });
    const kinds = app.snapshot()?.checklist.map((i) => i.kind);
    expect(kinds).toEqual(['passport', 'us_visa', 'school_letter']);
    const uploaded = await app.uploadDocument(pdf(), 'passport');
    expect(uploaded.ok).toBe(true);
    const passport = app.snapshot()?.checklist.find((i) => i.kind === 'passport');
    expect(passport?.satisfied_by).toBe(uploaded.ok ? uploaded.value.id : 'x');
  });

  it('submits only complete answers with every required document, then refuses edits', async () => {
    const app = createMemoryApplicationService({ today: TODAY, application: { answers: { reasons: ['f'] } } });
    const incomplete = await app.submit({ version: 1 });
    expect(incomplete.ok || incomplete.error.kind).toBe('invalid_answers');
    expect(incomplete.ok || incomplete.error.fields?.map((f) => f.path)).toContain('name.first');

    await app.saveDraft({ answers: studentAnswers, version: 1 });
    const missing = await app.submit({ version: 2 });
    expect(missing).toMatchObject({
      ok: false,
      error: { kind: 'missing_documents', missing: ['passport', 'us_visa', 'school_letter'] },
    });

    for (const kind of ['passport', 'us_visa', 'school_letter'] as const) await app.uploadDocument(pdf(), kind);
    const submitted = await app.submit({ version: 2 });
    expect(submitted).toMatchObject({ ok: true, value: { status: 'submitted' } });
    expect(submitted.ok && submitted.value.events.at(-1)).toMatchObject({
      from_status: 'draft',
      to_status: 'submitted',
    });
    expect(await app.saveDraft({ answers: studentAnswers, version: 2 })).toMatchObject({
      ok: false,
      error: { kind: 'wrong_status', currentStatus: 'submitted' },
    });
  });

  it('uploads to <user id>/<uuid>.<ext> with progress, and removes documents', async () => {
    const app = createMemoryApplicationService({ application: {} });
    const progress: number[] = [];
    const uploaded = await app.uploadDocument(pdf('scan.pdf', 4000), 'passport', {
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(progress).toEqual([1000, 2000, 3000, 4000]);
    expect(uploaded.ok && uploaded.value.object_path).toMatch(new RegExp(`^${MEMORY_USER_ID}/[0-9a-f-]{36}\\.pdf$`));
    expect(uploaded.ok && uploaded.value.file_name).toBe('scan.pdf');
    if (!uploaded.ok) return;
    expect(await app.removeDocument(uploaded.value.id)).toEqual({ ok: true, value: undefined });
    expect(app.snapshot()?.documents).toEqual([]);
    expect(app.objects.size).toBe(0);
    expect(await app.removeDocument(uploaded.value.id)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it('checks type and size before uploading anything', async () => {
    const app = createMemoryApplicationService({ application: {} });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await app.uploadDocument(text, 'passport')).toMatchObject({ ok: false, error: { kind: 'file_type' } });
    expect(app.calls).not.toContain('upload');
  });

  it('stops an upload when its signal aborts', async () => {
    const app = createMemoryApplicationService({ application: {}, latency: 40 });
    const controller = new AbortController();
    const upload = app.uploadDocument(pdf(), 'passport', {
      onProgress: () => controller.abort(),
      signal: controller.signal,
    });
    expect(await upload).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(app.snapshot()?.documents).toEqual([]);
  });

  it('fails every call with network while offline, and works again after', async () => {
    const app = createMemoryApplicationService({ offline: true });
    expect(await app.saveDraft({ answers: {}, version: 0 })).toMatchObject({ ok: false, error: { kind: 'network' } });
    app.setOffline(false);
    expect((await app.saveDraft({ answers: {}, version: 0 })).ok).toBe(true);
  });

  it('offers payment only for a submitted application', async () => {
    const app = createMemoryApplicationService({ application: { status: 'draft' } });
    expect(await app.paymentCheckout('en')).toMatchObject({ ok: false, error: { kind: 'wrong_status' } });
    app.setStatus('submitted');
    expect(await app.paymentCheckout('de')).toMatchObject({ ok: true, value: { fields: { lc: 'de' } } });
  });
});

function Probe() {
  const { state, application, error, saveDraft, uploadDocument } = useApplication();
  return (
    <div>
      <p>state: {state}</p>
      <p>version: {application?.version ?? 'none'}</p>
      <p>first: {application?.answers.name?.first ?? '-'}</p>
      <p>documents: {application?.documents.length ?? 0}</p>
      <p>checklist: {application?.checklist.map((i) => `${i.kind}=${i.satisfied_by ? 'yes' : 'no'}`).join(',')}</p>
      <p>error: {error?.kind ?? '-'}</p>
      <button type="button" onClick={() => void saveDraft({ ...application?.answers, name: { first: 'Bea' } })}>
        save
      </button>
      <button type="button" onClick={() => void uploadDocument(pdf(), 'passport')}>
        upload
      </button>
    </div>
  );
}

const user = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

describe('useApplication', () => {
  it('loads the application once for the signed-in user and follows saves and uploads', async () => {
    const app = createMemoryApplicationService({
      today: TODAY,
      application: { answers: { ...studentAnswers, name: { first: 'Ana', last: 'Silva' } }, version: 2 },
    });
    render(
      <PortalProviders path="/probe" user={user} application={app}>
        <Probe />
      </PortalProviders>,
    );
    expect(await screen.findByText('state: ready')).toBeInTheDocument();
    expect(screen.getByText('version: 2')).toBeInTheDocument();
    expect(screen.getByText('checklist: passport=no,us_visa=no,school_letter=no')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('version: 3')).toBeInTheDocument();
    expect(screen.getByText('first: Bea')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    expect(await screen.findByText('documents: 1')).toBeInTheDocument();
    expect(screen.getByText('checklist: passport=yes,us_visa=no,school_letter=no')).toBeInTheDocument();
    expect(app.calls.filter((c) => c === 'get')).toHaveLength(1);
  });

  it('reads the whole record after the first save creates it', async () => {
    const app = createMemoryApplicationService({ today: TODAY });
    render(
      <PortalProviders path="/probe" user={user} application={app}>
        <Probe />
      </PortalProviders>,
    );
    expect(await screen.findByText('state: ready')).toBeInTheDocument();
    expect(screen.getByText('version: none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('version: 1')).toBeInTheDocument();
    expect(screen.getByText('first: Bea')).toBeInTheDocument();
  });

  it('reports a failed read and keeps nothing of another user', async () => {
    const app = createMemoryApplicationService({ offline: true });
    render(
      <PortalProviders path="/probe" user={user} application={app}>
        <Probe />
      </PortalProviders>,
    );
    expect(await screen.findByText('state: error')).toBeInTheDocument();
    expect(screen.getByText('error: network')).toBeInTheDocument();
  });

  it('loads nothing while nobody is signed in', async () => {
    const app = createMemoryApplicationService();
    render(
      <PortalProviders path="/probe" application={app}>
        <Probe />
      </PortalProviders>,
    );
    expect(await screen.findByText('state: idle')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(app.calls).toEqual([]);
    await waitFor(() => expect(screen.getByText('version: none')).toBeInTheDocument());
  });
});
