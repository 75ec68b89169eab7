/**
 * The route table (docs/product.md § Routes). Every page is lazy-loaded: one line per page,
 *
 *   { path: paths.step4, page: lazyPage(() => import('./pages/steps/Step4Page')), handle: stepHandle(4) },
 *
 * where the path comes from `paths.ts` (never a literal: `tests/unit/portal-routes.test.tsx` fails
 * when this table and `paths`/`protectedPaths` disagree) and the page module default-exports its
 * component. `handle.title` names the page for the
 * document title and the screen-reader announcement. Protected routes sit under RequireAuth,
 * /login and /signup under GuestOnly.
 */
import type { ComponentType } from 'react';
import type { AppRoute, RouteHandle } from './app/AppRoutes';
import { GuestOnly, RequireAuth } from './app/guards';
import { titleMessages } from './app/messages';
import { RootLayout } from './app/RootLayout';
import { config } from './config';
import { landingSections, paths, sectionHref, TOTAL_STEPS, wizardPaths, type StepNumber } from './paths';

/** Turns a page module import into a route's `page`. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => (await load()).default;
}

const handle = (title: RouteHandle['title'], titleValues?: RouteHandle['titleValues']): RouteHandle => ({
  title,
  titleValues,
});
/** Matches every address no other route matches: the 404 page. */
export const ANY_OTHER_PATH = '*';

const stepHandle = (step: StepNumber) => handle(titleMessages.step, { step, total: TOTAL_STEPS });

/** Every page of the wizard comes from one module, so the wizard is one route chunk. */
const wizard = () => import('./pages/step2');
type WizardModule = Awaited<ReturnType<typeof wizard>>;
const wizardPage = (name: keyof WizardModule) => async () => (await wizard())[name] as ComponentType;

/**
 * Step 2: the portal's own W-7 wizard, one page per question group under /step2/... (see
 * `wizardPaths`), or the external application form embedded at /step2 when one is configured.
 */
export function step2Routes(native: boolean): AppRoute[] {
  if (!native)
    return [{ path: paths.step2, page: lazyPage(() => import('./pages/steps/Step2Page')), handle: stepHandle(2) }];
  return [
    {
      path: paths.step2,
      page: wizardPage('WizardLayout'),
      handle: stepHandle(2),
      children: [
        { index: true, page: wizardPage('WizardResume') },
        { path: wizardPaths.type, page: wizardPage('TypePage') },
        { path: wizardPaths.name, page: wizardPage('NamePage') },
        { path: wizardPaths.birth, page: wizardPage('BirthPage') },
        { path: wizardPaths.foreignAddress, page: wizardPage('ForeignAddressPage') },
        { path: wizardPaths.mailingAddress, page: wizardPage('MailingAddressPage') },
        { path: wizardPaths.visa, page: wizardPage('VisaPage') },
        { path: wizardPaths.identity, page: wizardPage('IdentityPage') },
        { path: wizardPaths.previous, page: wizardPage('PreviousPage') },
        { path: wizardPaths.stay, page: wizardPage('StayPage') },
        { path: wizardPaths.declaration, page: wizardPage('DeclarationPage') },
        { path: wizardPaths.check, page: wizardPage('CheckPage') },
        { path: wizardPaths.print, page: wizardPage('PrintPage') },
      ],
    },
  ];
}

/**
 * Step 3: the portal's own document checklist (its own route chunk), or the external intake form
 * embedded when one is configured.
 */
export function step3Routes(native: boolean): AppRoute[] {
  return [
    {
      path: paths.step3,
      page: native
        ? lazyPage(() => import('./pages/step3/ChecklistPage'))
        : lazyPage(() => import('./pages/steps/Step3Page')),
      handle: stepHandle(3),
    },
  ];
}

/**
 * The route table; `nativeStep2` chooses the wizard or the embedded form for step 2, `nativeStep3`
 * the checklist or the embedded intake form for step 3.
 */
