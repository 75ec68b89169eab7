/**
 * /step3 'Document Upload & Information' (SPEC §2, §7): the intake form embedded 1200 px high
 * (taller when the form asks), prefilled with the user's names and e-mail. 'Continue to Payment'
 * leads to step 4.
 *
 * The button is always enabled: nothing records a finished upload (SPEC §3 keeps no such key),
 * so someone who uploaded on an earlier visit must not be made to upload again. Until the form
 * reports a submit in this visit, a note asks for the documents first; after it, a banner
 * confirms them.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Alert, Button, Icon } from '../../../ui';
import { config } from '../../config';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { FormFrame } from './FormFrame';
import { step3Messages as m } from './messages';
import * as styles from './steps.css';
import { useEmbeddedForm } from './useEmbeddedForm';

/** SPEC §9: the intake form's frame height. */
export const INTAKE_FORM_HEIGHT = 1200;

export interface Step3PageProps {
  /** The form's address. @default config.intakeFormUrl */
  formUrl?: string;
}

export default function Step3Page({ formUrl = config.intakeFormUrl }: Step3PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const onComplete = useCallback(() => setSubmitted(true), []);
  const { frameRef, url, height, loading } = useEmbeddedForm({
    baseUrl: formUrl,
    initialHeight: INTAKE_FORM_HEIGHT,
    onComplete,
  });

  return (
    <StepPageLayout page={3} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <div className={styles.stack}>
        <FormFrame
          frameRef={frameRef}
          src={url}
          height={height}
          loading={loading}
          title={intl.formatMessage(m.frameTitle)}
        />
        <div aria-live="polite" className={styles.liveRegion}>
          {submitted ? (
            <Alert tone="success" title={intl.formatMessage(m.completedTitle)}>
              {intl.formatMessage(m.completedBody)}
            </Alert>
          ) : null}
        </div>
        <div className={styles.actions}>
          <p className={styles.actionNote} id="step3-note">
            {submitted ? null : intl.formatMessage(m.pendingNote)}
          </p>
          <Button
            size="large"
            aria-describedby={submitted ? undefined : 'step3-note'}
            onClick={() => void navigate(paths.step4)}
            iconAfter={<Icon name="arrow-right" size="small" />}
          >
            {intl.formatMessage(m.continue)}
          </Button>
        </div>
      </div>
    </StepPageLayout>
  );
}
