/**
 * The answers as rows: by wizard page for "check your answers" (each with its change link), and
 * by Form W-7 line for the print view. Only questions that apply to the applicant are listed.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatW7Date, idExpiryRequired, isDependent, reasonOf, type W7Answers } from '../../../domain';
import { getAnswer } from './answerPaths';
import { countryName, w7CountryName } from './countries';
import { formatDate } from './dates';
import { applicablePages, type QuestionPageId } from './flow';
import { exceptionMessages, q, wizardMessages as m } from './messages';

export interface AnswerRow {
  /** The answer's path (the row's id and the target of its change link). */
  path: string;
  label: MessageDescriptor;
  /** The answer worded for the reader, or '' when not answered. */
  value: string;
}

type Kind = 'text' | 'date' | 'country' | 'bool' | { choices: Record<string, MessageDescriptor> };

interface RowSpec {
  path: string;
  label: MessageDescriptor;
  kind?: Kind;
  /** Listed only when this holds (the question is asked). */
  when?: (answers: W7Answers) => boolean;
  /** The wording of an answer left empty on purpose, when the question is optional for these answers. */
  none?: (answers: W7Answers) => MessageDescriptor | undefined;
}

const reasonLabels: Record<string, MessageDescriptor> = {
  a: q.reasonA,
  b: q.reasonB,
  c: q.reasonC,
  d: q.reasonD,
  e: q.reasonE,
  f: q.reasonF,
  g: q.reasonG,
  h: q.reasonH,
};
const is =
  (...reasons: string[]) =>
  (a: W7Answers) =>
    reasons.includes(reasonOf(a) ?? '');
const treaty = (a: W7Answers) => reasonOf(a) === 'a' || (reasonOf(a) === 'f' && a.treaty_claim === true);

