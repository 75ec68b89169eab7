import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type W7Answers } from '../../domain';
import { getAnswer, setAnswer } from '../../portal/pages/step2/answerPaths';
import { countryName, countryOptions, w7CountryName } from '../../portal/pages/step2/countries';
import {
  applicablePages,
  errorsForPage,
  nextPage,
  pageOfField,
  previousPage,
  resumePage,
  visaRequired,
  wizardErrors,
} from '../../portal/pages/step2/flow';
import { formatDate } from '../../portal/pages/step2/dates';
import { pageRows, w7Lines } from '../../portal/pages/step2/summary';
import { studentAnswers } from './application-fixtures';
import { compiledCatalog } from './i18n-helpers';

const TODAY = '2026-11-26';

/** A child of 4 without a passport (reason d), identified by a birth certificate. */
const birthCertificateChild: W7Answers = {
  ...studentAnswers,
  reasons: ['d'],
  visa: undefined,
  stay: undefined,
  exception: undefined,
  relationship: 'Daughter',
  sponsor: { name: 'Maria Silva', tin: '123-45-6789' },
  birth: { date: '2022-06-01', country: 'MX' },
  citizenship: ['MX'],
  id_document: {
    type: 'other',
    other_description: 'Birth certificate',
    issued_by: 'Mexico',
    number: 'A-1234',
    entry_date: '2025-01-10',
  },
  signer: { who: 'parent', name: 'Maria Silva', phone: '+1 617 555 0100' },
};

describe('which wizard pages apply', () => {
  it.each(['a', 'b', 'c', 'd', 'e', 'g', 'h'] as const)('reason %s skips the school or company page', (reason) => {
    expect(applicablePages({ reasons: [reason] })).not.toContain('stay');
  });

  it('reason f (student, professor, researcher) is asked for the school or company (line 6g)', () => {
    expect(applicablePages({ reasons: ['f'] })).toEqual([
      'type',
      'name',
      'birth',
      'foreignAddress',
      'mailingAddress',
      'visa',
      'identity',
      'previous',
      'stay',
      'declaration',
    ]);
  });

  it('requires the visa for reason f unless the applicant is a citizen of a visa-exempt country', () => {
    expect(visaRequired({ reasons: ['f'], citizenship: ['PT'] })).toBe(true);
    expect(visaRequired({ reasons: ['f'], citizenship: ['CA'] })).toBe(false);
    expect(visaRequired({ reasons: ['b'] })).toBe(false);
  });

  it('moves forward and back over the pages that apply only', () => {
    expect(nextPage('previous', { reasons: ['f'] })).toBe('stay');
    expect(nextPage('previous', { reasons: ['d'] })).toBe('declaration');
    expect(nextPage('declaration', { reasons: ['d'] })).toBe('check');
    expect(previousPage('declaration', { reasons: ['d'] })).toBe('previous');
    expect(previousPage('check', { reasons: ['f'] })).toBe('declaration');
    expect(previousPage('type', {})).toBeUndefined();
  });
});

describe('where /step2 resumes', () => {
  it('starts a new applicant at the reason', () => {
    expect(resumePage({}, TODAY)).toBe('type');
    expect(resumePage({ name: { first: 'Ana', last: 'Silva' } }, TODAY)).toBe('type');
  });

  it('goes to the first page with something missing', () => {
    const halfway: W7Answers = {
      application_type: 'new',
      reasons: ['f'],
      treaty_claim: false,
      name: { first: 'Ana', last: 'Silva' },
      birth: { date: '2000-04-02', country: 'PT' },
      sex: 'female',
      citizenship: ['PT'],
    };
    expect(resumePage(halfway, TODAY)).toBe('foreignAddress');
  });

  it('sends a complete application to "check your answers"', () => {
    expect(resumePage(studentAnswers, TODAY)).toBe('check');
  });

  it('stops at the page of a rule broken by a later change (an expired document)', () => {
    const expired = { ...studentAnswers, id_document: { ...studentAnswers.id_document, expires: '2026-01-01' } };
    expect(resumePage(expired, TODAY)).toBe('identity');
  });

  it('lets a child without a passport go on with a birth certificate that has no expiry date', () => {
    const child: W7Answers = {
      ...birthCertificateChild,
      id_document: { ...birthCertificateChild.id_document, expires: undefined },
    };
    expect(resumePage(child, TODAY)).toBe('check');
    // A passport, a license or state ID and a USCIS document still need the date.
    const passport = { ...child, id_document: { ...child.id_document, type: 'passport' as const } };
    expect(resumePage(passport, TODAY)).toBe('identity');
    expect(errorsForPage(wizardErrors(passport, TODAY), 'identity')).toEqual([
      { path: 'id_document.expires', code: 'required' },
    ]);
  });

  it('reason d for a child under 6 needs the relationship and the sponsor on the first page', () => {
    const child: W7Answers = { ...studentAnswers, reasons: ['d'], birth: { date: '2023-05-01', country: 'MX' } };
    expect(resumePage(child, TODAY)).toBe('type');
    const paths = errorsForPage(wizardErrors(child, TODAY), 'type').map((e) => e.path);
    expect(paths).toEqual(['relationship', 'sponsor.name', 'sponsor.tin']);
  });
});

