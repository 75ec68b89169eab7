// The staff console's rules: which actions each status offers, which of them e-mail the applicant,
// how their fields are checked, and the in-memory StaffService the stories run on.
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../../domain/index.ts';
import { createMemoryStaffService } from '../../portal/application/memoryStaffService';
import { isProtectedPath, staffApplicationPath } from '../../portal/paths';
import { previewKind } from '../../portal/pages/staff/StaffDocuments';
import { readQueueView, queueSearch } from '../../portal/pages/staff/StaffQueuePage';
import {
  actionsFor,
  canReviewDocuments,
  checkAction,
  emailsApplicant,
  localToday,
} from '../../portal/pages/staff/staffActions';
import { anaSeed, ANA_ID, manyApplications, sampleStaffService } from '../../portal/testing/staffFixtures';

describe('the actions of each status', () => {
  it('follow the status machine', () => {
    expect(Object.fromEntries(STATUSES.map((s) => [s, actionsFor(s)]))).toEqual({
      draft: [],
      submitted: [],
      paid: ['start_review'],
      in_review: ['request_changes', 'mark_filed'],
      changes_requested: [],
      filed: ['record_itin', 'record_rejection'],
      itin_issued: [],
      rejected: [],
    });
  });

  it('ask for confirmation exactly where the applicant is e-mailed', () => {
    expect(emailsApplicant('start_review')).toBe(false);
    for (const action of ['request_changes', 'mark_filed', 'record_itin', 'record_rejection'] as const) {
      expect(emailsApplicant(action), action).toBe(true);
    }
  });

  it('allow document reviews between payment and the IRS answer', () => {
    expect(STATUSES.filter(canReviewDocuments)).toEqual([
      'submitted',
      'paid',
      'in_review',
      'changes_requested',
      'filed',
    ]);
  });
});