export function createRoutes({
  nativeStep2,
  nativeStep3 = config.intakeFormUrl === null,
}: {
  nativeStep2: boolean;
  nativeStep3?: boolean;
}): AppRoute[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          index: true,
          page: lazyPage(() => import('./pages/landing/LandingPage')),
          handle: handle(titleMessages.landing),
        },
        ...landingSections.map((section) => ({ path: paths[section], redirect: sectionHref(section) })),
        {
          element: <GuestOnly />,
          children: [
            {
              path: paths.login,
              page: lazyPage(() => import('./pages/auth/LoginPage')),
              handle: handle(titleMessages.login),
            },
            {
              path: paths.signup,
              page: lazyPage(() => import('./pages/auth/SignupPage')),
              handle: handle(titleMessages.signup),
            },
          ],
        },
        {
          path: paths.forgotPassword,
          page: lazyPage(() => import('./pages/auth/ForgotPasswordPage')),
          handle: handle(titleMessages.forgotPassword),
        },
        {
          path: paths.resetPassword,
          page: lazyPage(() => import('./pages/auth/ResetPasswordPage')),
          handle: handle(titleMessages.resetPassword),
        },
        {
          path: paths.support,
          page: lazyPage(() => import('./pages/system/SupportPage')),
          handle: handle(titleMessages.support),
        },
        {
          path: paths.privacy,
          page: lazyPage(() => import('./pages/legal/PrivacyPage')),
          handle: handle(titleMessages.privacy),
        },
        {
          path: paths.terms,
          page: lazyPage(() => import('./pages/legal/TermsPage')),
          handle: handle(titleMessages.terms),
        },
        {
          element: <RequireAuth />,
          children: [
            { path: paths.step1, page: lazyPage(() => import('./pages/steps/Step1Page')), handle: stepHandle(1) },
            ...step2Routes(nativeStep2),
            ...step3Routes(nativeStep3),
            { path: paths.step4, page: lazyPage(() => import('./pages/steps/Step4Page')), handle: stepHandle(4) },
            { path: paths.step5, page: lazyPage(() => import('./pages/steps/Step5Page')), handle: stepHandle(5) },
            { path: paths.step6, page: lazyPage(() => import('./pages/steps/Step6Page')), handle: stepHandle(6) },
            {
              path: paths.basicDataForm,
              page: lazyPage(() => import('./pages/steps/BasicDataFormPage')),
              handle: handle(titleMessages.basicDataForm),
            },
            {
              path: paths.documents,
              page: lazyPage(() => import('./pages/system/DocumentsPage')),
              handle: handle(titleMessages.documents),
            },
            {
              path: paths.profile,
              page: lazyPage(() => import('./pages/system/ProfilePage')),
              handle: handle(titleMessages.profile),
            },
            {
              // Staff only: the guard shows everyone else a page saying so (the server refuses them too).
              page: lazyPage(() => import('./pages/staff/StaffGuard')),
              children: [
                {
                  path: paths.staff,
                  page: lazyPage(() => import('./pages/staff/StaffQueuePage')),
                  handle: handle(titleMessages.staffQueue),
                },
                {
                  path: paths.staffApplication,
                  page: lazyPage(() => import('./pages/staff/StaffApplicationPage')),
                  handle: handle(titleMessages.staffApplication),
                },
              ],
            },
            {
              path: paths.account,
              page: lazyPage(() => import('./pages/account/AccountPage')),
              handle: handle(titleMessages.account),
            },
          ],
        },
        {
          path: ANY_OTHER_PATH,
          page: lazyPage(() => import('./pages/system/NotFoundPage')),
          handle: handle(titleMessages.notFound),
        },
      ],
    },
  ];
}

/** The app's routes: the wizard unless an application form URL was configured at build time. */
export const routes: AppRoute[] = createRoutes({ nativeStep2: config.applicationFormUrl === null });
