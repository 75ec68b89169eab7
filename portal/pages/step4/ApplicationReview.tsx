/**
 * Step 4's review of the application, above the package: the answers by step 2 page and the
 * documents by checklist item, each with a change link while the application can still change
 * (draft, or changes requested), and where the application stands. `PaymentGate` keeps Buy Now
 * back until the application is sent: the package is paid for a submitted application.
 *
 * Only for the native journey (no intake form configured), where the application lives on the
 * server; with embedded forms step 4 is the package and Buy Now alone, as before.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Heading,
  Icon,
  Spinner,
  Stack,
  StatusBadge,
  SummaryList,
  Text,
  type StatusBadgeTone,
} from '../../../ui';
import { isEditable } from '../../../domain/index.ts';
import { useApplication, useApplicationService } from '../../application/ApplicationContext';
import type { Application, ApplicationPayment, PaymentCheckout } from '../../application/ApplicationService';
import { useLocale } from '../../i18n/LocaleProvider';
import { formLanguageOf } from '../../i18n/locales';
import { paths, wizardPaths } from '../../paths';
import { fieldId } from '../step2/answerPaths';
import { pageMessages } from '../step2/messages';
import { answerSections } from '../step2/summary';
import { documentKindNames, requirementTitles } from '../step3/checklistContent';
import { checklistView, type ItemStatus } from '../step3/checklistModel';
import { checklistMessages } from '../step3/messages';
import { checklistItemId } from '../step3/submitProblems';
import { BuyNowForm } from './BuyNowForm';
import { reviewMessages as m } from './messages';

const sectionTitles = {
  type: pageMessages.typeTitle,
  name: pageMessages.nameTitle,
  birth: pageMessages.birthTitle,
  foreignAddress: pageMessages.foreignAddressTitle,
  mailingAddress: pageMessages.mailingAddressTitle,
  visa: pageMessages.visaTitle,
  identity: pageMessages.identityTitle,
  previous: pageMessages.previousTitle,
  stay: pageMessages.stayTitle,
  declaration: pageMessages.declarationTitle,
} as const;

const statusTones: Record<ItemStatus, StatusBadgeTone> = {
  missing: 'neutral',
  uploaded: 'info',
  accepted: 'success',
  needs_attention: 'warning',
};

const statusLabels = {
  missing: checklistMessages.statusMissing,
  uploaded: checklistMessages.statusUploaded,
  accepted: checklistMessages.statusAccepted,
  needs_attention: checklistMessages.statusNeedsAttention,
} as const;

const today = () => new Date().toISOString().slice(0, 10);

export function ApplicationReview() {
  const intl = useIntl();
  const { state, application } = useApplication();
  if (state === 'loading' || state === 'idle') return <Spinner label={intl.formatMessage(m.loading)} />;
  if (state === 'error' && !application) return <Alert tone="error">{intl.formatMessage(m.loadError)}</Alert>;
  if (!application) {
    return (
      <Alert
        tone="info"
        title={intl.formatMessage(m.notStartedTitle)}
        action={
          <Button href={paths.step2} iconAfter={<Icon name="arrow-right" size="small" />}>
            {intl.formatMessage(m.goToStep2)}
          </Button>
        }
      >
        {intl.formatMessage(m.notStartedBody)}
      </Alert>
    );
  }
  return <Review application={application} />;
}

function Review({ application }: { application: Application }) {
  const intl = useIntl();
  const editable = isEditable(application.status);
  const view = checklistView(application, today());
  const change = (href: string, what: string) =>
    editable ? { href, label: intl.formatMessage(m.change), contextLabel: what } : undefined;

  return (
    <Stack as="section" gap="large" aria-labelledby="review-title">
      <Stack gap="small">
        <Heading level={2} id="review-title">
          {intl.formatMessage(m.title)}
        </Heading>
        {application.submitted_at && !editable ? (
          <Text tone="muted">
            {intl.formatMessage(m.submittedOn, {
              date: intl.formatDate(application.submitted_at, { dateStyle: 'long' }),
            })}
          </Text>
        ) : null}
      </Stack>
      {application.status === 'draft' ? (
        <Alert
          tone="info"
          title={intl.formatMessage(m.draftTitle)}
          action={
            <Button variant="secondary" href={paths.step3}>
              {intl.formatMessage(m.goToStep3)}
            </Button>
          }
        >
          {intl.formatMessage(m.draftBody)}
        </Alert>
      ) : null}
      {application.status === 'changes_requested' ? (
        <Alert
          tone="warning"
          title={intl.formatMessage(m.changesTitle)}
          action={
            <Button variant="secondary" href={paths.step3}>
              {intl.formatMessage(m.goToStep3)}
            </Button>
          }
        >
          {application.status_note
            ? intl.formatMessage(checklistMessages.staffNote, { note: application.status_note })
            : intl.formatMessage(checklistMessages.changesRequestedBody)}
        </Alert>
      ) : null}

      <Stack gap="medium">
        <Heading level={3}>{intl.formatMessage(m.answersTitle)}</Heading>
        {answerSections(intl, application.answers).map(({ page, rows }) => (
          <Stack gap="small" key={page}>
            <Heading level={4} id={`review-${page}`}>
              {intl.formatMessage(sectionTitles[page])}
            </Heading>
            <SummaryList
              aria-labelledby={`review-${page}`}
              rows={rows.map((row) => {
                const question = intl.formatMessage(row.label);
                return {
                  id: row.path,
                  key: question,
                  value: row.value || intl.formatMessage(pageMessages.notAnswered),
                  action: change(`${wizardPaths[page]}#${fieldId(row.path)}`, question),
                };
              })}
            />
          </Stack>
        ))}
      </Stack>

      <Stack gap="small">
        <Heading level={3} id="review-documents">
          {intl.formatMessage(m.documentsTitle)}
        </Heading>
        <SummaryList
          aria-labelledby="review-documents"
          rows={view.entries.map((entry) => {
            const title = intl.formatMessage(requirementTitles[entry.kind]);
            return {
              id: entry.kind,
              key: title,
              value: (
                <Stack gap="xsmall" align="start">
                  <span>
                    {entry.document
                      ? `${entry.document.file_name} · ${intl.formatMessage(documentKindNames[entry.document.kind])}`
                      : intl.formatMessage(m.noDocument)}
                  </span>
                  <StatusBadge size="small" tone={statusTones[entry.status]}>
                    {intl.formatMessage(statusLabels[entry.status])}
                  </StatusBadge>
                </Stack>
              ),
              action: change(`${paths.step3}#${checklistItemId(entry.kind)}`, title),
            };
          })}
        />
      </Stack>
    </Stack>
  );
}

/**
 * Buy Now once the application is sent: before that, a note that leads back to step 3; once paid,
 * the receipt (a second payment is impossible). `children` is the Buy Now form.
 */
