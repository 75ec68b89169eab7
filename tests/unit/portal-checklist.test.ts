import { describe, expect, it } from 'vitest';
import { computeChecklist, type RequirementKind, type W7Answers } from '../../domain/index.ts';
import type { ApplicationError } from '../../portal/application/ApplicationService';
import {
  checklistView,
  type ChecklistApplication,
  type UploadedDocument,
} from '../../portal/pages/step3/checklistModel';
import { checkFile } from '../../portal/pages/step3/fileCheck';
import { checklistItemId, submitProblemOf } from '../../portal/pages/step3/submitProblems';
import { completeAnswers, dependentAnswers, TODAY } from './domain/fixtures';

const doc = (id: string, kind: UploadedDocument['kind'], review: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id,
  kind,
  file_name: `${id}.pdf`,
  review_status: 'pending',
  review_note: null,
  ...review,
});

/** The application as the server presents it: the checklist computed from answers and documents. */
function application(
  answers: W7Answers,
  documents: UploadedDocument[] = [],
  status: ChecklistApplication['status'] = 'draft',
) {
  return { status, answers, documents, checklist: computeChecklist(answers, documents, TODAY) };
}

describe('checklistView', () => {
  it('shows every item missing, and the application unsatisfied, before any upload', () => {
    const view = checklistView(application(completeAnswers()), TODAY);
    expect(view.entries.map((e) => [e.kind, e.status])).toEqual([
      ['passport', 'missing'],
      ['federal_tax_return', 'missing'],
    ]);
    expect(view.entries[0]?.accepts).toEqual(['passport']);
    expect(view.satisfied).toBe(false);
    expect(view.editable).toBe(true);
  });

  it('gives uploaded, accepted and flagged documents their status, with the reviewer note', () => {
    const documents = [
      doc('p', 'passport', { review_status: 'accepted' }),
      doc('t', 'federal_tax_return', { review_status: 'needs_attention', review_note: 'Page 2 is missing' }),
    ];
    const view = checklistView(application(completeAnswers(), documents, 'changes_requested'), TODAY);
    expect(view.entries.map((e) => [e.kind, e.status, e.document?.id])).toEqual([
      ['passport', 'accepted', 'p'],
      ['federal_tax_return', 'needs_attention', 't'],
    ]);
    expect(view.entries[1]?.document?.review_note).toBe('Page 2 is missing');
    // A flagged document does not count: the application cannot be submitted again yet.
    expect(view.satisfied).toBe(false);
    expect(view.editable).toBe(true);
    expect(view.others).toEqual([]);
  });

  it('is satisfied once every required item has a document, and read-only once submitted', () => {
    const documents = [doc('p', 'passport'), doc('t', 'federal_tax_return')];
    expect(checklistView(application(completeAnswers(), documents), TODAY)).toMatchObject({
      satisfied: true,
      editable: true,
    });
    expect(checklistView(application(completeAnswers(), documents, 'submitted'), TODAY).editable).toBe(false);
    expect(checklistView(application(completeAnswers(), documents), TODAY).entries.map((e) => e.status)).toEqual([
      'uploaded',
      'uploaded',
    ]);
  });

  it('lists documents no item shows (a second copy) so they can be removed', () => {
    const documents = [doc('p1', 'passport'), doc('p2', 'passport')];
    const view = checklistView(application(completeAnswers(), documents), TODAY);
    expect(view.entries[0]?.document?.id).toBe('p1');
    expect(view.others.map((d) => d.id)).toEqual(['p2']);
  });

  it('recomputes the accepted kinds when the backend does not send them (a child under 6 of a U.S. citizen)', () => {
    const app = application(dependentAnswers('2023-01-01'));
    const stripped = { ...app, checklist: app.checklist.map(({ accepts: _accepts, ...item }) => item) };
    const residency = checklistView(stripped, TODAY).entries.find((e) => e.kind === 'us_residency_proof');
    expect(residency?.accepts).toEqual(['medical_records_us', 'school_records_us', 'us_state_id', 'us_visa']);
  });
});

describe('submitProblemOf', () => {
  const refused = (error: Omit<ApplicationError, 'message'>) => submitProblemOf({ message: 'refused', ...error });

  it('names the checklist items no document meets', () => {
    expect(refused({ kind: 'missing_documents', missing: ['passport', 'federal_tax_return'] })).toEqual({
      type: 'missing_documents',
      kinds: ['passport', 'federal_tax_return'],
    });
  });

  it('keeps the answers to change, with their field paths and codes', () => {
    const fields = [{ path: 'name.first', code: 'required' }];
    expect(refused({ kind: 'invalid_answers', fields })).toEqual({ type: 'invalid_answers', fields });
  });

  it('names conflicts and wrong statuses, and calls anything it cannot place unexpected', () => {
    expect(refused({ kind: 'version_conflict', currentVersion: 3 })).toEqual({ type: 'version_conflict' });
    expect(refused({ kind: 'wrong_status', currentStatus: 'submitted' })).toEqual({ type: 'wrong_status' });
    expect(refused({ kind: 'missing_documents', missing: [] })).toEqual({ type: 'unexpected' });
    expect(refused({ kind: 'missing_documents', missing: ['no_such_kind' as RequirementKind] })).toEqual({
      type: 'unexpected',
    });
    expect(refused({ kind: 'network' })).toEqual({ type: 'unexpected' });
  });

  it('gives each checklist item an element id to link to', () => {
    expect(checklistItemId('us_residency_proof')).toBe('checklist-us-residency-proof');
  });
});

describe('checkFile', () => {
  const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj');
  const heicBytes = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);

  it('accepts a PDF and keeps the file as it is', async () => {
    const file = new File([pdfBytes], 'passport.pdf', { type: 'application/pdf' });
    const checked = await checkFile(file);
    expect(checked).toEqual({ ok: true, file });
  });

  it('gives the file the type its content shows (a HEIC photo the browser named no type)', async () => {
    const checked = await checkFile(new File([heicBytes], 'IMG_0001.HEIC', { type: '' }));
    expect(checked.ok && checked.file.type).toBe('image/heic');
    expect(checked.ok && checked.file.name).toBe('IMG_0001.HEIC');
  });

  it('refuses a file whose content is not a supported type, whatever its name', async () => {
    const gif = new File([new TextEncoder().encode('GIF89a and more bytes')], 'scan.pdf', { type: 'application/pdf' });
    expect(await checkFile(gif)).toEqual({ ok: false, problem: 'unsupported_type' });
  });

  it('refuses an empty file and one over 10 MB', async () => {
    expect(await checkFile(new File([], 'empty.pdf'))).toEqual({ ok: false, problem: 'empty' });
    const big = new File([pdfBytes, new Uint8Array(10 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    expect(await checkFile(big)).toEqual({ ok: false, problem: 'too_large' });
  });
});
