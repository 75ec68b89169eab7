/**
 * The frame of the staff console's pages: the step header (logo, "Staff console", language,
 * theme, the staff member's name, logout) over the page's one `<h1>` and its content.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, Heading, Logo, Stack, StepHeader, Text } from '../../../ui';
import { shellMessages } from '../../app/messages';
import { MAIN_ID } from '../../app/navigation';
import { LanguageControl } from '../../layout/LanguageControl';
import { ThemeControl } from '../../layout/ThemeControl';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { stepLayoutMessages } from '../../layout/messages';
import { staffMessages as m } from './messages';
import * as styles from './staff.css';

export interface StaffLayoutProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** Above the title, e.g. the way back to the queue. */
  before?: ReactNode;
  /** Next to or under the title, e.g. the status. */
  intro?: ReactNode;
  children: ReactNode;
}

export function StaffLayout({ title, before, intro, children }: StaffLayoutProps) {
  const intl = useIntl();
  const { user, logout } = useSession();
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
        stepLabel={intl.formatMessage(m.console)}
        languagePicker={<LanguageControl />}
        themeToggle={<ThemeControl />}
        userName={user?.firstName || intl.formatMessage(stepLayoutMessages.userFallback)}
        logoutLabel={intl.formatMessage(stepLayoutMessages.logout)}
        onLogout={() => void logout()}
      />
      <Container as="main" id={MAIN_ID}>
        <div className={styles.main}>
          <Stack gap="large">
            {before}
            <Stack gap="small">
              <Heading level={1} size="large" id="page-title" tabIndex={-1}>
                {title}
              </Heading>
              {intro ? (
                <Text tone="muted" as="div">
                  {intro}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </div>
      </Container>
    </div>
  );
}
