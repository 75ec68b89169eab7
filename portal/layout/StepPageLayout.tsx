/**
 * The frame of every step page and of the basic data form (docs/product.md § Step header): the
 * step header (logo home, where the user is, language, theme, first name, logout) over the step
 * shell (six-step progress with `aria-current="step"`, the page's one `<h1>`, then the content).
 * It also records the page as the user's last step when it mounts (docs/product.md § Session).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Logo, StepHeader, StepShell, Text } from '../../ui';
import { shellMessages, titleMessages } from '../app/messages';
import { MAIN_ID } from '../app/navigation';
import { useHydrated } from '../lib/useHydrated';
import { paths, stepPath, TOTAL_STEPS, type StepNumber, type StepRoute } from '../paths';
import { useRecordLastStep, useSession } from '../session/hooks';
import { LanguageControl } from './LanguageControl';
import { stepLayoutMessages as m } from './messages';
import * as styles from './StepPageLayout.css';
import { ThemeControl } from './ThemeControl';

/** Which page of the journey: a step number, or the basic data form (part of step 1). */
export type JourneyPage = StepNumber | 'basic-data-form';

export interface StepPageLayoutProps {
  /** The page: its step number, or 'basic-data-form'. Sets the header label, the progress and the recorded last step. */
  page: JourneyPage;
  /** The page's `<h1>`. */
  title: string;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Replaces the header's position text, e.g. 'Step 6 of 6 - Complete!'. @default 'Step N of 6', or 'Basic Data Form' */
  headerLabel?: string;
  /** The page content. */
  children: ReactNode;
}

const stepNames = [m.step1, m.step2, m.step3, m.step4, m.step5, m.step6] as const;

/** The route of a journey page. */
export function journeyPath(page: JourneyPage): StepRoute {
  return page === 'basic-data-form' ? paths.basicDataForm : stepPath(page);
}

export function StepPageLayout({ page, title, intro, headerLabel, children }: StepPageLayoutProps) {
  const intl = useIntl();
  const { user, logout } = useSession();
  // Prerendered at build time, the page does not know whose it is: the name (and its initial)
  // is left empty there, for the page's pre-paint script and then the browser to fill in.
  const named = useHydrated();
  useRecordLastStep(journeyPath(page));

  const label =
    headerLabel ??
    (page === 'basic-data-form'
      ? intl.formatMessage(titleMessages.basicDataForm)
      : intl.formatMessage(m.stepOfTotal, { step: page, total: TOTAL_STEPS }));
  // The basic data form is the second half of step 1: the user has not reached the application yet.
  const current = page === 'basic-data-form' ? 1 : page;

  return (
    <div className={styles.page}>
      <StepHeader
        logo={
          <Logo
            name={intl.formatMessage(shellMessages.appName)}
            href={paths.home}
            linkLabel={intl.formatMessage(shellMessages.logoLinkLabel)}
          />
        }
        stepLabel={label}
        languagePicker={<LanguageControl />}
        themeToggle={<ThemeControl />}
        userName={named ? user?.firstName || intl.formatMessage(m.userFallback) : ''}
        logoutLabel={intl.formatMessage(m.logout)}
        onLogout={() => void logout()}
        accountHref={paths.account}
        accountLabel={intl.formatMessage(m.account)}
      />
      <StepShell
        id={MAIN_ID}
        steps={stepNames.map((name) => ({ label: intl.formatMessage(name) }))}
        current={current}
        progressLabel={intl.formatMessage(m.progressLabel)}
        completeLabel={intl.formatMessage(m.statusComplete)}
        currentLabel={intl.formatMessage(m.statusCurrent)}
        upcomingLabel={intl.formatMessage(m.statusUpcoming)}
        stepLabel={(step, total) => intl.formatMessage(m.stepOfTotal, { step, total })}
        title={
          <div className={styles.title}>
            <Heading level={1} size="large" id="page-title" tabIndex={-1}>
              {title}
            </Heading>
            {intro ? (
              <Text size="large" tone="muted" as="div">
                {intro}
              </Text>
            ) : null}
          </div>
        }
      >
        {children}
      </StepShell>
    </div>
  );
}
