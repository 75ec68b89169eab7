/**
 * /basic-data-form (docs/product.md § Basic data form): the basic data form embedded 800 px high (taller when the form
 * asks), prefilled with the user's names and e-mail. When the form reports a successful submit,
 * a banner confirms it and offers the way on to step 2.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Icon, Stack, Text } from '../../../ui';
import { config } from '../../config';
import { FormFrame } from '../../embedded/FormFrame';
import { useEmbeddedForm } from '../../embedded/useEmbeddedForm';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { basicDataMessages as m } from './BasicDataFormPage.messages';

/** The basic data form's frame height (px). */
export const BASIC_DATA_FORM_HEIGHT = 800;

export interface BasicDataFormPageProps {
  /** The form's address. @default config.basicDataFormUrl */
  formUrl?: string;
}

export default function BasicDataFormPage({ formUrl = config.basicDataFormUrl }: BasicDataFormPageProps) {
  const intl = useIntl();
  const [completed, setCompleted] = useState(false);
  const onComplete = useCallback(() => setCompleted(true), []);
  const form = useEmbeddedForm({
    baseUrl: formUrl,
    initialHeight: BASIC_DATA_FORM_HEIGHT,
    onComplete,
  });
  const banner = useRef<HTMLDivElement | null>(null);

  // The banner sits under a tall form: bring it into view so the way on is not missed.
  useEffect(() => {
    if (completed) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [completed]);

  return (
    <StepPageLayout page="basic-data-form" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <Stack gap="large">
        <FormFrame form={form} title={intl.formatMessage(m.frameTitle)} />
        <div ref={banner} aria-live="polite">
          {completed ? (
            <Alert
              tone="success"
              title={intl.formatMessage(m.completedTitle)}
              action={
                <Button href={paths.step2} iconAfter={<Icon name="arrow-right" size="small" />}>
                  {intl.formatMessage(m.continue)}
                </Button>
              }
            >
              {intl.formatMessage(m.completedBody)}
            </Alert>
          ) : (
            <Text size="small" tone="muted">
              {intl.formatMessage(m.pendingNote)}
            </Text>
          )}
        </div>
      </Stack>
    </StepPageLayout>
  );
}
