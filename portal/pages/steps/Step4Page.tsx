/**
 * /step4 'Review & Payment' (docs/product.md § Step 4): the ITIN Complete Package, its price and eight inclusions,
 * and 'Buy Now', a form that posts the order to the hosted payment page in a new tab. The payment
 * page sends the browser back here with `?payment=success` (banner, then step 5 after a short
 * pause, or at once with 'Continue now') or `?payment=cancelled` (nothing was charged).
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Icon, LiveRegion, PricingCard, Stack, Text, VisuallyHidden } from '../../../ui';
import { config } from '../../config';
import { useLocale } from '../../i18n/LocaleProvider';
import { formLanguageOf } from '../../i18n/locales';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { paymentFields, paymentResultOf, type PaymentResult } from '../../payment/checkout';
import { formatPackagePrice, GUARANTEE_DAYS, offerMessages, packageFeatures } from '../../payment/offer';
import { useSession } from '../../session/hooks';
import { ApplicationReview, PaymentGate } from '../step4/ApplicationReview';
import { step4Messages as m } from './Step4Page.messages';

/** How long the success banner shows before step 5 opens (ms). */
export const PAYMENT_REDIRECT_DELAY = 2500;

export interface Step4PageProps {
  /** How long the success banner shows before step 5 opens (ms); `null` waits for 'Continue now'. @default PAYMENT_REDIRECT_DELAY */
  redirectDelay?: number | null;
  /** Review the application above the package and hold Buy Now until it is sent. @default true when step 3 is the portal's own checklist */
  review?: boolean;
}

export default function Step4Page({
  redirectDelay = PAYMENT_REDIRECT_DELAY,
  review = config.intakeFormUrl === null,
}: Step4PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const result = paymentResultOf(searchParams.get('payment'));
  // The banner goes into a live region that is already on the page, so it is announced even when
  // this is the first page of the visit (the payment page's return opens the portal afresh).
  const [shownResult, setShownResult] = useState<PaymentResult | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setShownResult(result), 50);
    return () => window.clearTimeout(timer);
  }, [result]);

  useEffect(() => {
    if (result !== 'success' || redirectDelay === null) return;
    const timer = window.setTimeout(() => void navigate(paths.step5, { replace: true }), redirectDelay);
    return () => window.clearTimeout(timer);
  }, [result, navigate, redirectDelay]);

  const fields = paymentFields(user?.email ?? '', window.location.origin, formLanguageOf(locale));
  const buyNow = (
    <form method="post" action={config.paymentUrl} target="_blank">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap="small">
        <Button type="submit" size="large" fullWidth icon={<Icon name="lock" size="small" />}>
          {intl.formatMessage(m.buyNow)} <VisuallyHidden>{intl.formatMessage(m.newTab)}</VisuallyHidden>
        </Button>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.newTabNote)}
        </Text>
      </Stack>
    </form>
  );

  return (
    <StepPageLayout page={4} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <Stack gap="large">
        <LiveRegion>
          {shownResult === 'success' ? (
            <Alert
              tone="success"
              title={intl.formatMessage(m.success)}
              action={
                <Button
                  onClick={() => void navigate(paths.step5, { replace: true })}
                  iconAfter={<Icon name="arrow-right" size="small" />}
                >
                  {intl.formatMessage(m.continueNow)}
                </Button>
              }
            >
              {intl.formatMessage(m.successBody)}
            </Alert>
          ) : null}
          {shownResult === 'cancelled' ? (
            <Alert tone="info" title={intl.formatMessage(m.cancelledTitle)}>
              {intl.formatMessage(m.cancelledBody)}
            </Alert>
          ) : null}
        </LiveRegion>
        {review ? <ApplicationReview /> : null}
        <PricingCard
          headingLevel={2}
          name={intl.formatMessage(offerMessages.packageName)}
          price={formatPackagePrice(intl)}
          period={intl.formatMessage(offerMessages.period)}
          description={intl.formatMessage(m.description)}
          featuresTitle={intl.formatMessage(offerMessages.featuresTitle)}
          features={packageFeatures(intl)}
          action={result === 'success' ? undefined : review ? <PaymentGate>{buyNow}</PaymentGate> : buyNow}
          footnotes={[
            { icon: 'lock', label: intl.formatMessage(offerMessages.sslNote) },
            { icon: 'check-circle', label: intl.formatMessage(offerMessages.guarantee, { days: GUARANTEE_DAYS }) },
          ]}
        />
      </Stack>
    </StepPageLayout>
  );
}