describe('checking an action before it is sent', () => {
  const today = '2026-11-26';

  it('needs a note for changes and a reason for a rejection', () => {
    expect(checkAction('request_changes', { note: '  ' }, today)).toEqual({ note: 'note_missing' });
    expect(checkAction('request_changes', { note: 'Sign the letter' }, today)).toEqual({});
    expect(checkAction('record_rejection', { note: '' }, today)).toEqual({ note: 'reason_missing' });
    expect(checkAction('start_review', {}, today)).toEqual({});
  });

  it('needs a complete, real filing date that is not in the future', () => {
    expect(checkAction('mark_filed', { filedOn: '' }, today)).toEqual({ filedOn: 'date_missing' });
    expect(checkAction('mark_filed', { filedOn: '2026--05' }, today)).toEqual({ filedOn: 'date_missing' });
    expect(checkAction('mark_filed', { filedOn: '2026-02-30' }, today)).toEqual({ filedOn: 'date_invalid' });
    expect(checkAction('mark_filed', { filedOn: '2026-11-27' }, today)).toEqual({ filedOn: 'date_future' });
    expect(checkAction('mark_filed', { filedOn: '2026-11-26' }, today)).toEqual({});
  });

  it.each([
    ['912-70-1234', true],
    ['912701234', true],
    ['900-50-0000', true],
    ['900-65-0000', true],
    ['900-88-0000', true],
    ['900-92-0000', true],
    ['900-94-0000', true],
    ['900-99-0000', true],
    ['900-49-0000', false],
    ['900-66-0000', false],
    ['900-69-0000', false],
    ['900-89-0000', false],
    ['900-93-0000', false],
    ['812-70-1234', false],
    ['912-70-123', false],
    ['9127O1234', false],
  ])('takes %s as an ITIN: %s', (itin, valid) => {
    expect(checkAction('record_itin', { itin }, today)).toEqual(valid ? {} : { itin: 'itin_invalid' });
  });

  it('needs an ITIN at all', () => {
    expect(checkAction('record_itin', { itin: ' ' }, today)).toEqual({ itin: 'itin_missing' });
  });

  it('measures today on this device', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('the queue view in the address', () => {
  it('reads and writes status, search and page, ignoring nonsense', () => {
    expect(readQueueView(new URLSearchParams('status=paid&q=%20ana%20&page=3'))).toEqual({
      status: 'paid',
      query: 'ana',
      page: 3,
    });
    expect(readQueueView(new URLSearchParams('status=bogus&page=-1'))).toEqual({ status: null, query: '', page: 1 });
    expect(queueSearch({ status: 'in_review', query: 'li wei', page: 2 })).toBe('?status=in_review&q=li+wei&page=2');
    expect(queueSearch({ status: null, query: '', page: 1 })).toBe('');
  });
});

describe('staff routes', () => {
  it('are protected, the application page for any id', () => {
    expect(isProtectedPath('/staff')).toBe(true);
    expect(isProtectedPath(staffApplicationPath(ANA_ID))).toBe(true);
    expect(isProtectedPath('/staff/applications/')).toBe(false);
    expect(isProtectedPath('/staff/applications/a/b')).toBe(false);
    expect(staffApplicationPath('a/b')).toBe('/staff/applications/a%2Fb');
  });
});

describe('previews', () => {
  it('show images and PDFs inline, by type or else by extension', () => {
    expect(previewKind('image/png', 'u/x.png')).toBe('image');
    expect(previewKind('image/jpeg', 'u/x.jpg')).toBe('image');
    expect(previewKind('application/pdf', 'u/x.pdf')).toBe('pdf');
    expect(previewKind('', 'u/x.pdf')).toBe('pdf');
    expect(previewKind('', 'u/x.JPEG')).toBe('image');
    expect(previewKind('image/heic', 'u/x.heic')).toBeNull();
    expect(previewKind('application/octet-stream', 'u/x.pdf')).toBeNull();
  });
});

describe('the in-memory StaffService', () => {
  it('lists the application unchanged longest first, filtered and paged', async () => {
    const staff = sampleStaffService('paid');
    const all = await staff.list();
    expect(all.ok && all.value.items.map((i) => i.applicant.name)).toEqual([
      'Li Wei',
      'Ana Souza',
      'Jonas Müller',
      'María García',
      'João Pereira',
      'Amara Okafor',
      'Kenji Sato',
      '',
    ]);
    const paid = await staff.list({ status: 'paid' });
    expect(paid.ok && paid.value).toMatchObject({ total: 2 });
    const byMail = await staff.list({ query: 'EXAMPLE.DE' });
    expect(byMail.ok && byMail.value.items.map((i) => i.applicant.name)).toEqual(['Jonas Müller']);
    const byName = await staff.list({ query: 'souza' });
    expect(byName.ok && byName.value.total).toBe(1);

    const many = createMemoryStaffService({ applications: manyApplications(45) });
    const third = await many.list({ page: 3 });
    expect(third.ok && third.value).toMatchObject({ total: 45 });
    expect(third.ok && third.value.items.map((i) => i.applicant.name)).toEqual([
      'Applicant 41',
      'Applicant 42',
      'Applicant 43',
      'Applicant 44',
      'Applicant 45',
    ]);
    expect((await many.list({ perPage: 101 })).ok).toBe(false);
  });

  it('counts every status', async () => {
    const counts = await sampleStaffService('paid').counts();
    expect(counts.ok && counts.value).toEqual({
      draft: 1,
      submitted: 1,
      paid: 2,
      in_review: 1,
      changes_requested: 1,
      filed: 1,
      itin_issued: 1,
      rejected: 0,
    });
  });

  it('moves an application only as the status machine allows, with what each move needs', async () => {
    const staff = createMemoryStaffService({ applications: [anaSeed('paid')] });
    const skip = await staff.setStatus({ id: ANA_ID, status: 'filed', filedOn: '2026-11-20' });
    expect(!skip.ok && skip.error).toMatchObject({ kind: 'wrong_status', status: 403 });
    expect((await staff.setStatus({ id: ANA_ID, status: 'in_review' })).ok).toBe(true);
    const noNote = await staff.setStatus({ id: ANA_ID, status: 'changes_requested', note: ' ' });
    expect(!noNote.ok && noNote.error.kind).toBe('invalid_arguments');
    const future = await staff.setStatus({ id: ANA_ID, status: 'filed', filedOn: '2099-01-01' });
    expect(!future.ok && future.error.kind).toBe('invalid_arguments');
    const filed = await staff.setStatus({ id: ANA_ID, status: 'filed', filedOn: '2026-11-20' });
    expect(filed.ok && filed.value).toMatchObject({ status: 'filed', filed_on: '2026-11-20' });
    const badItin = await staff.setStatus({ id: ANA_ID, status: 'itin_issued', itin: '912-93-1234' });
    expect(!badItin.ok && badItin.error).toMatchObject({ kind: 'invalid_arguments', code: 'invalid_itin' });
    const issued = await staff.setStatus({ id: ANA_ID, status: 'itin_issued', itin: '912701234' });
    expect(issued.ok && issued.value).toMatchObject({ status: 'itin_issued', itin: '912-70-1234' });
    expect(staff.snapshot(ANA_ID)?.events.at(-1)).toMatchObject({
      type: 'status',
      from_status: 'filed',
      to_status: 'itin_issued',
      actor: 'staff',
    });
  });

  it('reviews documents only while the application is open to it', async () => {
    const open = createMemoryStaffService({ applications: [anaSeed('in_review')] });
    const doc = open.snapshot(ANA_ID)!.documents[2]!;
    const reviewed = await open.reviewDocument({ id: doc.id, status: 'needs_attention', note: 'Not signed' });
    expect(reviewed.ok && reviewed.value).toMatchObject({
      review_status: 'needs_attention',
      review_note: 'Not signed',
    });
    const closed = createMemoryStaffService({ applications: [anaSeed('itin_issued')] });
    const late = await closed.reviewDocument({ id: closed.snapshot(ANA_ID)!.documents[0]!.id, status: 'accepted' });
    expect(!late.ok && late.error.kind).toBe('wrong_status');
  });

  it('answers 403 to a caller without the staff role', async () => {
    const staff = createMemoryStaffService({ applications: [anaSeed('paid')], staff: false });
    for (const result of [await staff.list(), await staff.counts(), await staff.get(ANA_ID)]) {
      expect(!result.ok && result.error).toMatchObject({ kind: 'forbidden', code: 'not_staff', status: 403 });
    }
  });

  it('hands out the files of known documents only', async () => {
    const staff = sampleStaffService('paid');
    const app = staff.snapshot(ANA_ID)!;
    const visa = await staff.downloadDocument(app.documents[1]!.object_path);
    expect(visa.ok && visa.value.type).toBe('image/png');
    const letter = await staff.downloadDocument(app.documents[2]!.object_path);
    expect(letter.ok && letter.value.type).toBe('application/pdf');
    expect((await staff.downloadDocument('someone/else.pdf')).ok).toBe(false);
  });
});
