/**
 * /step2 'ITIN Application Form' (docs/product.md § Step 2) in a build that sets
 * `VITE_APPLICATION_FORM_URL` (otherwise step 2 is the wizard, pages/step2/): the application form
 * embedded and prefilled. The way on is enabled once the step is complete: the saved
 * `step2_completed_{email}` flag (or the account's metadata), or the form's completion message,
 * which is trusted only from the iframe's own window and the form's origin. Step 2 leads to the documents (step 3), then Review & Payment.
 */
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { config } from '../../config';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { useStep2Completion } from '../../session/hooks';
import { EmbeddedFormStep } from '../../embedded/EmbeddedFormStep';
import { useEmbeddedForm } from '../../embedded/useEmbeddedForm';
import { step2Messages as m } from './Step2Page.messages';

/** Height of the application form until it reports its own, which it then follows (no fixed height, docs/decisions.md). */
export const APPLICATION_FORM_HEIGHT = 900;

export interface Step2PageProps {
  /** The form's address. @default config.applicationFormUrl */
  formUrl?: string;
}

export default function Step2Page({ formUrl = config.applicationFormUrl ?? '' }: Step2PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { completed, markCompleted } = useStep2Completion();
  const form = useEmbeddedForm({
    baseUrl: formUrl,
    initialHeight: APPLICATION_FORM_HEIGHT,
    atLeastInitial: false,
    onComplete: markCompleted,
  });

  return (
    <StepPageLayout page={2} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <EmbeddedFormStep
        form={form}
        frameTitle={intl.formatMessage(m.frameTitle)}
        done={completed}
        doneTitle={intl.formatMessage(m.completedTitle)}
        doneBody={intl.formatMessage(m.completedBody)}
        pendingNote={intl.formatMessage(m.pendingNote)}
        noteId="step2-note"
        continueLabel={intl.formatMessage(m.continue)}
        onContinue={() => void navigate(paths.step3)}
        requireDone
      />
    </StepPageLayout>
  );
}
