import { describe, expect, it } from 'vitest';
import { computeChecklist, missingDocuments, type ChecklistDocument, type W7Answers } from '../../../domain/index.ts';
import { completeAnswers, dependentAnswers, TODAY } from './fixtures.ts';

const docs = (...kinds: ChecklistDocument['kind'][]): ChecklistDocument[] =>
  kinds.map((kind, i) => ({ id: `doc-${i}`, kind }));
const checklist = (answers: W7Answers, uploaded: ChecklistDocument[] = []) =>
  computeChecklist(answers, uploaded, TODAY);
const kinds = (answers: W7Answers, uploaded: ChecklistDocument[] = []) =>
  checklist(answers, uploaded).map((i) => i.kind);
const missing = (answers: W7Answers, uploaded: ChecklistDocument[] = []) =>
  missingDocuments(checklist(answers, uploaded));

const withoutPassport = (overrides: Partial<W7Answers> = {}) =>
  completeAnswers({
    id_document: {
      type: 'dl_state_id',
      issued_by: 'Portugal',
      number: 'D1',
      expires: '2030-01-01',
      never_entered: true,
    },
    ...overrides,
  });

describe('document checklist', () => {
  it('Passport: the only standalone document', () => {
    const answers = completeAnswers();
    expect(kinds(answers)).toEqual(['passport', 'federal_tax_return']);
    const item = checklist(answers, docs('passport'))[0];
    expect(item).toMatchObject({
      kind: 'passport',
      required: true,
      satisfied_by: 'doc-0',
      reason: 'passport_stands_alone',
    });
  });

  it('Without passport: >= 2 documents, together identity + foreign status, one with photo', () => {
    const answers = withoutPassport();
    expect(kinds(answers)).toEqual(['foreign_status_document', 'identity_document', 'photo_id', 'federal_tax_return']);
    // One document proving both is not enough alone.
    expect(missing(answers, docs('national_id', 'federal_tax_return'))).toEqual(['identity_document']);
    // A national ID and a foreign driver's licence together are.
    expect(missing(answers, docs('national_id', 'foreign_drivers_license', 'federal_tax_return'))).toEqual([]);
    // Two documents without foreign status are not.
    expect(missing(answers, docs('us_drivers_license', 'us_state_id', 'federal_tax_return'))).toEqual([
      'foreign_status_document',
    ]);
    // Two documents without a photo are not.
    expect(missing(answers, docs('foreign_voter_card', 'birth_certificate_foreign', 'federal_tax_return'))).toEqual([
      'photo_id',
    ]);
  });

  it('Civil birth certificate: foreign status only when foreign', () => {
    const answers = withoutPassport();
    expect(missing(answers, docs('birth_certificate_us', 'us_drivers_license', 'federal_tax_return'))).toEqual([
      'foreign_status_document',
    ]);
    expect(missing(answers, docs('birth_certificate_foreign', 'us_drivers_license', 'federal_tax_return'))).toEqual([]);
  });

  it('Civil birth certificate: required if under 18 without passport', () => {
    const child = dependentAnswers('2012-01-01');
    expect(kinds(child)).toContain('birth_certificate');
    expect(checklist(child).find((i) => i.kind === 'birth_certificate')?.reason).toBe('under_18_without_passport');
    expect(kinds(dependentAnswers('2000-01-01'))).not.toContain('birth_certificate');
  });

  it('One photo document, unless a dependent under 14 (under 18 if a student)', () => {
    expect(kinds(dependentAnswers('2015-01-01'))).not.toContain('photo_id');
    expect(kinds(dependentAnswers('2010-01-01'))).toContain('photo_id');
    expect(kinds(dependentAnswers('2010-01-01', { dependent_is_student: true }))).not.toContain('photo_id');
    expect(kinds(dependentAnswers('2006-01-01', { dependent_is_student: true }))).toContain('photo_id');
  });

  it('Medical records: for dependents under 6 only', () => {
    const baby = dependentAnswers('2023-01-01');
    expect(missing(baby, docs('medical_records_foreign', 'birth_certificate_foreign', 'medical_records_us'))).toEqual([
      'federal_tax_return',
    ]);
    const adult = withoutPassport();
    expect(missing(adult, docs('medical_records_foreign', 'us_drivers_license', 'federal_tax_return'))).toEqual([
      'foreign_status_document',
    ]);
    const sevenYearOld = dependentAnswers('2018-06-01');
    expect(
      missing(
        sevenYearOld,
        docs('medical_records_foreign', 'birth_certificate_us', 'school_records_us', 'federal_tax_return'),
      ),
    ).toEqual(['foreign_status_document']);
  });

  it('School records: for dependents under 24 only', () => {
    const student = dependentAnswers('2004-01-01');
    expect(missing(student, docs('school_records_foreign', 'us_drivers_license', 'federal_tax_return'))).toEqual([]);
    const older = dependentAnswers('2000-01-01');
    expect(missing(older, docs('school_records_foreign', 'us_drivers_license', 'federal_tax_return'))).toEqual([
      'foreign_status_document',
    ]);
  });

  it('U.S. residency proof for d: under 6 medical/school/state ID/visa', () => {
    const item = checklist(dependentAnswers('2022-01-01')).find((i) => i.kind === 'us_residency_proof');
    expect(item?.reason).toBe('dependent_residency_under_6');
    expect(item?.accepts).toEqual(['medical_records_us', 'school_records_us', 'us_state_id', 'us_visa']);
  });

  it('U.S. residency proof for d: 6-17 school/state ID/DL/visa', () => {
    const item = checklist(dependentAnswers('2015-01-01')).find((i) => i.kind === 'us_residency_proof');
    expect(item?.reason).toBe('dependent_residency_6_to_17');
    expect(item?.accepts).toEqual(['school_records_us', 'us_state_id', 'us_drivers_license', 'us_visa']);
  });

  it('U.S. residency proof for d: 18+ same or U.S. bank/rental/utility statement', () => {
    const answers = dependentAnswers('1990-01-01', { signer: { who: 'applicant', phone: '1' } });
    const item = checklist(answers, docs('us_utility_statement')).find((i) => i.kind === 'us_residency_proof');
    expect(item).toMatchObject({ reason: 'dependent_residency_18_plus', satisfied_by: 'doc-0' });
    expect(item?.accepts).toContain('us_bank_statement');
  });

  it('Passport: dependents need the U.S. entry date in it', () => {
    const answers = dependentAnswers('2015-01-01', {
      id_document: {
        type: 'passport',
        issued_by: 'Brazil',
        number: 'P',
        expires: '2030-01-01',
        entry_date: '2025-01-01',
      },
    });
    expect(checklist(answers)[0]).toMatchObject({ kind: 'passport', reason: 'passport_with_us_entry_date' });
    expect(kinds(answers)).not.toContain('birth_certificate');
  });

  it('f: passport with visa (not CA/MX/BM) and a DSO/RO letter', () => {
    const student = completeAnswers({ reasons: ['f'] });
    expect(kinds(student)).toEqual(['passport', 'us_visa', 'school_letter', 'federal_tax_return']);
    expect(kinds(completeAnswers({ reasons: ['f'], citizenship: ['CA'] }))).toEqual([
      'passport',
      'school_letter',
      'federal_tax_return',
    ]);
    expect(kinds(completeAnswers({ reasons: ['f'], citizenship: ['BR', 'MX'] }))).not.toContain('us_visa');
    expect(kinds(completeAnswers({ reasons: ['f'], citizenship: ['BM'] }))).not.toContain('us_visa');
    // Only the code counts: a name is not a country of the list.
    expect(kinds(completeAnswers({ reasons: ['f'], citizenship: ['Canada'] }))).toContain('us_visa');
  });

  it('g: a copy of the visa', () => {
    expect(kinds(completeAnswers({ reasons: ['g'] }))).toContain('us_visa');
  });

  it('SSN denial letter if SSN was denied', () => {
    expect(kinds(completeAnswers({ ssn_denied: true }))).toContain('ssa_denial_letter');
    expect(kinds(completeAnswers())).not.toContain('ssa_denial_letter');
  });

  it('Exceptions: no return; reason a never attaches one', () => {
    expect(kinds(completeAnswers({ reasons: ['h'], exception: '3' }))).not.toContain('federal_tax_return');
    expect(kinds(completeAnswers({ reasons: ['a'] }))).not.toContain('federal_tax_return');
    expect(kinds(completeAnswers({ reasons: ['b'] }))).toContain('federal_tax_return');
  });

  it('a document a reviewer flagged no longer satisfies an item', () => {
    const flagged: ChecklistDocument[] = [{ id: 'p', kind: 'passport', review_status: 'needs_attention' }];
    expect(checklist(completeAnswers(), flagged)[0]?.satisfied_by).toBeNull();
  });
});
