/**
 * /staff: the queue. Counts per status, a filter by status and by name or e-mail (kept in the
 * address, so the back button and a shared link return to the same view), the applications that
 * have waited longest first, and pages of STAFF_PAGE_SIZE.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { isStatus, STATUSES, type Status } from '../../../domain';
import {
  Actions,
  Alert,
  Button,
  Card,
  Heading,
  Select,
  Stack,
  StatusBadge,
  SummaryList,
  Text,
  TextField,
  TextLink,
} from '../../../ui';
import type { ApplicationError } from '../../application/ApplicationService';
import { useStaffService } from '../../application/StaffContext';
import { STAFF_PAGE_SIZE, type StaffList, type StatusCounts } from '../../application/StaffService';
import { paths, staffApplicationPath } from '../../paths';
import { errorMessageFor, staffMessages as m, statusNames } from './messages';
import * as styles from './staff.css';
import { StaffLayout } from './StaffLayout';
import { statusTones } from './statusTones';

/** The queue's view as the address holds it. */
export interface QueueView {
  status: Status | null;
  query: string;
  page: number;
}

export function readQueueView(params: URLSearchParams): QueueView {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : null,
    query: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function queueSearch(view: QueueView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.query) params.set('q', view.query);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; error: ApplicationError }
  | { state: 'ready'; list: StaffList; counts: StatusCounts };

export default function StaffQueuePage() {
  const intl = useIntl();
  const staff = useStaffService();
  const [params, setParams] = useSearchParams();
  const view = readQueueView(params);
  const [attempt, setAttempt] = useState(0);
  const { status, query, page } = view;
  const key = JSON.stringify([status, query, page, attempt]);
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  // Until the answer for this view arrives the list shows "loading"; the counts stay.
  const loaded: Loaded = answer?.key === key ? answer.loaded : { state: 'loading' };
  const lastCounts = answer?.loaded.state === 'ready' ? answer.loaded.counts : null;

  useEffect(() => {
    let active = true;
    void Promise.all([
      staff.list({ ...(status ? { status } : {}), ...(query ? { query } : {}), page, perPage: STAFF_PAGE_SIZE }),
      staff.counts(),
    ]).then(([list, counts]) => {
      if (!active) return;
      setAnswer({
        key,
        loaded: !list.ok
          ? { state: 'error', error: list.error }
          : !counts.ok
            ? { state: 'error', error: counts.error }
            : { state: 'ready', list: list.value, counts: counts.value },
      });
    });
    return () => {
      active = false;
    };
  }, [staff, status, query, page, key]);

  const go = useCallback((next: QueueView) => setParams(new URLSearchParams(queueSearch(next).slice(1))), [setParams]);

  const counts = loaded.state === 'ready' ? loaded.counts : lastCounts;
  const all = counts ? STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const label = (s: Status) =>
    counts
      ? intl.formatMessage(m.filterWithCount, { status: intl.formatMessage(statusNames[s]), count: counts[s] })
      : intl.formatMessage(statusNames[s]);
  const filtered = view.status !== null || view.query !== '';
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });

  return (
    <StaffLayout title={intl.formatMessage(m.queueTitle)} intro={intl.formatMessage(m.queueIntro)}>
      {counts ? (
        <Stack gap="small" as="section" aria-labelledby="staff-counts">
          <Heading level={2} size="small" id="staff-counts">
            {intl.formatMessage(m.countsTitle)}
          </Heading>
          <SummaryList
            aria-labelledby="staff-counts"
            rows={STATUSES.map((s) => ({
              id: s,
              key: intl.formatMessage(statusNames[s]),
              value: intl.formatNumber(counts[s]),
            }))}
          />
        </Stack>
      ) : null}

      <QueueFilter
        key={`${view.status ?? ''}|${view.query}`}
        view={view}
        allLabel={
          all === null
            ? intl.formatMessage(m.countsAll)
            : intl.formatMessage(m.filterWithCount, { status: intl.formatMessage(m.countsAll), count: all })
        }
        label={label}
        onApply={go}
      />

      <Stack gap="medium" as="section" aria-labelledby="staff-results">
        <Heading level={2} size="standard" id="staff-results">
          {intl.formatMessage(m.resultsTitle)}
        </Heading>
        {loaded.state === 'loading' ? (
          <Text tone="muted">
            <span role="status">{intl.formatMessage(m.loading)}</span>
          </Text>
        ) : loaded.state === 'error' ? (
          <Alert
            tone="error"
            title={intl.formatMessage(m.loadFailed)}
            action={
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {intl.formatMessage(m.retry)}
              </Button>
            }
          >
            {intl.formatMessage(errorMessageFor(loaded.error.kind))}
          </Alert>
        ) : (
          <QueueResults list={loaded.list} view={view} filtered={filtered} date={date} />
        )}
      </Stack>
    </StaffLayout>
  );
}

