/**
 * Step 5 when the application lives in the portal: where it stands now (a card with the status,
 * what it means and what to do), and its timeline (what happened, with dates, and what is still
 * ahead). Read from the server's record, refreshed every minute while the page is visible and at
 * once when the tab comes back, without reloading the page.
 */
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Heading,
  Icon,
  NextSteps,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  TextLink,
  type NextStep,
  type StatusBadgeTone,
} from '../../../ui';
import type { Status } from '../../../domain';
import { useApplication } from '../../application/ApplicationContext';
import type { Application } from '../../application/ApplicationService';
import { useRefreshWhileVisible } from '../../application/useRefreshWhileVisible';
import { config } from '../../config';
import { PROCESSING_WEEKS } from '../../payment/offer';
import { paths } from '../../paths';
import { checklistMessages } from '../step3/messages';
import { checklistItemId } from '../step3/submitProblems';
import { nextStepsLabels } from '../steps/progress.messages';
import { step5Messages as m } from '../steps/Step5Page.messages';
import { maskItin, statusTimeline, type MilestoneKind, type StatusTimeline, type UpcomingKind } from './statusTimeline';

/** How often step 5 reads the application again while it is visible (ms). */
export const STATUS_REFRESH_INTERVAL = 60_000;

const weeks = { min: PROCESSING_WEEKS.min, max: PROCESSING_WEEKS.max };

/** A day (YYYY-MM-DD) or a moment, written out; days are calendar days, not shifted by time zone. */
const longDate = (intl: IntlShape, value: string) =>
  value.length === 10
    ? intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
    : intl.formatDate(value, { dateStyle: 'long' });

export interface ApplicationStatusProps {
  /** How often to read the application again while the page is visible (ms). @default STATUS_REFRESH_INTERVAL */
  refreshInterval?: number;
}

export function ApplicationStatus({ refreshInterval = STATUS_REFRESH_INTERVAL }: ApplicationStatusProps) {
  const intl = useIntl();
  const { state, application, reload } = useApplication();
  useRefreshWhileVisible(reload, refreshInterval);

  if (!application && (state === 'loading' || state === 'idle')) {
    return <Spinner label={intl.formatMessage(m.loading)} />;
  }
  if (!application && state === 'error') return <Alert tone="error">{intl.formatMessage(m.loadError)}</Alert>;
  if (!application || application.status === 'draft') {
    return (
      <Alert
        tone="info"
        title={intl.formatMessage(m.notSentTitle)}
        action={
          <Button href={paths.step3} iconAfter={<Icon name="arrow-right" size="small" />}>
            {intl.formatMessage(m.goToStep3)}
          </Button>
        }
      >
        {intl.formatMessage(m.notSentBody)}
      </Alert>
    );
  }
  const timeline = statusTimeline(application);
  return (
    <Stack gap="large">
      <StatusCard application={application} timeline={timeline} />
      <Stack as="section" aria-labelledby="step5-timeline">
        <Heading level={2} size="standard" id="step5-timeline">
          {intl.formatMessage(m.timelineTitle)}
        </Heading>
        <NextSteps {...nextStepsLabels(intl)} steps={timelineSteps(intl, timeline)} />
      </Stack>
    </Stack>
  );
}

const milestoneTitles = {
  submitted: m.mSubmitted,
  paid: m.mPaid,
  in_review: m.mInReview,
  changes_requested: m.mChanges,
  resubmitted: m.mResubmitted,
  filed: m.mFiled,
  itin_issued: m.mIssued,
  rejected: m.mRejected,
} as const satisfies Record<MilestoneKind, unknown>;

const upcomingTitles = {
  payment: m.uPayment,
  resubmit: m.uResubmit,
  review: m.reviewTitle,
  filing: m.submitTitle,
  irs: m.irsTitle,
  itin: m.emailTitle,
} as const satisfies Record<UpcomingKind, unknown>;

/** The timeline as NextSteps: milestones done (with their date), then what is ahead. */
function timelineSteps(intl: IntlShape, timeline: StatusTimeline): NextStep[] {
  const last = timeline.milestones.length - 1;
  const done: NextStep[] = timeline.milestones.map((milestone, index) => {
    const date = longDate(intl, milestone.kind === 'filed' && timeline.filed ? timeline.filed.on : milestone.at);
    const note =
      milestone.note && milestone.kind === 'changes_requested'
        ? intl.formatMessage(checklistMessages.staffNote, { note: milestone.note })
        : milestone.note && milestone.kind === 'rejected'
          ? intl.formatMessage(m.rejectedReason, { reason: milestone.note })
          : null;
    return {
      title: intl.formatMessage(milestoneTitles[milestone.kind]),
      description: note ? (
        <>
          <time dateTime={milestone.at}>{date}</time>
          <br />
          {note}
        </>
      ) : (
        <time dateTime={milestone.at}>{date}</time>
      ),
      state: timeline.now === 'milestone' && index === last ? 'current' : 'done',
    };
  });
  const ahead: NextStep[] = timeline.upcoming.map((kind, index) => ({
    title: intl.formatMessage(upcomingTitles[kind]),
    description: kind === 'irs' && !timeline.filed ? intl.formatMessage(m.irsBody, weeks) : undefined,
    state: timeline.now === 'upcoming' && index === 0 ? 'current' : 'upcoming',
  }));
  return [...done, ...ahead];
}

const badges: Record<Exclude<Status, 'draft'>, { tone: StatusBadgeTone; label: keyof typeof m }> = {
  submitted: { tone: 'warning', label: 'statusSubmitted' },
  paid: { tone: 'info', label: 'status' },
  in_review: { tone: 'info', label: 'status' },
  changes_requested: { tone: 'warning', label: 'statusChanges' },
  filed: { tone: 'info', label: 'statusFiled' },
  itin_issued: { tone: 'success', label: 'statusIssued' },
  rejected: { tone: 'neutral', label: 'statusRejected' },
};

