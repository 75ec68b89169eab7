/**
 * Every route of the portal in one place (docs/product.md § Routes). Link with these constants, never with string
 * literals, so a renamed route is a one-line change.
 *
 *   import { paths, stepPath } from '../paths';
 *   <Button href={paths.signup}>…</Button>
 *   navigate(stepPath(3));
 */
export const paths = {
  home: '/',
  process: '/process',
  pricing: '/pricing',
  faq: '/faq',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  support: '/support',
  step1: '/step1',
  step2: '/step2',
  step3: '/step3',
  step4: '/step4',
  step5: '/step5',
  step6: '/step6',
  basicDataForm: '/basic-data-form',
  documents: '/documents',
  profile: '/profile',
  staff: '/staff',
  staffApplication: '/staff/applications/:id',
  account: '/account',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The staff console's page of one application, e.g. `staffApplicationPath(id)`. */
export function staffApplicationPath(id: string): string {
  return paths.staffApplication.replace(':id', encodeURIComponent(id));
}

/**
 * The pages of the step 2 wizard (the application form in the portal itself), in the order they
 * are asked. `/step2` alone resumes at the first page with something missing.
 */
export const wizardPaths = {
  type: '/step2/type',
  name: '/step2/name',
  birth: '/step2/birth',
  foreignAddress: '/step2/foreign-address',
  mailingAddress: '/step2/mailing-address',
  visa: '/step2/visa',
  identity: '/step2/identity',
  previous: '/step2/previous',
  stay: '/step2/stay',
  declaration: '/step2/declaration',
  check: '/step2/check',
  print: '/step2/print',
} as const;

export type WizardPageId = keyof typeof wizardPaths;

/** Total number of steps in the guided journey. */
export const TOTAL_STEPS = 6;

export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** The path of step `n`, e.g. `stepPath(4)` → '/step4'. */
export function stepPath(n: StepNumber): `/step${StepNumber}` {
  return `/step${n}`;
}

/** Routes that may be stored as the last visited step (`lastStep_{email}`, metadata `last_step`). */
export const stepPaths = [
  paths.step1,
  paths.step2,
  paths.step3,
  paths.step4,
  paths.step5,
  paths.step6,
  paths.basicDataForm,
] as const;

export type StepRoute = (typeof stepPaths)[number];

/** True for '/step1'…'/step6' and '/basic-data-form' (anything else is not a resumable step). */
export function isStepRoute(value: unknown): value is StepRoute {
  return typeof value === 'string' && (stepPaths as readonly string[]).includes(value);
}

/** The step number of a step route, or null for the basic data form. */
export function stepNumberOf(path: StepRoute): StepNumber | null {
  const match = /^\/step([1-6])$/.exec(path);
  return match ? (Number(match[1]) as StepNumber) : null;
}

/** Ids of the landing page sections the short routes and the header nav point at. */
export const landingSections = ['process', 'pricing', 'faq', 'contact'] as const;
export type LandingSection = (typeof landingSections)[number];

/** The landing page scrolled to a section, e.g. `sectionHref('faq')` → '/#faq'. */
export function sectionHref(section: LandingSection): string {
  return `${paths.home}#${section}`;
}

/** Routes that need a signed-in user (the guard sends everyone else to /login). */
export const protectedPaths: readonly string[] = [
  ...stepPaths,
  ...Object.values(wizardPaths),
  paths.documents,
  paths.profile,
  paths.staff,
  paths.staffApplication,
  paths.account,
];

/** True when `pathname` matches `pattern`, whose `:name` segments match any one segment. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/** True when `pathname` is a route that needs a signed-in user. */
export function isProtectedPath(pathname: string): boolean {
  return protectedPaths.some((path) => matchesPattern(path, pathname));
}
