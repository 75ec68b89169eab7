import { describe, expect, it } from 'vitest';
import type { W7Answers } from '../../domain';
import { getAnswer, setAnswer } from '../../portal/pages/step2/answerPaths';
import { countryAnswer, countryCode, countryLabel } from '../../portal/pages/step2/countries';
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
import { studentAnswers } from './application-fixtures';

const TODAY = '2026-11-26';

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
    expect(visaRequired({ reasons: ['f'], citizenship: ['Portugal'] })).toBe(true);
    expect(visaRequired({ reasons: ['f'], citizenship: ['Canada'] })).toBe(false);
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
      birth: { date: '2000-04-02', country: 'Portugal' },
      sex: 'female',
      citizenship: ['Portugal'],
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

  it('reason d for a child under 6 needs the relationship and the sponsor on the first page', () => {
    const child: W7Answers = { ...studentAnswers, reasons: ['d'], birth: { date: '2023-05-01', country: 'Mexico' } };
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
  });

  it('writes nested answers without touching the rest, and drops emptied ones', () => {
    const answers = setAnswer({ name: { first: 'Ana' } }, 'name.last', 'Silva');
    expect(answers).toEqual({ name: { first: 'Ana', last: 'Silva' } });
    expect(setAnswer(answers, 'name.first', '')).toEqual({ name: { last: 'Silva' } });
    expect(setAnswer({ name: { first: 'A' } }, 'name.first', undefined)).toEqual({});
    expect(setAnswer({}, 'citizenship.0', 'Brazil')).toEqual({ citizenship: ['Brazil'] });
    expect(getAnswer({ citizenship: ['Brazil', 'Portugal'] }, 'citizenship.1')).toBe('Portugal');
  });
});

describe('countries', () => {
  it('stores the full English name the domain rules read, and shows it in the reader’s language', () => {
    expect(countryAnswer('MX')).toBe('Mexico');
    expect(countryAnswer('KN')).toBe('Saint Kitts & Nevis');
    expect(countryCode('Mexico')).toBe('MX');
    expect(countryLabel('Germany', 'de')).toBe('Deutschland');
    expect(countryLabel('Somewhere else', 'de')).toBe('Somewhere else');
  });

  it('never stores a name the rules would take for an abbreviation', () => {
    expect(wizardErrors({ citizenship: [countryAnswer('VI'), countryAnswer('US')] }, TODAY)).not.toContainEqual(
      expect.objectContaining({ code: 'abbreviation_not_allowed' }),
    );
  });
});
