/**
 * /step1 (docs/product.md § Step 1): what an ITIN is, five benefit sections of which one is open at a time, who the
 * service is for, why to start now (49 days on average), and the way on to the basic data form.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Accordion,
  AccordionItem,
  Actions,
  Alert,
  Button,
  Card,
  Columns,
  FeatureList,
  Heading,
  Icon,
  Stack,
  Text,
} from '../../../ui';
import { AVERAGE_PROCESSING_DAYS } from '../../payment/offer';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { step1Messages as m } from './Step1Page.messages';

const BUSINESS_CREDIT = { min: 50_000, max: 250_000 } as const;

export default function Step1Page() {
  const intl = useIntl();
  const [openBenefit, setOpenBenefit] = useState('credit');

  const money = (amount: number, notation: 'compact' | 'standard') =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, notation });
  const compact = { min: money(BUSINESS_CREDIT.min, 'compact'), max: money(BUSINESS_CREDIT.max, 'compact') };
  const full = { min: money(BUSINESS_CREDIT.min, 'standard'), max: money(BUSINESS_CREDIT.max, 'standard') };

  const benefits = [
    { value: 'credit', title: intl.formatMessage(m.creditTitle), body: intl.formatMessage(m.creditBody) },
    {
      value: 'business-credit',
      title: intl.formatMessage(m.businessCreditTitle, compact),
      body: intl.formatMessage(m.businessCreditBody, full),
    },
    { value: 'banking', title: intl.formatMessage(m.bankingTitle), body: intl.formatMessage(m.bankingBody) },
    { value: 'travel', title: intl.formatMessage(m.travelTitle), body: intl.formatMessage(m.travelBody) },
    { value: 'tax', title: intl.formatMessage(m.taxTitle), body: intl.formatMessage(m.taxBody) },
  ];

  return (
    <StepPageLayout page={1} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <Stack gap="large">
        <Card as="section" aria-labelledby="step1-what-is" elevation="raised" padding="large">
          <Stack>
            <Heading level={2} size="standard" id="step1-what-is">
              {intl.formatMessage(m.whatIsTitle)}
            </Heading>
            <Text tone="muted" leading="relaxed">
              {intl.formatMessage(m.whatIsBody)}
            </Text>
            <Text tone="muted" leading="relaxed">
              {intl.formatMessage(m.whatIsUse)}
            </Text>
          </Stack>
        </Card>

        <Columns widths="wideNarrow" from="desktop">
          <Stack as="section" aria-labelledby="step1-benefits">
            <Heading level={2} size="standard" id="step1-benefits">
              {intl.formatMessage(m.benefitsTitle)}
            </Heading>
            <Accordion value={openBenefit} onValueChange={setOpenBenefit} headingLevel={3}>
              {benefits.map((benefit) => (
                <AccordionItem key={benefit.value} value={benefit.value} label={benefit.title}>
                  <Text tone="muted" leading="relaxed">
                    {benefit.body}
                  </Text>
                </AccordionItem>
              ))}
            </Accordion>
          </Stack>

          <Card as="section" aria-labelledby="step1-audience" tone="sunken">
            <Stack>
              <Heading level={2} size="standard" id="step1-audience">
                {intl.formatMessage(m.audienceTitle)}
              </Heading>
              <FeatureList
                items={[
                  intl.formatMessage(m.audienceEntrepreneurs),
                  intl.formatMessage(m.audienceInvestors),
                  intl.formatMessage(m.audienceImmigrants),
                  intl.formatMessage(m.audienceGlobalCitizens),
                ]}
              />
            </Stack>
          </Card>
        </Columns>

        <Alert tone="info" title={intl.formatMessage(m.urgencyTitle, { days: AVERAGE_PROCESSING_DAYS })}>
          {intl.formatMessage(m.urgencyBody)}
        </Alert>

        <Actions note={intl.formatMessage(m.ctaNote)}>
          <Button href={paths.basicDataForm} size="large" iconAfter={<Icon name="arrow-right" size="small" />}>
            {intl.formatMessage(m.cta)}
          </Button>
        </Actions>
      </Stack>
    </StepPageLayout>
  );
}