const PAGE_ROWS: Record<QuestionPageId, RowSpec[]> = {
  type: [
    { path: 'application_type', label: q.applicationType, kind: { choices: { new: q.typeNew, renew: q.typeRenew } } },
    { path: 'reasons', label: q.reason, kind: { choices: reasonLabels } },
    { path: 'relationship', label: q.relationship, when: is('d') },
    { path: 'sponsor.name', label: q.sponsorName, when: is('d', 'e') },
    { path: 'sponsor.tin', label: q.sponsorTin, when: is('d', 'e') },
    {
      path: 'family_role',
      label: q.familyRole,
      kind: { choices: { spouse: q.spouse, dependent: q.dependent } },
      when: is('g'),
    },
    { path: 'treaty_claim', label: q.treatyClaim, kind: 'bool', when: is('f') },
    { path: 'treaty.country', label: q.treatyCountry, kind: 'country', when: treaty },
    { path: 'treaty.article', label: q.treatyArticle, when: treaty },
    { path: 'exception', label: q.exception, kind: { choices: exceptionMessages }, when: treaty },
    { path: 'other_description', label: q.otherDescription, when: (a) => treaty(a) || reasonOf(a) === 'h' },
  ],
  name: [
    { path: 'name.first', label: q.first },
    { path: 'name.middle', label: q.middle, when: (a) => !!a.name?.middle },
    { path: 'name.last', label: q.last },
    { path: 'birth_name.first', label: q.birthNameFirst, when: (a) => !!a.birth_name },
    { path: 'birth_name.last', label: q.birthNameLast, when: (a) => !!a.birth_name },
  ],
  birth: [
    { path: 'birth.date', label: q.birthDate, kind: 'date' },
    { path: 'birth.country', label: q.birthCountry, kind: 'country' },
    { path: 'birth.city_state', label: q.birthCity, when: (a) => !!a.birth?.city_state },
    { path: 'sex', label: q.sex, kind: { choices: { male: q.male, female: q.female } } },
    { path: 'citizenship.0', label: q.citizenship, kind: 'country' },
    {
      path: 'citizenship.1',
      label: q.secondCitizenship,
      kind: 'country',
      when: (a) => (a.citizenship?.length ?? 0) > 1,
    },
    { path: 'foreign_tax_id', label: q.foreignTaxId, when: (a) => !!a.foreign_tax_id },
  ],
  foreignAddress: [
    { path: 'relocated_to_us', label: q.relocated, kind: 'bool', when: (a) => a.relocated_to_us === true },
    { path: 'foreign_address.street', label: q.street, when: (a) => a.relocated_to_us !== true || reasonOf(a) === 'b' },
    { path: 'foreign_address.city', label: q.city, when: (a) => a.relocated_to_us !== true || reasonOf(a) === 'b' },
    { path: 'foreign_address.country', label: q.country, kind: 'country' },
  ],
  mailingAddress: [
    { path: 'mailing_address.street', label: q.street },
    { path: 'mailing_address.city', label: q.city },
    { path: 'mailing_address.country', label: q.country, kind: 'country' },
    {
      path: 'mailing_no_home_delivery',
      label: q.noHomeDelivery,
      kind: 'bool',
      when: (a) => a.mailing_no_home_delivery === true,
    },
  ],
  visa: [
    { path: 'visa.type', label: q.visaType, when: (a) => !!a.visa || is('f')(a) },
    { path: 'visa.number', label: q.visaNumber, when: (a) => !!a.visa || is('f')(a) },
    { path: 'visa.expires', label: q.visaExpires, kind: 'date', when: (a) => !!a.visa || is('f')(a) },
    {
      path: 'id_document.never_entered',
      label: q.entered,
      kind: 'bool',
      when: (a) => a.id_document?.never_entered === true,
    },
    {
      path: 'id_document.entry_date',
      label: q.entryDate,
      kind: 'date',
      when: (a) => a.id_document?.never_entered !== true,
    },
  ],
  identity: [
    {
      path: 'id_document.type',
      label: q.idType,
      kind: { choices: { passport: q.idPassport, dl_state_id: q.idDl, uscis: q.idUscis, other: q.idOther } },
    },
    {
      path: 'id_document.other_description',
      label: q.idOtherDescription,
      when: (a) => a.id_document?.type === 'other',
    },
    { path: 'id_document.issued_by', label: q.idIssuedBy },
    { path: 'id_document.number', label: q.idNumber },
    {
      path: 'id_document.expires',
      label: q.idExpires,
      kind: 'date',
      // Another document (a civil birth certificate) may have no expiry date.
      none: (a) => (idExpiryRequired(a) ? undefined : q.idNoExpiry),
    },
    {
      path: 'dependent_is_student',
      label: q.dependentIsStudent,
      kind: 'bool',
      // Asked of dependents from 14 to 17 without a passport; a passport makes it moot.
      when: (a) => a.dependent_is_student === true && isDependent(a) && a.id_document?.type !== 'passport',
    },
  ],
  previous: [
    { path: 'previous_tin.had', label: q.hadTin, kind: { choices: { yes: m.yes, no: m.no } } },
    { path: 'previous_tin.itin', label: q.itin, when: (a) => a.previous_tin?.had === 'yes' },
    { path: 'previous_tin.irsn', label: q.irsn, when: (a) => !!a.previous_tin?.irsn },
    { path: 'ssn_denied', label: q.ssnDenied, kind: 'bool', when: (a) => a.ssn_denied === true },
  ],
  stay: [
    { path: 'stay.institution', label: q.institution },
    { path: 'stay.city_state', label: q.institutionCity },
    { path: 'stay.length', label: q.stayLength },
  ],
  declaration: [
    {
      path: 'signer.who',
      label: q.signerWho,
      kind: {
        choices: {
          applicant: q.signerApplicant,
          parent: q.signerParent,
          guardian: q.signerGuardian,
          power_of_attorney: q.signerPoa,
        },
      },
    },
    { path: 'signer.name', label: q.signerName, when: (a) => !!a.signer?.who && a.signer.who !== 'applicant' },
    { path: 'signer.phone', label: q.signerPhone },
  ],
};

/** Every answer's row, by path (the print view's lines and the questions of the domain's errors). */
const SPECS = new Map(
  Object.values(PAGE_ROWS)
    .flat()
    .map((spec) => [spec.path, spec]),
);

