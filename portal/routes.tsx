/**
 * The route table (docs/product.md § Routes). Every page is lazy-loaded: one line per page,
 *
 *   { path: paths.step4, lazy: page(() => import('./pages/steps/Step4Page')), handle: stepHandle(4) },
 *
 * where the path comes from `paths.ts` (never a literal: `tests/unit/portal-routes.test.tsx` fails
 * when this table and `paths`/`protectedPaths` disagree) and the page module default-exports its
 * component. `handle.title` names the page for the
 * document title and the screen-reader announcement. Protected routes sit under RequireAuth,
 * /login and /signup under GuestOnly.
 */
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { AppLoadingScreen } from './app/AppLoadingScreen';
import { GuestOnly, RequireAuth } from './app/guards';
import { titleMessages } from './app/messages';
import { RootLayout, type RouteHandle } from './app/RootLayout';
import { RouteErrorPage } from './app/RouteErrorPage';
import { config } from './config';
import { landingSections, paths, sectionHref, TOTAL_STEPS, wizardPaths, type StepNumber } from './paths';

/** Turns a page module import into a route `lazy` function. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
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
const wizardPage = (name: keyof WizardModule) => async () => ({ Component: (await wizard())[name] as ComponentType });

/**
 * Step 2: the portal's own W-7 wizard, one page per question group under /step2/... (see
 * `wizardPaths`), or the external application form embedded at /step2 when one is configured.
 */
export function step2Routes(native: boolean): RouteObject[] {
  if (!native)
    return [{ path: paths.step2, lazy: page(() => import('./pages/steps/Step2Page')), handle: stepHandle(2) }];
  return [
    {
      path: paths.step2,
      lazy: wizardPage('WizardLayout'),
      handle: stepHandle(2),
      children: [
        { index: true, lazy: wizardPage('WizardResume') },
        { path: wizardPaths.type, lazy: wizardPage('TypePage') },
        { path: wizardPaths.name, lazy: wizardPage('NamePage') },
        { path: wizardPaths.birth, lazy: wizardPage('BirthPage') },
        { path: wizardPaths.foreignAddress, lazy: wizardPage('ForeignAddressPage') },
        { path: wizardPaths.mailingAddress, lazy: wizardPage('MailingAddressPage') },
        { path: wizardPaths.visa, lazy: wizardPage('VisaPage') },
        { path: wizardPaths.identity, lazy: wizardPage('IdentityPage') },
        { path: wizardPaths.previous, lazy: wizardPage('PreviousPage') },
        { path: wizardPaths.stay, lazy: wizardPage('StayPage') },
        { path: wizardPaths.declaration, lazy: wizardPage('DeclarationPage') },
        { path: wizardPaths.check, lazy: wizardPage('CheckPage') },
        { path: wizardPaths.print, lazy: wizardPage('PrintPage') },
      ],
    },
  ];
}

/**
 * Step 3: the portal's own document checklist (its own route chunk), or the external intake form
 * embedded when one is configured.
 */
export function step3Routes(native: boolean): RouteObject[] {
  return [
    {
      path: paths.step3,
      lazy: native ? page(() => import('./pages/step3/ChecklistPage')) : page(() => import('./pages/steps/Step3Page')),
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
}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: AppLoadingScreen,
      children: [
        { index: true, lazy: page(() => import('./pages/landing/LandingPage')), handle: handle(titleMessages.landing) },
        ...landingSections.map((section) => ({ path: paths[section], loader: () => redirect(sectionHref(section)) })),
        {
          element: <GuestOnly />,
          children: [
            {
              path: paths.login,
              lazy: page(() => import('./pages/auth/LoginPage')),
              handle: handle(titleMessages.login),
            },
            {
              path: paths.signup,
              lazy: page(() => import('./pages/auth/SignupPage')),
              handle: handle(titleMessages.signup),
            },
          ],
        },
        {
          path: paths.forgotPassword,
          lazy: page(() => import('./pages/auth/ForgotPasswordPage')),
          handle: handle(titleMessages.forgotPassword),
        },
        {
          path: paths.resetPassword,
          lazy: page(() => import('./pages/auth/ResetPasswordPage')),
          handle: handle(titleMessages.resetPassword),
        },
        {
          path: paths.support,
          lazy: page(() => import('./pages/system/SupportPage')),
          handle: handle(titleMessages.support),
        },
        {
          path: paths.privacy,
          lazy: page(() => import('./pages/legal/PrivacyPage')),
          handle: handle(titleMessages.privacy),
        },
        {
          path: paths.terms,
          lazy: page(() => import('./pages/legal/TermsPage')),
          handle: handle(titleMessages.terms),
        },
        {
          element: <RequireAuth />,
          children: [
            { path: paths.step1, lazy: page(() => import('./pages/steps/Step1Page')), handle: stepHandle(1) },
            ...step2Routes(nativeStep2),
            ...step3Routes(nativeStep3),
            { path: paths.step4, lazy: page(() => import('./pages/steps/Step4Page')), handle: stepHandle(4) },
            { path: paths.step5, lazy: page(() => import('./pages/steps/Step5Page')), handle: stepHandle(5) },
            { path: paths.step6, lazy: page(() => import('./pages/steps/Step6Page')), handle: stepHandle(6) },
            {
              path: paths.basicDataForm,
              lazy: page(() => import('./pages/steps/BasicDataFormPage')),
              handle: handle(titleMessages.basicDataForm),
            },
            {
              path: paths.documents,
              lazy: page(() => import('./pages/system/DocumentsPage')),
              handle: handle(titleMessages.documents),
            },
            {
              path: paths.profile,
              lazy: page(() => import('./pages/system/ProfilePage')),
              handle: handle(titleMessages.profile),
            },
            {
              // Staff only: the guard shows everyone else a page saying so (the server refuses them too).
              lazy: page(() => import('./pages/staff/StaffGuard')),
              children: [
                {
                  path: paths.staff,
                  lazy: page(() => import('./pages/staff/StaffQueuePage')),
                  handle: handle(titleMessages.staffQueue),
                },
                {
                  path: paths.staffApplication,
                  lazy: page(() => import('./pages/staff/StaffApplicationPage')),
                  handle: handle(titleMessages.staffApplication),
                },
              ],
            },
            {
              path: paths.account,
              lazy: page(() => import('./pages/account/AccountPage')),
              handle: handle(titleMessages.account),
            },
          ],
        },
        {
          path: ANY_OTHER_PATH,
          lazy: page(() => import('./pages/system/NotFoundPage')),
          handle: handle(titleMessages.notFound),
        },
      ],
    },
  ];
}

/** The app's routes: the wizard unless an application form URL was configured at build time. */
export const routes: RouteObject[] = createRoutes({ nativeStep2: config.applicationFormUrl === null });
