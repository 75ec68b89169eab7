import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, Heading, Icon, Logo, Prose, Stack, Text, TextLink } from '../../../ui';
import { shellMessages } from '../../app/messages';
import { MAIN_ID } from '../../app/navigation';
import { config } from '../../config';
import { keepTogether } from '../../i18n/keepTogether';
import { paths } from '../../paths';
import { LanguageControl } from '../../layout/LanguageControl';
import { ThemeControl } from '../../layout/ThemeControl';
import { legalMessages as m } from './messages';
import * as styles from './LegalPage.css';

export interface LegalPageProps {
  /** The page's `<h1>`. */
  title: string;
  /** The paragraph under the title. */
  intro: ReactNode;
  /** The sections (`LegalSection`). */
  children: ReactNode;
  /** Links to the other documents at the end of the page. */
  related: ReactNode;
}

/**
 * The frame of the public documents (privacy, terms): a slim header with the way home and the
 * language and theme controls, then one readable column of sections.
 */
export function LegalPage({ title, intro, children, related }: LegalPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo
            name={intl.formatMessage(shellMessages.appName)}
            href={paths.home}
            linkLabel={intl.formatMessage(shellMessages.logoLinkLabel)}
          />
          <Stack direction="horizontal" gap="xsmall">
            <LanguageControl />
            <ThemeControl />
          </Stack>
        </div>
      </header>
      <main id={MAIN_ID} className={styles.main}>
        <Container>
          <article className={styles.article} aria-labelledby="page-title">
            <TextLink href={paths.home} tone="muted" icon={<Icon name="arrow-left" size="small" />}>
              {intl.formatMessage(m.backToHome)}
            </TextLink>
            <Heading level={1} size="xlarge" id="page-title" tabIndex={-1}>
              {title}
            </Heading>
            <Text size="large" tone="muted" leading="relaxed">
              {intro}
            </Text>
            <Prose>{children}</Prose>
            <Stack as="nav" aria-label={intl.formatMessage(m.otherDocuments)}>
              <Stack as="ul" direction="horizontal" gap="medium" wrap>
                {related}
              </Stack>
            </Stack>
            <Text tone="muted">
              {intl.formatMessage(m.questions, {
                email: config.supportEmail,
                phone: keepTogether(config.supportPhone),
              })}
            </Text>
          </article>
        </Container>
      </main>
    </div>
  );
}

/** One titled section of a legal page, inside the page's `Prose`. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
