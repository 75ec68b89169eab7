/**
 * The body shared by the steps built around an embedded form (step 2 and step 3): the form's
 * frame, a banner announced once the form reports a submit, and the continue button with a note
 * that says what is still missing.
 */
import { Actions, Alert, Button, Icon, LiveRegion, Stack } from '../../ui';
import { FormFrame } from './FormFrame';
import type { EmbeddedForm } from './useEmbeddedForm';

export interface EmbeddedFormStepProps {
  /** What `useEmbeddedForm` returns for this step's form. */
  form: EmbeddedForm;
  /** Accessible name of the frame. */
  frameTitle: string;
  /** Whether the step's form has been submitted. */
  done: boolean;
  /** Banner shown once `done`. */
  doneTitle: string;
  doneBody: string;
  /** Note beside the button until `done`; `noteId` ties it to the button. */
  pendingNote: string;
  noteId: string;
  continueLabel: string;
  onContinue: () => void;
  /** Keep the button disabled until `done`. @default false */
  requireDone?: boolean;
}

export function EmbeddedFormStep({
  form,
  frameTitle,
  done,
  doneTitle,
  doneBody,
  pendingNote,
  noteId,
  continueLabel,
  onContinue,
  requireDone = false,
}: EmbeddedFormStepProps) {
  return (
    <Stack gap="large">
      <FormFrame form={form} title={frameTitle} />
      <LiveRegion>
        {done ? (
          <Alert tone="success" title={doneTitle}>
            {doneBody}
          </Alert>
        ) : null}
      </LiveRegion>
      <Actions note={done ? null : pendingNote} noteId={noteId}>
        <Button
          size="large"
          disabled={requireDone && !done}
          aria-describedby={done ? undefined : noteId}
          onClick={onContinue}
          iconAfter={<Icon name="arrow-right" size="small" />}
        >
          {continueLabel}
        </Button>
      </Actions>
    </Stack>
  );
}