describe('answers by path', () => {
  it('puts every domain error on the page that asks it', () => {
    expect(pageOfField('id_document.entry_date')).toBe('visa');
    expect(pageOfField('id_document.number')).toBe('identity');
    expect(pageOfField('citizenship.1')).toBe('birth');
    expect(pageOfField('treaty.country')).toBe('type');
    expect(pageOfField('signer.phone')).toBe('declaration');
    // Asked with the identity document, once the age and the kind of document are known.
    expect(pageOfField('dependent_is_student')).toBe('identity');
  });

  it('writes nested answers without touching the rest, and drops emptied ones', () => {
    const answers = setAnswer({ name: { first: 'Ana' } }, 'name.last', 'Silva');
    expect(answers).toEqual({ name: { first: 'Ana', last: 'Silva' } });
    expect(setAnswer(answers, 'name.first', '')).toEqual({ name: { last: 'Silva' } });
    expect(setAnswer({ name: { first: 'A' } }, 'name.first', undefined)).toEqual({});
    expect(setAnswer({}, 'citizenship.0', 'BR')).toEqual({ citizenship: ['BR'] });
    expect(getAnswer({ citizenship: ['BR', 'PT'] }, 'citizenship.1')).toBe('PT');
  });
});

describe('countries', () => {
  it('lists every code of the domain, named and sorted in the reader’s language', () => {
    const options = countryOptions('de');
    expect(options.map((o) => o.code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options.find((o) => o.code === 'MX')?.label).toBe('Mexiko');
    expect(options.find((o) => o.code === 'DE')?.label).toBe('Deutschland');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
  });

  it('names a stored code in the reader’s language, and in English as on the W-7', () => {
    expect(countryName('MX', 'de')).toBe('Mexiko');
    expect(countryName('MX', 'es')).toBe('México');
    expect(w7CountryName('MX')).toBe('Mexico');
    expect(w7CountryName('KN')).toBe('Saint Kitts & Nevis');
    expect(w7CountryName('VI')).toBe('United States Virgin Islands');
    expect(countryName('Somewhere else', 'de')).toBe('Somewhere else');
    expect(countryName(undefined, 'de')).toBe('');
  });

  it('the rules take the codes the lists store, and refuse names', () => {
    const errors = (citizenship: string[]) =>
      wizardErrors({ ...studentAnswers, citizenship }, TODAY).filter((e) => e.path.startsWith('citizenship'));
    expect(
      errors(
        countryOptions('zh')
          .map((o) => o.code)
          .slice(0, 5),
      ),
    ).toEqual([]);
    expect(errors(['Mexico'])).toEqual([{ path: 'citizenship.0', code: 'unknown_country' }]);
  });
});

describe('the answers as rows', () => {
  const intlIn = (locale: 'en' | 'de') => createIntl({ locale, messages: compiledCatalog(locale) });
  const expiryRow = (answers: W7Answers, locale: 'en' | 'de' = 'en') =>
    pageRows(intlIn(locale), answers, 'identity').find((row) => row.path === 'id_document.expires');
  const expiryLine = (answers: W7Answers) =>
    w7Lines(intlIn('en'), answers).find((line) => line.label.id === 'wizard.q.idExpires');
  const noExpiry = {
    ...birthCertificateChild,
    id_document: { ...birthCertificateChild.id_document, expires: undefined },
  };

  it('says another document has no expiry date, on "check your answers" and on line 6d of the print view', () => {
    expect(expiryRow(noExpiry)?.value).toBe('No expiry date');
    expect(expiryRow(noExpiry, 'de')?.value).toBe('Kein Ablaufdatum');
    expect(expiryLine(noExpiry)).toMatchObject({ line: '6d', value: 'No expiry date' });
  });

  it('shows an expiry date given, and leaves a missing one of a passport unanswered', () => {
    const dated = { ...noExpiry, id_document: { ...noExpiry.id_document, expires: '2031-05-20' } };
    expect(expiryLine(dated)).toMatchObject({ line: '6d', value: '05/20/2031' });
    expect(expiryRow(dated)?.value).toBe(formatDate('2031-05-20', 'en'));
    const passport = { ...noExpiry, id_document: { ...noExpiry.id_document, type: 'passport' as const } };
    expect(expiryRow(passport)?.value).toBe('');
    expect(expiryLine(passport)).toBeUndefined();
  });
});
