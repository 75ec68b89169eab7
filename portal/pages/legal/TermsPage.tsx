import { useIntl } from 'react-intl';
import { TextLink } from '../../../ui';
import { titleMessages } from '../../app/messages';
import { paths } from '../../paths';
import { LegalList, LegalPage, LegalParagraph, LegalSection } from './LegalPage';
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
        <LegalParagraph>{f(m.serviceBody)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="terms-advice" title={f(m.adviceTitle)}>
        <LegalParagraph>{f(m.adviceBody)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="terms-irs" title={f(m.irsTitle)}>
        <LegalParagraph>{f(m.irsBody)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="terms-your-part" title={f(m.yourPartTitle)}>
        <LegalList items={[f(m.yourPartAnswers), f(m.yourPartAccount)]} />
      </LegalSection>
      <LegalSection id="terms-payment" title={f(m.paymentTitle)}>
        <LegalParagraph>{f(m.paymentBody)}</LegalParagraph>
      </LegalSection>
      <LegalSection id="terms-data" title={f(m.dataTitle)}>
        <LegalParagraph>
          {f(m.dataBody, { privacy: (chunks) => <TextLink href={paths.privacy}>{chunks}</TextLink> })}
        </LegalParagraph>
      </LegalSection>
      <LegalSection id="terms-changes" title={f(m.changesTitle)}>
        <LegalParagraph>{f(m.changesBody)}</LegalParagraph>
      </LegalSection>
    </LegalPage>
  );
}