/** Where the application stands, what it means and what to do. */
function StatusCard({ application, timeline }: { application: Application; timeline: StatusTimeline }) {
  const intl = useIntl();
  const status = application.status as Exclude<Status, 'draft'>;
  const badge = badges[status];
  let body: ReactNode = null;
  switch (status) {
    case 'submitted':
      body = (
        <>
          <Text size="large">{intl.formatMessage(m.submittedBody)}</Text>
          <div>
            <Button href={paths.step4} iconAfter={<Icon name="arrow-right" size="small" />}>
              {intl.formatMessage(m.goToStep4)}
            </Button>
          </div>
        </>
      );
      break;
    case 'paid':
    case 'in_review':
      body = (
        <>
          <Text size="large">{intl.formatMessage(m.statusBody)}</Text>
          <Stack direction="horizontal" gap="small">
            <Icon name="calendar" tone="link" />
            <Text as="span" weight="semibold">
              {intl.formatMessage(m.estimate, weeks)}
            </Text>
          </Stack>
        </>
      );
      break;
    case 'changes_requested':
      body = <ChangesRequested application={application} timeline={timeline} />;
      break;
    case 'filed':
      body = timeline.filed ? (
        <>
          <Text size="large">{intl.formatMessage(m.filedBody, { date: longDate(intl, timeline.filed.on) })}</Text>
          <Stack direction="horizontal" gap="small">
            <Icon name="calendar" tone="link" />
            <Text as="span" weight="semibold">
              {timeline.filed.window.weeks.min === timeline.filed.window.weeks.max
                ? intl.formatMessage(m.expectedUsual, {
                    weeks: timeline.filed.window.weeks.min,
                    date: longDate(intl, timeline.filed.window.from),
                  })
                : intl.formatMessage(m.expectedBusy, {
                    min: timeline.filed.window.weeks.min,
                    max: timeline.filed.window.weeks.max,
                    from: longDate(intl, timeline.filed.window.from),
                    to: longDate(intl, timeline.filed.window.to),
                    reason: timeline.filed.window.abroad ? 'abroad' : 'season',
                  })}
            </Text>
          </Stack>
        </>
      ) : null;
      break;
    case 'itin_issued':
      body = (
        <>
          <Text size="large">{intl.formatMessage(m.issuedBody)}</Text>
          {timeline.itin ? <RevealedItin itin={timeline.itin} /> : null}
        </>
      );
      break;
    case 'rejected':
      body = (
        <>
          <Text size="large">{intl.formatMessage(m.rejectedBody)}</Text>
          {application.status_note ? (
            <Text>{intl.formatMessage(m.rejectedReason, { reason: application.status_note })}</Text>
          ) : null}
          <Heading level={2} size="small">
            {intl.formatMessage(m.nextStepsTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.rejectedNext, { email: config.supportEmail, phone: config.supportPhone })}</Text>
        </>
      );
      break;
  }
  return (
    <Card elevation="raised" padding="large" tone="accent">
      <Stack>
        <Stack direction="horizontal" gap="small" wrap>
          <Text as="span" tone="muted" weight="medium">
            {intl.formatMessage(m.statusLabel)}
          </Text>
          <StatusBadge tone={badge.tone}>{intl.formatMessage(m[badge.label] as typeof m.status)}</StatusBadge>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}

/** The staff's note, the documents to replace (each linked to its checklist item) and the answers. */
function ChangesRequested({ application, timeline }: { application: Application; timeline: StatusTimeline }) {
  const intl = useIntl();
  return (
    <>
      <Text size="large">{intl.formatMessage(m.changesBody)}</Text>
      {application.status_note ? (
        <Text weight="semibold">
          {intl.formatMessage(checklistMessages.staffNote, { note: application.status_note })}
        </Text>
      ) : null}
      <Heading level={2} size="small" id="step5-fix">
        {intl.formatMessage(m.fixTitle)}
      </Heading>
      <ul aria-labelledby="step5-fix">
        {timeline.fixes.map((fix) => (
          <li key={fix.documentId}>
            <TextLink href={fix.requirement ? `${paths.step3}#${checklistItemId(fix.requirement)}` : paths.step3}>
              {intl.formatMessage(m.fixDocument, { file: fix.fileName })}
            </TextLink>
            {fix.note ? <> — {intl.formatMessage(checklistMessages.staffNote, { note: fix.note })}</> : null}
          </li>
        ))}
        <li>
          <TextLink href={paths.step4}>{intl.formatMessage(m.checkAnswers)}</TextLink>
        </li>
      </ul>
      <div>
        <Button href={paths.step3} iconAfter={<Icon name="arrow-right" size="small" />}>
          {intl.formatMessage(m.goToStep3)}
        </Button>
      </div>
    </>
  );
}

/** The ITIN, masked (9XX-XX-1234) until the applicant asks to see it whole. */
function RevealedItin({ itin }: { itin: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Stack direction="horizontal" gap="small" wrap align="center">
      <Text as="span" tone="muted" weight="medium">
        {intl.formatMessage(m.itinLabel)}
      </Text>
      <Text as="span" size="large" weight="semibold">
        {shown ? itin : maskItin(itin)}
      </Text>
      <Button variant="secondary" size="small" onClick={() => setShown((value) => !value)}>
        {intl.formatMessage(shown ? m.hideItin : m.showItin)}
      </Button>
    </Stack>
  );
}