/** The filter form; it starts from the view in the address (keyed by it, so a link or the back button resets it). */
function QueueFilter({
  view,
  allLabel,
  label,
  onApply,
}: {
  view: QueueView;
  allLabel: string;
  label: (status: Status) => string;
  onApply: (view: QueueView) => void;
}) {
  const intl = useIntl();
  const [statusChoice, setStatusChoice] = useState<string>(view.status ?? '');
  const [queryText, setQueryText] = useState(view.query);
  const filtered = view.status !== null || view.query !== '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ status: isStatus(statusChoice) ? statusChoice : null, query: queryText.trim(), page: 1 });
  };
  return (
    <Card as="section" aria-labelledby="staff-filter">
      <form onSubmit={onSubmit} role="search" aria-labelledby="staff-filter">
        <Stack gap="medium">
          <Heading level={2} size="small" id="staff-filter">
            {intl.formatMessage(m.filterTitle)}
          </Heading>
          <Select
            id="staff-status"
            label={intl.formatMessage(m.statusFilter)}
            value={statusChoice}
            onValueChange={setStatusChoice}
            options={[
              {
                value: '',
                label: allLabel,
              },
              ...STATUSES.map((s) => ({ value: s, label: label(s) })),
            ]}
          />
          <TextField
            id="staff-query"
            type="search"
            label={intl.formatMessage(m.search)}
            hint={intl.formatMessage(m.searchHint)}
            value={queryText}
            onChange={(event) => setQueryText(event.target.value)}
            autoComplete="off"
          />
          <Actions>
            <Button type="submit">{intl.formatMessage(m.apply)}</Button>
            {filtered ? (
              <Button variant="secondary" href={paths.staff}>
                {intl.formatMessage(m.clear)}
              </Button>
            ) : null}
          </Actions>
        </Stack>
      </form>
    </Card>
  );
}

function QueueResults({
  list,
  view,
  filtered,
  date,
}: {
  list: StaffList;
  view: QueueView;
  filtered: boolean;
  date: (iso: string) => string;
}) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(list.total / STAFF_PAGE_SIZE));
  if (list.total === 0) {
    return <Text>{intl.formatMessage(filtered ? m.emptyFiltered : m.emptyQueue)}</Text>;
  }
  return (
    <Stack gap="medium">
      <Text tone="muted">
        <span role="status">{intl.formatMessage(m.resultCount, { total: list.total })}</span>
      </Text>
      <Stack as="ol" gap="small">
        {list.items.map((item) => {
          const name = item.applicant.name || intl.formatMessage(m.unnamed);
          return (
            <li key={item.id}>
              <Card padding="standard">
                <Stack gap="xsmall" align="start">
                  <Heading level={3} size="small">
                    <TextLink href={staffApplicationPath(item.id)}>
                      <span className={styles.breakable}>{name}</span>
                    </TextLink>
                  </Heading>
                  <Text tone="muted" as="div">
                    <span className={styles.breakable}>{item.applicant.email}</span>
                  </Text>
                  <Stack direction="horizontal" gap="small" wrap align="center">
                    <StatusBadge size="small" tone={statusTones[item.status]}>
                      {intl.formatMessage(statusNames[item.status])}
                    </StatusBadge>
                    <Text size="small" tone="muted" as="span">
                      {intl.formatMessage(m.waitingSince, { date: date(item.updated_at) })}
                    </Text>
                  </Stack>
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
      {pages > 1 ? (
        <nav aria-label={intl.formatMessage(m.pagination)}>
          <Stack direction="horizontal" gap="small" wrap align="center">
            {view.page > 1 ? (
              <Button variant="secondary" href={`${paths.staff}${queueSearch({ ...view, page: view.page - 1 })}`}>
                {intl.formatMessage(m.previous)}
              </Button>
            ) : null}
            <Text as="span">{intl.formatMessage(m.pageOf, { page: view.page, pages })}</Text>
            {view.page < pages ? (
              <Button variant="secondary" href={`${paths.staff}${queueSearch({ ...view, page: view.page + 1 })}`}>
                {intl.formatMessage(m.next)}
              </Button>
            ) : null}
          </Stack>
        </nav>
      ) : null}
    </Stack>
  );
}
