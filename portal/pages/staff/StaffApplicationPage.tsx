/**
 * /staff/applications/:id: one application as staff work on it. The actions the status machine
 * allows now (with a confirmation before anything e-mails the applicant), the answers by Form W-7
 * line, the documents (inline preview, download, accept or mark as needing attention) and the
 * history of every change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Alert, BackLink, Button, Heading, Stack, StatusBadge, SummaryList, Text } from '../../../ui';
import type { ApplicationError } from '../../application/ApplicationService';
import { useStaffService } from '../../application/StaffContext';
import type { StaffApplication } from '../../application/StaffService';
import { paths } from '../../paths';
import { valueMessages } from '../step2/messages';
import { w7Lines } from '../step2/summary';
import { errorMessageFor, staffMessages as m, statusNames } from './messages';
import { StaffActionsPanel } from './StaffActionsPanel';
import { StaffDocuments } from './StaffDocuments';
import { StaffHistory } from './StaffHistory';
import * as styles from './staff.css';
import { StaffLayout } from './StaffLayout';
import { statusTones } from './statusTones';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; error: ApplicationError }
  | { state: 'ready'; application: StaffApplication };

export function StaffApplicationScreen({ id }: { id: string }) {
  const intl = useIntl();
  const staff = useStaffService();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const sequence = useRef(0);

  const load = useCallback(async () => {
    const current = ++sequence.current;
    const result = await staff.get(id);
    if (current !== sequence.current) return;
    setLoaded(result.ok ? { state: 'ready', application: result.value } : { state: 'error', error: result.error });
  }, [staff, id]);

  useEffect(() => {
    void load();
    return () => {
      sequence.current += 1;
    };
  }, [load]);

  const back = <BackLink href={paths.staff}>{intl.formatMessage(m.backToQueue)}</BackLink>;

  if (loaded.state !== 'ready') {
    return (
      <StaffLayout before={back} title={intl.formatMessage(m.queueTitle)}>
        {loaded.state === 'loading' ? (
          <Text tone="muted">
            <span role="status">{intl.formatMessage(m.loading)}</span>
          </Text>
        ) : (
          <Alert
            tone="error"
            title={intl.formatMessage(m.loadFailed)}
            action={
              <Button variant="secondary" onClick={() => void load()}>
                {intl.formatMessage(m.retry)}
              </Button>
            }
          >
            {intl.formatMessage(errorMessageFor(loaded.error.kind))}
          </Alert>
        )}
      </StaffLayout>
    );
  }

  const { application } = loaded;
  const replace = (next: StaffApplication) => setLoaded({ state: 'ready', application: next });
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const day = (ymd: string) => intl.formatDate(`${ymd}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const lines = w7Lines(intl, application.answers);
  const name = application.applicant.name || intl.formatMessage(m.unnamed);

  return (
    <StaffLayout
      before={back}
      title={<span className={styles.breakable}>{name}</span>}
      intro={
        <StatusBadge tone={statusTones[application.status]}>
          {intl.formatMessage(statusNames[application.status])}
        </StatusBadge>
      }
    >
      <SummaryList
        aria-label={intl.formatMessage(m.detailsTitle)}
        rows={[
          {
            id: 'email',
            key: intl.formatMessage(m.applicantEmail),
            value: <span className={styles.breakable}>{application.applicant.email}</span>,
          },
          { id: 'created', key: intl.formatMessage(m.createdOn), value: date(application.created_at) },
          ...(application.payment
            ? [
                {
                  id: 'payment',
                  key: intl.formatMessage(m.paymentLabel),
                  value: intl.formatMessage(m.paymentValue, {
                    amount: intl.formatNumber(application.payment.amount_cents / 100, {
                      style: 'currency',
                      currency: application.payment.currency,
                    }),
                    date: date(application.payment.paid_at),
                  }),
                },
              ]
            : []),
          ...(application.status_note
            ? [{ id: 'note', key: intl.formatMessage(m.statusNote), value: application.status_note }]
            : []),
          ...(application.filed_on
            ? [{ id: 'filed', key: intl.formatMessage(m.filedOnLabel), value: day(application.filed_on) }]
            : []),
          ...(application.itin ? [{ id: 'itin', key: intl.formatMessage(m.itinLabel), value: application.itin }] : []),
        ]}
      />

      <StaffActionsPanel application={application} onChanged={replace} onStale={() => void load()} />

      <Stack gap="small" as="section" aria-labelledby="staff-answers">
        <Heading level={2} id="staff-answers">
          {intl.formatMessage(m.answersTitle)}
        </Heading>
        {lines.length ? (
          <SummaryList
            aria-labelledby="staff-answers"
            rows={lines.map((line, index) => ({
              id: `line-${index}`,
              key: line.line
                ? `${intl.formatMessage(valueMessages.printLine, { line: line.line })} · ${intl.formatMessage(line.label)}`
                : intl.formatMessage(line.label),
              value: line.value,
            }))}
          />
        ) : (
          <Text>{intl.formatMessage(m.noAnswers)}</Text>
        )}
      </Stack>

      <StaffDocuments application={application} onChanged={() => void load()} />

      <StaffHistory application={application} />
    </StaffLayout>
  );
}

export default function StaffApplicationPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <StaffApplicationScreen key={id} id={id} />;
}
