/**
 * /step4 'Review & Payment' (docs/product.md § Step 4): the ITIN Complete Package, its price and eight inclusions,
 * and 'Buy Now', a form that posts the order to the hosted payment page in a new tab. The payment
 * page sends the browser back here with `?payment=success` or `?payment=cancelled` (nothing was
 * charged).
 *
 * With embedded forms, `?payment=success` shows the banner, then step 5 after a short pause (or at
 * once with 'Continue now'). When the application lives in the portal (`review`), Buy Now posts
 * the order `payment_checkout` prepares for the submitted application, and the return only says
 * "confirming your payment" while the page asks the server again every couple of seconds: the
 * banner and step 5 follow once the server reports the application paid (the payment provider
 * told it, server to server). A confirmation that takes longer than a minute says so and offers
 * the support contact. Once paid, the receipt takes Buy Now's place.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Icon, LiveRegion, PricingCard, Spinner, Stack, Text } from '../../../ui';
import { useApplication } from '../../application/ApplicationContext';
import { useRefreshWhileVisible } from '../../application/useRefreshWhileVisible';
import { config } from '../../config';
import { useLocale } from '../../i18n/LocaleProvider';
import { formLanguageOf } from '../../i18n/locales';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { paymentFields, paymentResultOf, type PaymentResult } from '../../payment/checkout';
import { formatPackagePrice, GUARANTEE_DAYS, offerMessages, packageFeatures } from '../../payment/offer';
import { useSession } from '../../session/hooks';
import { ApplicationReview, CheckoutForm, PaymentGate } from '../step4/ApplicationReview';
import { BuyNowForm } from '../step4/BuyNowForm';
import { isPaid } from '../step5/statusTimeline';
import { step4Messages as m } from './Step4Page.messages';

/** How long the success banner shows before step 5 opens (ms). */
export const PAYMENT_REDIRECT_DELAY = 2500;
/** How often the page asks the server whether the payment is confirmed (ms). */
export const PAYMENT_POLL_INTERVAL = 2000;
/** How long a confirmation may take before the page says so and offers help (ms). */
export const PAYMENT_CONFIRM_TIMEOUT = 60_000;

export interface Step4PageProps {
  /** How long the success banner shows before step 5 opens (ms); `null` waits for 'Continue now'. @default PAYMENT_REDIRECT_DELAY */
  redirectDelay?: number | null;
  /** Review the application above the package and hold Buy Now until it is sent. @default true when step 3 is the portal's own checklist */
  review?: boolean;
  /** With `review`: how often to ask the server about the payment (ms). @default PAYMENT_POLL_INTERVAL */
  pollInterval?: number;
  /** With `review`: how long before an unconfirmed payment is reported (ms). @default PAYMENT_CONFIRM_TIMEOUT */
  confirmTimeout?: number;
}

export default function Step4Page({
  redirectDelay = PAYMENT_REDIRECT_DELAY,
  review = config.intakeFormUrl === null,
  pollInterval = PAYMENT_POLL_INTERVAL,
  confirmTimeout = PAYMENT_CONFIRM_TIMEOUT,
}: Step4PageProps) {
  const [searchParams] = useSearchParams();
  const result = paymentResultOf(searchParams.get('payment'));
  return review ? (
    <ReviewedStep4
      result={result}
      redirectDelay={redirectDelay}
      pollInterval={pollInterval}
      confirmTimeout={confirmTimeout}
    />
  ) : (
    <EmbeddedStep4 result={result} redirectDelay={redirectDelay} />
  );
}

/**
 * `value` a moment after it is set: the banner goes into a live region that is already on the
 * page, so it is announced even when this is the first page of the visit (the payment page's
 * return opens the portal afresh).
 */
function useAnnounced<T>(value: T): T | null {
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(value), 50);
    return () => window.clearTimeout(timer);
  }, [value]);
  return shown;
}

/** Opens step 5 `delay` ms after `when` becomes true (never with a `null` delay). */
function useStep5After(when: boolean, delay: number | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when || delay === null) return;
    const timer = window.setTimeout(() => void navigate(paths.step5, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [when, navigate, delay]);
}

function SuccessBanner() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
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
  );
}

