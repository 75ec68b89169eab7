/**
 * /step5 'Processing Your Application' (docs/product.md § Step 5): the application is Under Review; the team will
 * submit it to the IRS shortly; 6-10 weeks estimated; the five steps ahead; on to step 6.
 *
 * When the application lives in the portal (`tracking`), the card and the steps are its real
 * status and timeline, read from the server (see step5/ApplicationStatus.tsx).
 */
import { useIntl } from 'react-intl';
import { Actions, Button, Card, Heading, Icon, NextSteps, Stack, StatusBadge, Text } from '../../../ui';
import { config } from '../../config';
import { PROCESSING_WEEKS } from '../../payment/offer';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { ApplicationStatus } from '../step5/ApplicationStatus';
import { nextStepsLabels } from './progress.messages';
import { step5Messages as m } from './Step5Page.messages';

export interface Step5PageProps {
  /** Show the application's real status and timeline. @default true when step 3 is the portal's own checklist */
  tracking?: boolean;
  /** With `tracking`: how often to read the application again while visible (ms). @default one minute */
  refreshInterval?: number;
}

export default function Step5Page({ tracking = config.intakeFormUrl === null, refreshInterval }: Step5PageProps) {
  const intl = useIntl();
  if (tracking) {
    return (
      <StepPageLayout page={5} title={intl.formatMessage(m.title)}>
        <Stack gap="large">
          <ApplicationStatus refreshInterval={refreshInterval} />
          <Actions>
            <Button href={paths.step6} size="large" iconAfter={<Icon name="arrow-right" size="small" />}>
              {intl.formatMessage(m.continue)}
            </Button>
          </Actions>
        </Stack>
      </StepPageLayout>
    );
  }
  const weeks = { min: PROCESSING_WEEKS.min, max: PROCESSING_WEEKS.max };
  return (
    <StepPageLayout page={5} title={intl.formatMessage(m.title)}>
      <Stack gap="large">
        <Card elevation="raised" padding="large" tone="accent">
          <Stack>
            <Stack direction="horizontal" gap="small" wrap>
              <Text as="span" tone="muted" weight="medium">
                {intl.formatMessage(m.statusLabel)}
              </Text>
              <StatusBadge tone="info">{intl.formatMessage(m.status)}</StatusBadge>
            </Stack>
            <Text size="large">{intl.formatMessage(m.statusBody)}</Text>
            <Stack direction="horizontal" gap="small">
              <Icon name="calendar" tone="link" />
              <Text as="span" weight="semibold">
                {intl.formatMessage(m.estimate, weeks)}
              </Text>
            </Stack>
          </Stack>
        </Card>

        <Stack as="section" aria-labelledby="step5-next">
          <Heading level={2} size="standard" id="step5-next">
            {intl.formatMessage(m.nextTitle)}
          </Heading>
          <NextSteps
            {...nextStepsLabels(intl)}
            steps={[
              {
                title: intl.formatMessage(m.reviewTitle),
                description: intl.formatMessage(m.reviewBody),
                state: 'current',
              },
              { title: intl.formatMessage(m.submitTitle), description: intl.formatMessage(m.submitBody) },
              { title: intl.formatMessage(m.irsTitle), description: intl.formatMessage(m.irsBody, weeks) },
              { title: intl.formatMessage(m.emailTitle), description: intl.formatMessage(m.emailBody) },
              { title: intl.formatMessage(m.servicesTitle), description: intl.formatMessage(m.servicesBody) },
            ]}
          />
        </Stack>

        <Actions>
          <Button href={paths.step6} size="large" iconAfter={<Icon name="arrow-right" size="small" />}>
            {intl.formatMessage(m.continue)}
          </Button>
        </Actions>
      </Stack>
    </StepPageLayout>
  );
}
