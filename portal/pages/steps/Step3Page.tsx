/**
 * /step3 'Document Upload & Information' (docs/product.md § Step 3) in a build that sets
 * `VITE_INTAKE_FORM_URL` (otherwise step 3 is the checklist, pages/step3/): the intake form
 * embedded 1200 px high (taller when the form asks), prefilled with the user's names and e-mail.
 * 'Continue to Payment' leads to step 4.
 *
 * The button is always enabled: nothing records a finished upload (no storage key keeps one),
 * so someone who uploaded on an earlier visit must not be made to upload again. Until the form
 * reports a submit in this visit, a note asks for the documents first; after it, a banner
 * confirms them.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { config } from '../../config';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { EmbeddedFormStep } from '../../embedded/EmbeddedFormStep';
import { useEmbeddedForm } from '../../embedded/useEmbeddedForm';
import { step3Messages as m } from './Step3Page.messages';

/** The intake form's frame height (px). */
export const INTAKE_FORM_HEIGHT = 1200;

export interface Step3PageProps {
  /** The form's address. @default config.intakeFormUrl */
  formUrl?: string;
}

export default function Step3Page({ formUrl = config.intakeFormUrl ?? '' }: Step3PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const onComplete = useCallback(() => setSubmitted(true), []);
  const form = useEmbeddedForm({
    baseUrl: formUrl,
    initialHeight: INTAKE_FORM_HEIGHT,
    onComplete,
  });

  return (
    <StepPageLayout page={3} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <EmbeddedFormStep
        form={form}
        frameTitle={intl.formatMessage(m.frameTitle)}
        done={submitted}
        doneTitle={intl.formatMessage(m.completedTitle)}
        doneBody={intl.formatMessage(m.completedBody)}
        pendingNote={intl.formatMessage(m.pendingNote)}
        noteId="step3-note"
        continueLabel={intl.formatMessage(m.continue)}
        onContinue={() => void navigate(paths.step4)}
      />
    </StepPageLayout>
  );
}
