import { useIntl } from 'react-intl';
import { TextLink } from '../../../ui';
import { titleMessages } from '../../app/messages';
import { paths } from '../../paths';
import { LegalPage, LegalSection } from './LegalPage';
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
        <p>{f(m.storedIntro)}</p>
        <dl data-testid="stored-data">
          {storedData.map(({ id, exportKeys }) => (
            <div key={id}>
              <dt data-stored={id}>{f(storedDataMessages[id].title)}</dt>
              <dd>
                <p>{f(storedDataMessages[id].body)}</p>
                {exportKeys.length === 0 ? <p>{f(m.notInDownload)}</p> : null}
              </dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection id="privacy-protection" title={f(m.protectionTitle)}>
        <p>{f(m.protectionDatabase)}</p>
        <p>{f(m.protectionPasswords)}</p>
        <p>{f(m.protectionLogs)}</p>
      </LegalSection>
      <LegalSection id="privacy-access" title={f(m.accessTitle)}>
        <ul>
          <li>{f(m.accessYou)}</li>
          <li>{f(m.accessStaff)}</li>
          <li>{f(m.accessIrs)}</li>
          <li>{f(m.accessPayment)}</li>
        </ul>
      </LegalSection>
      <LegalSection id="privacy-retention" title={f(m.retentionTitle)}>
        <p>{f(m.retentionAccount)}</p>
        <p>{f(m.retentionLinks)}</p>
        <p>{f(m.retentionDelete)}</p>
      </LegalSection>
      <LegalSection id="privacy-control" title={f(m.controlTitle)}>
        <p>{f(m.control, { account: (chunks) => <TextLink href={paths.account}>{chunks}</TextLink> })}</p>
      </LegalSection>
    </LegalPage>
  );
}
