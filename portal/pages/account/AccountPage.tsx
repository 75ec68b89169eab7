/**
 * /account (protected), reached from the name in the step header: the person's name and e-mail,
 * language and theme, a password change, the data download (`account_export` as a JSON file, then
 * each document on its own) and the account deletion (password again, then `account_delete`,
 * sign-out and the landing page with a confirmation).
 */
import { useIntl } from 'react-intl';
import {
  Container,
  FormSection,
  Heading,
  Icon,
  Logo,
  RadioGroup,
  Stack,
  StepHeader,
  SummaryList,
  Text,
  TextLink,
} from '../../../ui';
import { shellMessages } from '../../app/messages';
import { MAIN_ID } from '../../app/navigation';
import { useLocale } from '../../i18n/LocaleProvider';
import { LanguageControl } from '../../layout/LanguageControl';
import { stepLayoutMessages } from '../../layout/messages';
import { ThemeControl } from '../../layout/ThemeControl';
import { paths } from '../../paths';
import { useSession } from '../../session/hooks';
import { useChooseLanguage } from '../../session/SessionContext';
import { isThemeName, useTheme } from '../../theme/ThemeProvider';
import { titleMessages } from '../../app/messages';
import * as styles from './AccountPage.css';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { accountMessages as m } from './messages';
import { PasswordSection } from './PasswordSection';

export default function AccountPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const { user, logout, resumePath } = useSession();
  const { locale, locales } = useLocale();
  const chooseLanguage = useChooseLanguage();
  const { theme, setTheme } = useTheme();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <div className={styles.page}>
      <StepHeader
        logo={<Logo name={f(shellMessages.appName)} href={paths.home} linkLabel={f(shellMessages.logoLinkLabel)} />}
        stepLabel={f(titleMessages.account)}
        languagePicker={<LanguageControl />}
        themeToggle={<ThemeControl />}
        userName={user?.firstName || f(stepLayoutMessages.userFallback)}
        logoutLabel={f(stepLayoutMessages.logout)}
        onLogout={() => void logout()}
      />
      <main id={MAIN_ID} className={styles.main}>
        <Container>
          <div className={styles.column}>
            <TextLink href={resumePath} tone="muted" icon={<Icon name="arrow-left" size="small" />}>
              {f(m.backToApplication)}
            </TextLink>
            <Stack gap="small">
              <Heading level={1} size="large" id="page-title" tabIndex={-1}>
                {f(titleMessages.account)}
              </Heading>
              <Text size="large" tone="muted">
                {f(m.intro)}
              </Text>
            </Stack>

            <FormSection title={f(m.detailsTitle)} titleId="account-details">
              <SummaryList
                aria-labelledby="account-details"
                rows={[
                  { id: 'name', key: f(m.nameLabel), value: name || f(stepLayoutMessages.userFallback) },
                  { id: 'email', key: f(m.emailLabel), value: user?.email ?? '' },
                ]}
              />
            </FormSection>

            <FormSection title={f(m.preferencesTitle)} titleId="account-preferences">
              <RadioGroup
                name="language"
                legend={f(m.languageLegend)}
                orientation="horizontal"
                options={locales.map(({ code, label }) => ({ value: code, label: <span lang={code}>{label}</span> }))}
                value={locale}
                onValueChange={chooseLanguage}
              />
              <RadioGroup
                name="theme"
                legend={f(m.themeLegend)}
                orientation="horizontal"
                options={[
                  { value: 'dark', label: f(m.themeDark) },
                  { value: 'light', label: f(m.themeLight) },
                ]}
                value={theme}
                onValueChange={(value) => {
                  if (isThemeName(value)) setTheme(value);
                }}
              />
            </FormSection>

            <PasswordSection email={user?.email ?? ''} />
            <ExportSection />
            <DeleteAccountSection email={user?.email ?? ''} />
          </div>
        </Container>
      </main>
    </div>
  );
}