/** The question asked for the answer at `path`, when it has a row of its own. */
export function rowLabel(path: string): MessageDescriptor | undefined {
  return SPECS.get(path)?.label;
}

/** The answer worded for the reader; `onW7` words it as on the English form (MM/DD/YYYY, English country names). */
function word(intl: IntlShape, answers: W7Answers, spec: RowSpec, onW7 = false): string {
  const raw = getAnswer(answers, spec.path);
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') {
    const none = spec.none?.(answers);
    return none ? intl.formatMessage(none) : '';
  }
  const kind = spec.kind ?? 'text';
  if (kind === 'bool') return intl.formatMessage(value === true ? m.yes : m.no);
  if (kind === 'date') return onW7 ? formatW7Date(String(value)) : formatDate(String(value), intl.locale);
  if (kind === 'country') return onW7 ? w7CountryName(String(value)) : countryName(String(value), intl.locale);
  if (kind === 'text') return String(value);
  const choice = kind.choices[String(value)];
  return choice ? intl.formatMessage(choice) : String(value);
}

/** The rows of one page for these answers. */
export function pageRows(intl: IntlShape, answers: W7Answers, page: QuestionPageId): AnswerRow[] {
  return PAGE_ROWS[page]
    .filter((spec) => !spec.when || spec.when(answers))
    .map((spec) => ({ path: spec.path, label: spec.label, value: word(intl, answers, spec) }));
}

/** Every applicable page with its rows, in the order asked. */
export function answerSections(intl: IntlShape, answers: W7Answers) {
  return applicablePages(answers).map((page) => ({ page, rows: pageRows(intl, answers, page) }));
}

/**
 * The print view's lines: the W-7 line number, the question and the answer as it goes on the English
 * form (dates as MM/DD/YYYY, countries by their English names), for the applicant to copy and for staff.
 */
export function w7Lines(
  intl: IntlShape,
  answers: W7Answers,
): { line: string; label: MessageDescriptor; value: string }[] {
  const lines: [string, string][] = [
    ['', 'application_type'],
    ['', 'reasons'],
    ['d', 'relationship'],
    ['d/e', 'sponsor.name'],
    ['d/e', 'sponsor.tin'],
    ['g', 'family_role'],
    ['a/f', 'treaty.country'],
    ['a/f', 'treaty.article'],
    ['', 'exception'],
    ['h', 'other_description'],
    ['1a', 'name.first'],
    ['1a', 'name.middle'],
    ['1a', 'name.last'],
    ['1b', 'birth_name.first'],
    ['1b', 'birth_name.last'],
    ['2', 'mailing_address.street'],
    ['2', 'mailing_address.city'],
    ['2', 'mailing_address.country'],
    ['3', 'foreign_address.street'],
    ['3', 'foreign_address.city'],
    ['3', 'foreign_address.country'],
    ['4', 'birth.date'],
    ['4', 'birth.country'],
    ['4', 'birth.city_state'],
    ['5', 'sex'],
    ['6a', 'citizenship.0'],
    ['6a', 'citizenship.1'],
    ['6b', 'foreign_tax_id'],
    ['6c', 'visa.type'],
    ['6c', 'visa.number'],
    ['6c', 'visa.expires'],
    ['6d', 'id_document.type'],
    ['6d', 'id_document.other_description'],
    ['6d', 'id_document.issued_by'],
    ['6d', 'id_document.number'],
    ['6d', 'id_document.expires'],
    ['6d', 'id_document.entry_date'],
    ['6e', 'previous_tin.had'],
    ['6f', 'previous_tin.itin'],
    ['6f', 'previous_tin.irsn'],
    ['6g', 'stay.institution'],
    ['6g', 'stay.city_state'],
    ['6g', 'stay.length'],
    ['', 'signer.who'],
    ['', 'signer.name'],
    ['', 'signer.phone'],
  ];
  return lines.flatMap(([line, path]) => {
    const spec = SPECS.get(path);
    if (!spec) return [];
    const value = word(intl, answers, spec, true);
    return value ? [{ line, label: spec.label, value }] : [];
  });
}
