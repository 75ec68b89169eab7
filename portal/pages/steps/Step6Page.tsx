/**
 * /step6 (docs/product.md § Step 6): 'Step 6 of 6 - Complete!'. The application is submitted and in the system;
 * four next steps; how to reach support (e-mail and phone from the configuration).
 */
import { useIntl } from 'react-intl';
import { Actions, Button, Card, Columns, Heading, Icon, NextSteps, Stack, Text, TextLink } from '../../../ui';
import { config } from '../../config';
import { PROCESSING_WEEKS } from '../../payment/offer';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { nextStepsLabels } from './progress.messages';
import { step6Messages as m } from './Step6Page.messages';

/** A `tel:` address: the leading '+' and the digits of a number written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

export default function Step6Page() {
  const intl = useIntl();
  const weeks = { min: PROCESSING_WEEKS.min, max: PROCESSING_WEEKS.max };
  return (
    <StepPageLayout
      page={6}
      headerLabel={intl.formatMessage(m.headerLabel)}
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
    >
      <Stack gap="large">
        <Columns widths="wideNarrow" from="desktop">
          <Stack as="section" aria-labelledby="step6-next">
            <Heading level={2} size="standard" id="step6-next">
              {intl.formatMessage(m.nextTitle)}
            </Heading>
            <NextSteps
              {...nextStepsLabels(intl)}
              steps={[
                {
                  title: intl.formatMessage(m.emailTitle),
                  description: intl.formatMessage(m.emailBody),
                  state: 'current',
                },
                {
                  title: intl.formatMessage(m.processingTitle, weeks),
                  description: intl.formatMessage(m.processingBody),
                },
                { title: intl.formatMessage(m.mailTitle), description: intl.formatMessage(m.mailBody) },
                { title: intl.formatMessage(m.servicesTitle), description: intl.formatMessage(m.servicesBody) },
              ]}
            />
          </Stack>

          <Card as="section" aria-labelledby="step6-support" elevation="raised">
            <Stack>
              <Icon name="message" size="large" tile />
              <Heading level={2} size="small" id="step6-support">
                {intl.formatMessage(m.supportTitle)}
              </Heading>
              <Text tone="muted" leading="relaxed">
                {intl.formatMessage(m.supportBody, {
                  address: config.supportEmail,
                  number: config.supportPhone,
                  email: (chunks) => <TextLink href={`mailto:${config.supportEmail}`}>{chunks}</TextLink>,
                  phone: (chunks) => (
                    <TextLink href={telHref(config.supportPhone)} wrap={false}>
                      {chunks}
                    </TextLink>
                  ),
                })}
              </Text>
            </Stack>
          </Card>
        </Columns>

        <Actions>
          <Button href={paths.home} variant="secondary" icon={<Icon name="home" size="small" />}>
            {intl.formatMessage(m.home)}
          </Button>
        </Actions>
      </Stack>
    </StepPageLayout>
  );
}