export function PaymentGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { application } = useApplication();
  const status = application?.status ?? 'draft';
  if (status === 'submitted') return <>{children}</>;
  if (isEditable(status)) {
    return (
      <Stack gap="small">
        <Text>{intl.formatMessage(m.payAfterSubmit)}</Text>
        <Button variant="secondary" href={paths.step3} fullWidth>
          {intl.formatMessage(m.goToStep3)}
        </Button>
      </Stack>
    );
  }
  return application?.payment ? (
    <PaymentReceipt payment={application.payment} />
  ) : (
    <Text weight="semibold">{intl.formatMessage(m.paid)}</Text>
  );
}

/** What was paid, when, and the payment provider's transaction id. */
export function PaymentReceipt({ payment }: { payment: ApplicationPayment }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="small" aria-labelledby="receipt-title">
      <Stack direction="horizontal" gap="small" align="center">
        <Icon name="check-circle" tone="success" />
        <Heading level={3} size="standard" id="receipt-title">
          {intl.formatMessage(m.receiptTitle)}
        </Heading>
      </Stack>
      <Text>{intl.formatMessage(m.paid)}</Text>
      <SummaryList
        aria-labelledby="receipt-title"
        rows={[
          {
            id: 'amount',
            key: intl.formatMessage(m.receiptAmount),
            value: intl.formatNumber(payment.amount_cents / 100, { style: 'currency', currency: payment.currency }),
          },
          {
            id: 'date',
            key: intl.formatMessage(m.receiptDate),
            value: intl.formatDate(payment.paid_at, { dateStyle: 'long' }),
          },
          { id: 'transaction', key: intl.formatMessage(m.receiptTransaction), value: payment.transaction_id },
        ]}
      />
    </Stack>
  );
}

/** The answer for one request (language and attempt); another key means a request is under way. */
type Checkout = { key: string; checkout: PaymentCheckout | null };

/**
 * Buy Now with the order the server prepares for the submitted application (`payment_checkout`:
 * amount, item and the application it pays for come from the server), in the portal's language.
 */
export function CheckoutForm() {
  const intl = useIntl();
  const service = useApplicationService();
  const { locale } = useLocale();
  const language = formLanguageOf(locale);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Checkout | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${language}:${attempt}`;

  useEffect(() => {
    let current = true;
    void service.paymentCheckout(language).then((result) => {
      if (current) setAnswer({ key, checkout: result.ok ? result.value : null });
    });
    return () => {
      current = false;
    };
  }, [service, language, key]);

  if (answer?.key === key && answer.checkout) {
    return <BuyNowForm action={answer.checkout.action} fields={answer.checkout.fields} />;
  }
  if (answer?.key === key) {
    return (
      <Stack gap="small">
        <Alert tone="error">{intl.formatMessage(m.checkoutError)}</Alert>
        <Button variant="secondary" fullWidth onClick={retry}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </Stack>
    );
  }
  return <Spinner label={intl.formatMessage(m.checkoutLoading)} />;
}