function CancelledBanner() {
  const intl = useIntl();
  return (
    <Alert tone="info" title={intl.formatMessage(m.cancelledTitle)}>
      {intl.formatMessage(m.cancelledBody)}
    </Alert>
  );
}

/** The page around the banners: heading, live region, the review (if any) and the package. */
function Step4Layout({ banner, review, action }: { banner: ReactNode; review?: ReactNode; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <StepPageLayout page={4} title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <Stack gap="large">
        <LiveRegion>{banner}</LiveRegion>
        {review}
        <PricingCard
          headingLevel={2}
          name={intl.formatMessage(offerMessages.packageName)}
          price={formatPackagePrice(intl)}
          period={intl.formatMessage(offerMessages.period)}
          description={intl.formatMessage(m.description)}
          featuresTitle={intl.formatMessage(offerMessages.featuresTitle)}
          features={packageFeatures(intl)}
          action={action}
          footnotes={[
            { icon: 'lock', label: intl.formatMessage(offerMessages.sslNote) },
            { icon: 'check-circle', label: intl.formatMessage(offerMessages.guarantee, { days: GUARANTEE_DAYS }) },
          ]}
        />
      </Stack>
    </StepPageLayout>
  );
}

/** Step 4 with embedded forms: the package and Buy Now with the contract's fields, as before. */
function EmbeddedStep4({ result, redirectDelay }: { result: PaymentResult | null; redirectDelay: number | null }) {
  const { user } = useSession();
  const { locale } = useLocale();
  const shown = useAnnounced(result);
  useStep5After(result === 'success', redirectDelay);
  const fields = paymentFields(user?.email ?? '', window.location.origin, formLanguageOf(locale));
  return (
    <Step4Layout
      banner={shown === 'success' ? <SuccessBanner /> : shown === 'cancelled' ? <CancelledBanner /> : null}
      action={result === 'success' ? undefined : <BuyNowForm action={config.paymentUrl} fields={fields} />}
    />
  );
}

type Confirmation = 'confirming' | 'late' | 'confirmed';

/** Step 4 when the application lives in the portal: the review, and a payment the server confirms. */
function ReviewedStep4({
  result,
  redirectDelay,
  pollInterval,
  confirmTimeout,
}: {
  result: PaymentResult | null;
  redirectDelay: number | null;
  pollInterval: number;
  confirmTimeout: number;
}) {
  const intl = useIntl();
  const { application, reload } = useApplication();
  const paid = application ? isPaid(application.status) : false;
  const confirming = result === 'success' && !paid;
  const [late, setLate] = useState(false);

  useRefreshWhileVisible(reload, pollInterval, confirming);
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => setLate(true), confirmTimeout);
    return () => window.clearTimeout(timer);
  }, [confirming, confirmTimeout]);

  const confirmation: Confirmation | null =
    result === 'success' ? (paid ? 'confirmed' : late ? 'late' : 'confirming') : null;
  const shownConfirmation = useAnnounced(confirmation);
  const shownResult = useAnnounced(result);
  useStep5After(confirmation === 'confirmed', redirectDelay);

  let banner: ReactNode = null;
  if (shownConfirmation === 'confirmed') banner = <SuccessBanner />;
  else if (shownConfirmation === 'confirming') {
    banner = (
      <Alert tone="info" title={intl.formatMessage(m.confirmingTitle)}>
        <Stack gap="small">
          <Spinner size="small" />
          <Text>{intl.formatMessage(m.confirmingBody)}</Text>
        </Stack>
      </Alert>
    );
  } else if (shownConfirmation === 'late') {
    banner = (
      <Alert
        tone="warning"
        title={intl.formatMessage(m.lateTitle)}
        action={
          <Button variant="secondary" onClick={() => void reload()}>
            {intl.formatMessage(m.checkAgain)}
          </Button>
        }
      >
        {intl.formatMessage(m.lateBody, { email: config.supportEmail, phone: config.supportPhone })}
      </Alert>
    );
  } else if (shownResult === 'cancelled' && !paid) banner = <CancelledBanner />;

  return (
    <Step4Layout
      banner={banner}
      review={<ApplicationReview />}
      action={
        confirming ? undefined : (
          <PaymentGate>
            <CheckoutForm />
          </PaymentGate>
        )
      }
    />
  );
}
