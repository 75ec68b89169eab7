import { describe, expect, it } from 'vitest';
import {
  allowedSigners,
  applicantAge,
  dependentStudentQuestionApplies,
  entryDateRequired,
  ID_DOCUMENT_TYPES,
  idExpiryRequired,
  parseAnswers,
  SIGNERS,
  validateForSubmit,
  type W7Answers,
} from '../../../domain/index.ts';
import { completeAnswers, dependentAnswers, TODAY } from './fixtures.ts';

const errorsOf = (answers: W7Answers) => validateForSubmit(answers, { today: TODAY });
const codesAt = (answers: W7Answers, path: string) =>
  errorsOf(answers)
    .filter((e) => e.path === path)
    .map((e) => e.code);

describe('answers schema', () => {
  it('accepts partial answers and trims texts, dropping empty ones', () => {
    const { answers, errors } = parseAnswers({ name: { first: '  Ana ', last: '' }, reasons: ['b'] });
    expect(errors).toEqual([]);
    expect(answers).toEqual({ name: { first: 'Ana' }, reasons: ['b'] });
  });

  it('refuses fields the form does not have, by path', () => {
    expect(parseAnswers({ name: { frist: 'Ana' }, favourite_colour: 'blue' }).errors).toEqual([
      { path: 'name.frist', code: 'unknown_field' },
      { path: 'favourite_colour', code: 'unknown_field' },
    ]);
  });

  it('checks types, choices, dates written YYYY-MM-DD and lengths', () => {
    const { errors } = parseAnswers({
      reasons: ['z'],
      sex: 'x',
      birth: { date: '02/30/1990' },
      visa: { expires: '2025-02-29' },
      name: { first: 'A'.repeat(101) },
      treaty_claim: 'yes',
      citizenship: 'Brazil',
    });
    expect(errors).toEqual([
      { path: 'reasons.0', code: 'invalid_choice' },
      { path: 'sex', code: 'invalid_choice' },
      { path: 'birth.date', code: 'invalid_date' },
      { path: 'visa.expires', code: 'invalid_date' },
      { path: 'name.first', code: 'too_long' },
      { path: 'treaty_claim', code: 'not_boolean' },
      { path: 'citizenship', code: 'not_list' },
    ]);
  });

  it('refuses control characters in a text', () => {
    expect(parseAnswers({ relationship: 'Son\u0000' }).errors).toEqual([
      { path: 'relationship', code: 'invalid_characters' },
    ]);
  });

  it('takes a country only as a listed ISO code, in capitals', () => {
    const { answers, errors } = parseAnswers({
      citizenship: [' MX ', 'XK'],
      birth: { country: 'BR' },
      foreign_address: { country: 'PT' },
      mailing_address: { country: 'US' },
      treaty: { country: 'PT' },
    });
    expect(errors).toEqual([]);
    expect(answers.citizenship).toEqual(['MX', 'XK']);
    expect(
      parseAnswers({
        citizenship: ['Mexico', 'mx', 'ZZ', 'MEX', 3],
        birth: { country: 'Brazil' },
        foreign_address: { country: 'U.K.' },
        mailing_address: { country: 'United States' },
        treaty: { country: 'pt' },
      }).errors,
    ).toEqual([
      { path: 'citizenship.0', code: 'unknown_country' },
      { path: 'citizenship.1', code: 'unknown_country' },
      { path: 'citizenship.2', code: 'unknown_country' },
      { path: 'citizenship.3', code: 'unknown_country' },
      { path: 'citizenship.4', code: 'not_text' },
      { path: 'birth.country', code: 'unknown_country' },
      { path: 'foreign_address.country', code: 'unknown_country' },
      { path: 'mailing_address.country', code: 'unknown_country' },
      { path: 'treaty.country', code: 'unknown_country' },
    ]);
  });

  it('accepts a leap day', () => {
    expect(parseAnswers({ birth: { date: '2024-02-29' } }).errors).toEqual([]);
  });
});

