import { useIntl } from 'react-intl';
import { TextLink } from '../../../ui';
import { titleMessages } from '../../app/messages';
import { paths } from '../../paths';
import { LegalPage, LegalSection } from './LegalPage';
import { termsMessages as m } from './messages';

/** /terms (public, prerendered): what the service does and does not do, in plain words. */
export default function TermsPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  return (
    <LegalPage
      title={f(titleMessages.terms)}
      intro={f(m.intro)}
      related={
        <li>
          <TextLink href={paths.privacy}>{f(titleMessages.privacy)}</TextLink>
        </li>
      }
    >
      <LegalSection id="terms-service" title={f(m.serviceTitle)}>
        <p>{f(m.serviceBody)}</p>
      </LegalSection>
      <LegalSection id="terms-advice" title={f(m.adviceTitle)}>
        <p>{f(m.adviceBody)}</p>
      </LegalSection>
      <LegalSection id="terms-irs" title={f(m.irsTitle)}>
        <p>{f(m.irsBody)}</p>
      </LegalSection>
      <LegalSection id="terms-your-part" title={f(m.yourPartTitle)}>
        <ul>
          <li>{f(m.yourPartAnswers)}</li>
          <li>{f(m.yourPartAccount)}</li>
        </ul>
      </LegalSection>
      <LegalSection id="terms-payment" title={f(m.paymentTitle)}>
        <p>{f(m.paymentBody)}</p>
      </LegalSection>
      <LegalSection id="terms-data" title={f(m.dataTitle)}>
        <p>{f(m.dataBody, { privacy: (chunks) => <TextLink href={paths.privacy}>{chunks}</TextLink> })}</p>
      </LegalSection>
      <LegalSection id="terms-changes" title={f(m.changesTitle)}>
        <p>{f(m.changesBody)}</p>
      </LegalSection>
    </LegalPage>
  );
}
