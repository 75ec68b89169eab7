/**
 * The order of the wizard's pages, which of them apply to an applicant, which answers each one
 * asks, and where `/step2` resumes. Pure: the rules themselves (what is required, for whom) come
 * from `domain/`, so the portal never keeps a second copy of them.
 */
import { isVisaExempt, reasonOf, validateForSubmit, type FieldError, type W7Answers } from '../../../domain';
import { wizardPaths, type WizardPageId } from '../../paths';

/** The question pages, in the order they are asked (then "check your answers"). */
export const QUESTION_PAGES = [
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
] as const satisfies readonly WizardPageId[];

export type QuestionPageId = (typeof QUESTION_PAGES)[number];

/** The answers each page asks: top-level keys, or dotted prefixes for a part of one. */
export const PAGE_FIELDS: Record<QuestionPageId, readonly string[]> = {
  type: [
    'application_type',
    'reasons',
    'relationship',
    'sponsor',
    'family_role',
    'treaty_claim',
    'exception',
    'other_description',
    'treaty',
  ],
  name: ['name', 'birth_name'],
  birth: ['birth', 'sex', 'citizenship', 'foreign_tax_id'],
  foreignAddress: ['foreign_address', 'relocated_to_us'],
  mailingAddress: ['mailing_address', 'mailing_no_home_delivery'],
  visa: ['visa', 'id_document.entry_date', 'id_document.never_entered'],
  identity: ['id_document', 'dependent_is_student'],
  previous: ['previous_tin', 'ssn_denied'],
  stay: ['stay'],
  declaration: ['signer'],
};

const owns = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}.`);

/** The page that asks the answer at `path` (the visa page wins over identity for the entry date). */
export function pageOfField(path: string): QuestionPageId | undefined {
  const top = path === '' ? undefined : path;
  if (top === undefined) return undefined;
  let best: { page: QuestionPageId; length: number } | undefined;
  for (const page of QUESTION_PAGES) {
    for (const prefix of PAGE_FIELDS[page]) {
      if (owns(prefix, path) && (!best || prefix.length > best.length)) best = { page, length: prefix.length };
    }
  }
  return best?.page;
}

/**
 * Whether a page is asked at all. School or company (line 6g) is only for reason f; every other
 * page holds at least one answer every applicant gives.
 */
export function pageApplies(page: QuestionPageId, answers: W7Answers): boolean {
  if (page === 'stay') return reasonOf(answers) === 'f';
  return true;
}

/** Whether the visa questions are required (reason f, unless a citizen of a visa-exempt country). */
export function visaRequired(answers: W7Answers): boolean {
  return reasonOf(answers) === 'f' && !isVisaExempt(answers);
}

/** The pages this applicant is asked, in order. */
export function applicablePages(answers: W7Answers): QuestionPageId[] {
  return QUESTION_PAGES.filter((page) => pageApplies(page, answers));
}

/** The domain's errors for the answers one page asks. */
export function errorsForPage(errors: readonly FieldError[], page: QuestionPageId): FieldError[] {
  return errors.filter((error) => pageOfField(error.path) === page);
}

/** Everything still missing or wrong, by the domain's submit rules, measured on `today`. */
export function wizardErrors(answers: W7Answers, today: string): FieldError[] {
  return validateForSubmit(answers, { today });
}

/** The first page with something missing, or "check your answers" when nothing is. */
export function resumePage(answers: W7Answers, today: string): QuestionPageId | 'check' {
  const errors = wizardErrors(answers, today);
  return applicablePages(answers).find((page) => errorsForPage(errors, page).length > 0) ?? 'check';
}

/** The page after `page` for these answers ("check your answers" after the last). */
export function nextPage(page: QuestionPageId, answers: W7Answers): QuestionPageId | 'check' {
  const pages = applicablePages(answers);
  const index = pages.indexOf(page);
  return pages[index + 1] ?? 'check';
}

/** The page before `page` (`undefined` before the first: the back link then leads to step 1). */
export function previousPage(page: QuestionPageId | 'check', answers: W7Answers): QuestionPageId | undefined {
  const pages = applicablePages(answers);
  if (page === 'check') return pages.at(-1);
  const index = pages.indexOf(page);
  return index > 0 ? pages[index - 1] : undefined;
}

export function wizardPath(page: WizardPageId): string {
  return wizardPaths[page];
}

/** The wizard page of a pathname, if it is one. */
export function pageOfPath(pathname: string): WizardPageId | undefined {
  const entry = Object.entries(wizardPaths).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return entry?.[0] as WizardPageId | undefined;
}
