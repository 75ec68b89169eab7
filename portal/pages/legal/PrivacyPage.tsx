import { useIntl } from 'react-intl';
import { TextLink } from '../../../ui';
import { titleMessages } from '../../app/messages';
import { paths } from '../../paths';
import { LegalList, LegalPage, LegalParagraph, LegalSection } from './LegalPage';
import * as styles from './LegalPage.css';
import { privacyMessages as m, storedDataMessages } from './messages';
import { storedData } from './storedData';

/**
 * /privacy (public, prerendered): what is stored, where and how it is protected, who can read it,
 * how long it is kept, and how to export or delete it. The list of stored data comes from
 * `storedData`, which the tests hold to the keys of the account export.
 */
export default function PrivacyPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  return (
    <LegalPage
      title={f(titleMessages.privacy)}
      intro={f(m.intro)}
      related={
        <li>
          <TextLink href={paths.terms}>{f(titleMessages.terms)}</TextLink>
        </li>
      }
    >
      <LegalSection id="privacy-stored" title={f(m.storedTitle)}>
        <LegalParagraph>{f(m.storedIntro)}</LegalParagraph>
        <dl className={styles.definitions} data-testid="stored-data">
          {storedData.map(({ id, exportKeys }) => (
            <div key={id}>
              <dt className={styles.term} data-stored={id}>
                {f(storedDataMessages[id].title)}
              </dt>
              <dd className={styles.definition}>
                <span>{f(storedDataMessages[id].body)}</span>
                {exportKeys.length === 0 ? <span>{f(m.notInDownload)}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection id="privacy-protection" title={f(m.protectionTitle)}>
        <LegalParagraph>{f(m.protectionDatabase)}</LegalParagraph>
        <LegalParagraph>{f(m.protectionPasswords)}</LegalParagraph>
        <LegalParagraph>{f(m.protectionLogs)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="privacy-access" title={f(m.accessTitle)}>
        <LegalList items={[f(m.accessYou), f(m.accessStaff), f(m.accessIrs), f(m.accessPayment)]} />
      </LegalSection>
      <LegalSection id="privacy-retention" title={f(m.retentionTitle)}>
        <LegalParagraph>{f(m.retentionAccount)}</LegalParagraph>
        <LegalParagraph>{f(m.retentionLinks)}</LegalParagraph>
        <LegalParagraph>{f(m.retentionDelete)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="privacy-control" title={f(m.controlTitle)}>
        <LegalParagraph>
          {f(m.control, { account: (chunks) => <TextLink href={paths.account}>{chunks}</TextLink> })}
        </LegalParagraph>
      </LegalSection>
    </LegalPage>
  );
}