describe('Form W-7 rules', () => {
  it('a complete application has no errors', () => {
    expect(errorsOf(completeAnswers())).toEqual([]);
  });

  it('Header: the application type is required', () => {
    expect(codesAt(completeAnswers({ application_type: undefined }), 'application_type')).toEqual(['required']);
  });

  it('Header: renew => 6e Yes and 6f filled', () => {
    const renewal = completeAnswers({ application_type: 'renew', previous_tin: { had: 'no' } });
    expect(codesAt(renewal, 'previous_tin.had')).toEqual(['renewal_requires_previous_itin']);
    expect(codesAt(renewal, 'previous_tin.itin')).toEqual(['required']);
    expect(
      errorsOf(completeAnswers({ application_type: 'renew', previous_tin: { had: 'yes', itin: '912-70-1234' } })),
    ).toEqual([]);
  });

  it('Header: exactly one reason, renewals too', () => {
    expect(codesAt(completeAnswers({ reasons: undefined }), 'reasons')).toEqual(['required']);
    expect(codesAt(completeAnswers({ reasons: ['b', 'h'] }), 'reasons')).toEqual(['exactly_one']);
    const renewal = completeAnswers({
      application_type: 'renew',
      reasons: [],
      previous_tin: { had: 'yes', itin: '912-70-1234' },
    });
    expect(codesAt(renewal, 'reasons')).toEqual(['required']);
  });

  it('d: relationship to the U.S. citizen or resident alien is required', () => {
    expect(codesAt(dependentAnswers('2015-06-01', { relationship: undefined }), 'relationship')).toEqual(['required']);
  });

  it('d/e: name and SSN/ITIN of that person (9 digits)', () => {
    const spouse = completeAnswers({ reasons: ['e'] });
    expect(codesAt(spouse, 'sponsor.name')).toEqual(['required']);
    expect(codesAt(spouse, 'sponsor.tin')).toEqual(['required']);
    expect(
      codesAt(completeAnswers({ reasons: ['e'], sponsor: { name: 'J', tin: '12345678' } }), 'sponsor.tin'),
    ).toEqual(['invalid_tin']);
    expect(errorsOf(completeAnswers({ reasons: ['e'], sponsor: { name: 'J', tin: '912-88-1234' } }))).toEqual([]);
    expect(errorsOf(completeAnswers({ reasons: ['e'], sponsor: { name: 'J', tin: '123456789' } }))).toEqual([]);
  });

  it('h: the "Other" line is required', () => {
    expect(codesAt(completeAnswers({ reasons: ['h'] }), 'other_description')).toEqual(['required']);
  });

  it('a: also h with Exception 1/2; treaty country and article', () => {
    const treaty = completeAnswers({ reasons: ['a'] });
    expect(codesAt(treaty, 'exception')).toEqual(['required']);
    expect(codesAt(treaty, 'other_description')).toEqual(['required']);
    expect(codesAt(treaty, 'treaty.country')).toEqual(['required']);
    expect(codesAt(treaty, 'treaty.article')).toEqual(['required']);
    const mortgage = completeAnswers({ reasons: ['a'], exception: '3' });
    expect(codesAt(mortgage, 'exception')).toEqual(['treaty_exception_required']);
    const ok = completeAnswers({
      reasons: ['a'],
      exception: '1d',
      other_description: 'Exception 1d-Pension Income',
      treaty: { country: 'PT', article: '20' },
    });
    expect(errorsOf(ok)).toEqual([]);
  });

  it('a/f: treaty country == line 3 country', () => {
    const answers = completeAnswers({
      reasons: ['a'],
      exception: '2c',
      other_description: 'Exception 2c-Scholarship',
      treaty: { country: 'ES', article: '21' },
    });
    expect(codesAt(answers, 'treaty.country')).toEqual(['treaty_country_mismatch']);
    const same = { ...answers, treaty: { country: 'PT', article: '21' } };
    expect(codesAt(same, 'treaty.country')).toEqual([]);
    // Codes are compared as written: a name, or a code in small letters, is no country at all.
    expect(codesAt({ ...answers, treaty: { country: 'Portugal', article: '21' } }, 'treaty.country')).toEqual([
      'unknown_country',
    ]);
    expect(codesAt({ ...answers, treaty: { country: 'pt', article: '21' } }, 'treaty.country')).toEqual([
      'unknown_country',
    ]);
  });

  it('f with a treaty claim needs the exception, treaty country and article', () => {
    const student = studentAnswers({ treaty_claim: true });
    expect(codesAt(student, 'exception')).toEqual(['required']);
    expect(codesAt(student, 'treaty.article')).toEqual(['required']);
    expect(errorsOf(studentAnswers())).toEqual([]);
  });

  it('1a: first and last name are required', () => {
    const answers = completeAnswers({ name: { middle: 'M' } });
    expect(codesAt(answers, 'name.first')).toEqual(['required']);
    expect(codesAt(answers, 'name.last')).toEqual(['required']);
  });

  it('2: mailing address always', () => {
    const answers = completeAnswers({ mailing_address: undefined });
    expect(errorsOf(answers).map((e) => e.path)).toEqual([
      'mailing_address.street',
      'mailing_address.city',
      'mailing_address.country',
    ]);
  });

  it('2: USPS P.O. box only if no delivery to the physical address', () => {
    const box = { street: 'P.O. Box 1234', city: 'Miami', country: 'US' };
    expect(codesAt(completeAnswers({ mailing_address: box }), 'mailing_address.street')).toEqual([
      'po_box_needs_no_home_delivery',
    ]);
    expect(errorsOf(completeAnswers({ mailing_address: box, mailing_no_home_delivery: true }))).toEqual([]);
  });

  it('2: no private mailbox', () => {
    const pmb = { street: '100 Main St PMB 12', city: 'Miami', country: 'US' };
    expect(
      codesAt(completeAnswers({ mailing_address: pmb, mailing_no_home_delivery: true }), 'mailing_address.street'),
    ).toEqual(['private_mailbox_not_allowed']);
  });

  it('3: foreign address without a P.O. box', () => {
    const foreign = { street: 'Caixa Postal 55', city: 'Recife', country: 'BR' };
    expect(codesAt(completeAnswers({ foreign_address: foreign }), 'foreign_address.street')).toEqual([
      'po_box_not_allowed',
    ]);
  });

  it('3: if relocated to the U.S., country only', () => {
    const relocated = completeAnswers({
      reasons: ['c'],
      relocated_to_us: true,
      foreign_address: { country: 'BR' },
      id_document: { ...completeAnswers().id_document, never_entered: undefined, entry_date: '2020-01-01' },
    });
    expect(errorsOf(relocated)).toEqual([]);
  });

  it('3: reason b needs the full address', () => {
    const answers = completeAnswers({ relocated_to_us: true, foreign_address: { country: 'BR' } });
    expect(errorsOf(answers).map((e) => e.path)).toEqual(['foreign_address.street', 'foreign_address.city']);
  });

  it('4: date and country of birth; the birth date is not in the future', () => {
    expect(codesAt(completeAnswers({ birth: { city_state: 'Recife' } }), 'birth.date')).toEqual(['required']);
    expect(codesAt(completeAnswers({ birth: { city_state: 'Recife' } }), 'birth.country')).toEqual(['required']);
    expect(codesAt(completeAnswers({ birth: { date: '2026-03-16', country: 'BR' } }), 'birth.date')).toEqual([
      'in_future',
    ]);
  });

  it('5: male or female', () => {
    expect(codesAt(completeAnswers({ sex: undefined }), 'sex')).toEqual(['required']);
  });

  it('6a: countries of citizenship, each a listed code', () => {
    expect(codesAt(completeAnswers({ citizenship: undefined }), 'citizenship')).toEqual(['required']);
    expect(errorsOf(completeAnswers({ citizenship: ['MX'] }))).toEqual([]);
    const answers = completeAnswers({ citizenship: ['Mexico', 'BR', 'U.K.', 'br'] });
    expect(errorsOf(answers)).toEqual([
      { path: 'citizenship.0', code: 'unknown_country' },
      { path: 'citizenship.2', code: 'unknown_country' },
      { path: 'citizenship.3', code: 'unknown_country' },
    ]);
  });

  it('2, 3 and 4: the countries of the addresses and of birth are listed codes', () => {
    const answers = completeAnswers({
      mailing_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'Portugal' },
      foreign_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PRT' },
      birth: { date: '1990-04-02', country: 'Brasil' },
    });
    expect(errorsOf(answers)).toEqual([
      { path: 'mailing_address.country', code: 'unknown_country' },
      { path: 'foreign_address.country', code: 'unknown_country' },
      { path: 'birth.country', code: 'unknown_country' },
    ]);
  });

  it('6c: a visa has type, number and expiry', () => {
    const answers = completeAnswers({ visa: { type: 'F-1' } });
    expect(errorsOf(answers).map((e) => e.path)).toEqual(['visa.number', 'visa.expires']);
  });

  it('6d: the ID document is described and unexpired', () => {
    const answers = completeAnswers({ id_document: { type: 'other', expires: '2026-03-14', never_entered: true } });
    expect(errorsOf(answers)).toEqual([
      { path: 'id_document.other_description', code: 'required' },
      { path: 'id_document.issued_by', code: 'required' },
      { path: 'id_document.number', code: 'required' },
      { path: 'id_document.expires', code: 'expired' },
    ]);
  });

  it('6d: the expiry date is required for a passport, a license or state ID and a USCIS document, not another document', () => {
    for (const type of ID_DOCUMENT_TYPES) {
      expect(idExpiryRequired({ id_document: { type } }), type).toBe(type !== 'other');
      const id = { ...completeAnswers().id_document, type, other_description: 'Birth certificate', expires: undefined };
      expect(codesAt(completeAnswers({ id_document: id }), 'id_document.expires'), type).toEqual(
        type === 'other' ? [] : ['required'],
      );
    }
    // Until the type is chosen, the date counts as required.
    expect(idExpiryRequired({})).toBe(true);
  });

  it('6d: a birth certificate without an expiry date completes a child dependent’s application', () => {
    const birthCertificate = (expires: string | undefined) =>
      dependentAnswers('2022-06-01', { id_document: { ...dependentAnswers('2022-06-01').id_document, expires } });
    expect(errorsOf(birthCertificate(undefined))).toEqual([]);
    // A date given is still checked.
    expect(codesAt(birthCertificate('2026-03-14'), 'id_document.expires')).toEqual(['expired']);
    expect(codesAt(birthCertificate('2026-03-15'), 'id_document.expires')).toEqual([]);
  });

  it('6d: date of entry, or "Never entered the United States"', () => {
    const id = { ...completeAnswers().id_document, never_entered: undefined };
    expect(codesAt(completeAnswers({ id_document: id }), 'id_document.entry_date')).toEqual([
      'entry_date_or_never_entered',
    ]);
    expect(
      codesAt(completeAnswers({ id_document: { ...id, entry_date: '2027-01-01' } }), 'id_document.entry_date'),
    ).toEqual(['in_future']);
    expect(
      codesAt(completeAnswers({ id_document: { ...id, entry_date: '1980-01-01' } }), 'id_document.entry_date'),
    ).toEqual(['before_birth']);
  });

  it('6d: entry date for c, d, g', () => {
    for (const reason of ['c', 'd', 'g'] as const) {
      const answers = completeAnswers({ reasons: [reason] });
      expect(codesAt(answers, 'id_document.entry_date')).toEqual(['required']);
    }
  });

  it('6e/6f: an earlier ITIN (9XX-XX-XXXX, valid middle digits) or IRSN (3-2-4)', () => {
    expect(codesAt(completeAnswers({ previous_tin: undefined }), 'previous_tin.had')).toEqual(['required']);
    expect(codesAt(completeAnswers({ previous_tin: { had: 'yes' } }), 'previous_tin.itin')).toEqual(['required']);
    expect(
      codesAt(completeAnswers({ previous_tin: { had: 'yes', itin: '912-93-1234' } }), 'previous_tin.itin'),
    ).toEqual(['invalid_itin']);
    expect(
      codesAt(completeAnswers({ previous_tin: { had: 'yes', irsn: '12-345-6789' } }), 'previous_tin.irsn'),
    ).toEqual(['invalid_irsn']);
    expect(errorsOf(completeAnswers({ previous_tin: { had: 'yes', irsn: '123-45-6789' } }))).toEqual([]);
  });

  it('6g: college or company, city/state and length of stay for reason f', () => {
    const student = studentAnswers({ stay: undefined });
    expect(errorsOf(student).map((e) => e.path)).toEqual(['stay.institution', 'stay.city_state', 'stay.length']);
  });

  it('f: a visa unless a citizen of Canada, Mexico or Bermuda', () => {
    expect(errorsOf(studentAnswers({ visa: undefined })).map((e) => e.path)).toEqual([
      'visa.type',
      'visa.number',
      'visa.expires',
    ]);
    expect(errorsOf(studentAnswers({ visa: undefined, citizenship: ['MX'] }))).toEqual([]);
    expect(errorsOf(studentAnswers({ visa: undefined, citizenship: ['BR', 'CA'] }))).toEqual([]);
    expect(errorsOf(studentAnswers({ visa: undefined, citizenship: ['BM'] }))).toEqual([]);
    // A name is no code: it neither exempts the student nor passes as a country.
    expect(errorsOf(studentAnswers({ visa: undefined, citizenship: ['Canada'] })).map((e) => e.path)).toEqual([
      'citizenship.0',
      'visa.type',
      'visa.number',
      'visa.expires',
    ]);
  });

  it('g: whether spouse or dependent of the visa holder', () => {
    expect(codesAt(completeAnswers({ reasons: ['g'] }), 'family_role')).toEqual(['required']);
  });

  it('Who signs: a dependent under 18 -> parent or court-appointed guardian', () => {
    const child = dependentAnswers('2015-06-01', { signer: { who: 'applicant', phone: '1' } });
    expect(codesAt(child, 'signer.who')).toEqual(['minor_needs_parent_or_guardian']);
    expect(errorsOf(dependentAnswers('2015-06-01'))).toEqual([]);
  });

  it('Who signs: 18+ -> applicant, guardian, or Form 2848 appointee', () => {
    expect(codesAt(completeAnswers({ signer: { who: 'parent', name: 'M', phone: '1' } }), 'signer.who')).toEqual([
      'adult_signs_for_self',
    ]);
    expect(errorsOf(completeAnswers({ signer: { who: 'power_of_attorney', name: 'Lee', phone: '1' } }))).toEqual([]);
    expect(codesAt(completeAnswers({ signer: { who: 'guardian', phone: '1' } }), 'signer.name')).toEqual(['required']);
  });

  it('Who signs: the signers offered at each age are exactly those the rules accept', () => {
    expect(allowedSigners(4)).toEqual(['parent', 'guardian']);
    expect(allowedSigners(17)).toEqual(['parent', 'guardian']);
    expect(allowedSigners(18)).toEqual(['applicant', 'guardian', 'power_of_attorney']);
    expect(allowedSigners(undefined)).toEqual(SIGNERS);
    for (const birthDate of ['2022-06-01', '2008-06-01', '1990-06-01']) {
      const age = applicantAge({ birth: { date: birthDate } }, TODAY);
      for (const who of SIGNERS) {
        const answers = dependentAnswers(birthDate, { signer: { who, name: 'Maria Souza', phone: '1' } });
        expect(codesAt(answers, 'signer.who'), `${who} at ${age}`).toEqual(
          allowedSigners(age).includes(who)
            ? []
            : [age! < 18 ? 'minor_needs_parent_or_guardian' : 'adult_signs_for_self'],
        );
      }
    }
  });

  it('6d: the date of entry is required for reasons c, d and g only', () => {
    for (const reason of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const) {
      expect(entryDateRequired({ reasons: [reason] }), reason).toBe(['c', 'd', 'g'].includes(reason));
    }
    const never = dependentAnswers('2022-06-01', {
      id_document: { ...dependentAnswers('2022-06-01').id_document, entry_date: undefined, never_entered: true },
    });
    expect(codesAt(never, 'id_document.entry_date')).toEqual(['required']);
  });

  it('Dependents are asked whether they study only from 14 to 17 without a passport', () => {
    const at = (birthDate: string, type: 'passport' | 'other' = 'other', reasons: W7Answers['reasons'] = ['d']) =>
      dependentStudentQuestionApplies(
        dependentAnswers(birthDate, {
          reasons,
          family_role: 'dependent',
          id_document: { ...dependentAnswers(birthDate).id_document, type },
        }),
        TODAY,
      );
    expect(at('2022-06-01')).toBe(false);
    expect(at('2011-06-01')).toBe(true);
    expect(at('2011-06-01', 'passport')).toBe(false);
    expect(at('2011-06-01', 'other', ['g'])).toBe(true);
    expect(at('2011-06-01', 'other', ['e'])).toBe(false);
    expect(at('2000-06-01')).toBe(false);
  });

  it('Sign: a phone number', () => {
    expect(codesAt(completeAnswers({ signer: { who: 'applicant' } }), 'signer.phone')).toEqual(['required']);
  });
});

function studentAnswers(overrides: Partial<W7Answers> = {}): W7Answers {
  return completeAnswers({
    reasons: ['f'],
    visa: { type: 'F-1', number: 'V123', expires: '2027-08-01' },
    stay: { institution: 'State University', city_state: 'Austin, TX', length: '2 years' },
    ...overrides,
  });
}
