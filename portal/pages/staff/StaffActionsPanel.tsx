/**
 * The actions the status machine allows on the application now, each with its fields. Actions
 * that e-mail the applicant ask first (an inline confirmation that takes the focus); the answer of
 * the server, good or bad, is shown above the actions.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Actions,
  Alert,
  Button,
  Card,
  DateInput,
  datePartOrder,
  ErrorSummary,
  Heading,
  Stack,
  Text,
  TextField,
} from '../../../ui';
import type { ApplicationError } from '../../application/ApplicationService';
import { useStaffService } from '../../application/StaffContext';
import type { StaffApplication } from '../../application/StaffService';
import { errorMessageFor, staffMessages as m, statusNames } from './messages';
import {
  ACTION_TARGETS,
  actionsFor,
  checkAction,
  emailsApplicant,
  localToday,
  type ActionFieldError,
  type ActionFields,
  type StaffActionId,
} from './staffActions';

const fieldErrorMessages: Record<ActionFieldError, MessageDescriptor> = {
  note_missing: m.noteMissing,
  reason_missing: m.reasonMissing,
  date_missing: m.dateMissing,
  date_invalid: m.dateInvalid,
  date_future: m.dateFuture,
  itin_missing: m.itinMissing,
  itin_invalid: m.itinInvalid,
};

const actionNames: Record<StaffActionId, MessageDescriptor> = {
  start_review: m.startReview,
  request_changes: m.requestChanges,
  mark_filed: m.markFiled,
  record_itin: m.recordItin,
  record_rejection: m.recordRejection,
};

type Outcome = { kind: 'done'; status: StaffApplication['status'] } | { kind: 'failed'; error: ApplicationError };

export interface StaffActionsPanelProps {
  application: StaffApplication;
  /** The application as the server returned it after a change. */
  onChanged: (application: StaffApplication) => void;
  /** The server says the application moved on meanwhile: read it again. */
  onStale: () => void;
  /** The day dates are checked against. @default today on this device */
  today?: string;
}

export function StaffActionsPanel({ application, onChanged, onStale, today = localToday() }: StaffActionsPanelProps) {
  const intl = useIntl();
  const staff = useStaffService();
  const actions = actionsFor(application.status);
  const [fields, setFields] = useState<Record<StaffActionId, ActionFields>>({
    start_review: {},
    request_changes: { note: '' },
    mark_filed: { filedOn: '' },
    record_itin: { itin: '' },
    record_rejection: { note: '' },
  });
  const [errors, setErrors] = useState<
    Partial<Record<StaffActionId, Partial<Record<keyof ActionFields, ActionFieldError>>>>
  >({});
  const [confirming, setConfirming] = useState<StaffActionId | null>(null);
  const [busy, setBusy] = useState<StaffActionId | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const set = (action: StaffActionId, patch: ActionFields) =>
    setFields((current) => ({ ...current, [action]: { ...current[action], ...patch } }));

  const send = async (action: StaffActionId) => {
    setConfirming(null);
    setBusy(action);
    setOutcome(null);
    const f = fields[action];
    const result = await staff.setStatus({
      id: application.id,
      status: ACTION_TARGETS[action],
      ...(action === 'request_changes' || action === 'record_rejection' ? { note: f.note?.trim() } : {}),
      ...(action === 'mark_filed' ? { filedOn: f.filedOn } : {}),
      ...(action === 'record_itin' ? { itin: f.itin?.trim() } : {}),
    });
    setBusy(null);
    if (result.ok) {
      setOutcome({ kind: 'done', status: result.value.status });
      onChanged(result.value);
    } else {
      setOutcome({ kind: 'failed', error: result.error });
      if (result.error.kind === 'wrong_status' || result.error.kind === 'version_conflict') onStale();
    }
  };

  const submit = (action: StaffActionId) => (event: FormEvent) => {
    event.preventDefault();
    const found = checkAction(action, fields[action], today);
    setErrors((current) => ({ ...current, [action]: found }));
    if (Object.keys(found).length) return;
    if (emailsApplicant(action)) {
      setOutcome(null);
      setConfirming(action);
    } else void send(action);
  };

  const cancel = () => {
    const action = confirming;
    setConfirming(null);
    if (action) document.getElementById(`staff-${action}-submit`)?.focus();
  };

  const fieldError = (action: StaffActionId, field: keyof ActionFields) => {
    const code = errors[action]?.[field];
    return code ? intl.formatMessage(fieldErrorMessages[code]) : undefined;
  };

  const summary = (action: StaffActionId, field: keyof ActionFields, target: string) => {
    const message = fieldError(action, field);
    return message ? (
      <ErrorSummary
        title={intl.formatMessage(m.errorTitle)}
        errors={[{ href: `#${target}`, message }]}
        focusOnMount
        headingLevel={3}
      />
    ) : null;
  };

  const submitButton = (action: StaffActionId) => (
    <Actions>
      <Button
        type="submit"
        id={`staff-${action}-submit`}
        variant={action === 'record_rejection' ? 'secondary' : 'primary'}
        loading={busy === action}
        loadingLabel={intl.formatMessage(m.working)}
        disabled={busy !== null || confirming !== null}
      >
        {intl.formatMessage(actionNames[action])}
      </Button>
    </Actions>
  );

  const form = (action: StaffActionId) => {
    const headingId = `staff-${action}-title`;
    const frame = (body: ReactNode) => (
      <Card key={action} as="section" aria-labelledby={headingId}>
        <form onSubmit={submit(action)} noValidate aria-labelledby={headingId}>
          <Stack gap="medium">
            <Heading level={3} size="small" id={headingId}>
              {intl.formatMessage(actionNames[action])}
            </Heading>
            {body}
            {submitButton(action)}
          </Stack>
        </form>
      </Card>
    );
    switch (action) {
      case 'start_review':
        return frame(<Text>{intl.formatMessage(m.startReviewHint)}</Text>);
      case 'request_changes':
      case 'record_rejection': {
        const id = `staff-${action}-note`;
        return frame(
          <>
            {summary(action, 'note', id)}
            <TextField
              id={id}
              label={intl.formatMessage(action === 'request_changes' ? m.requestChangesNote : m.rejectionReason)}
              hint={intl.formatMessage(action === 'request_changes' ? m.requestChangesHint : m.rejectionHint)}
              required
              requiredLabel={intl.formatMessage(m.required)}
              maxLength={2000}
              value={fields[action].note ?? ''}
              onChange={(event) => set(action, { note: event.target.value })}
              error={fieldError(action, 'note')}
            />
          </>,
        );
      }
      case 'mark_filed':
        return frame(
          <>
            {summary(action, 'filedOn', `staff-filed-on-${datePartOrder(intl.locale)[0] ?? 'day'}`)}
            <DateInput
              id="staff-filed-on"
              legend={intl.formatMessage(m.filedOn)}
              dayLabel={intl.formatMessage(m.day)}
              monthLabel={intl.formatMessage(m.month)}
              yearLabel={intl.formatMessage(m.year)}
              locale={intl.locale}
              value={fields.mark_filed.filedOn ?? ''}
              onValueChange={(value) => set(action, { filedOn: value })}
              error={fieldError(action, 'filedOn')}
            />
          </>,
        );
      case 'record_itin':
        return frame(
          <>
            {summary(action, 'itin', 'staff-itin')}
            <TextField
              id="staff-itin"
              label={intl.formatMessage(m.itinField)}
              hint={intl.formatMessage(m.itinHint)}
              required
              requiredLabel={intl.formatMessage(m.required)}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={11}
              value={fields.record_itin.itin ?? ''}
              onChange={(event) => set(action, { itin: event.target.value })}
              error={fieldError(action, 'itin')}
            />
          </>,
        );
    }
  };

  return (
    <Stack gap="medium" as="section" aria-labelledby="staff-actions">
      <Heading level={2} id="staff-actions">
        {intl.formatMessage(m.actionsTitle)}
      </Heading>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1}>
          {outcome.kind === 'done' ? (
            <Alert tone="success">
              {intl.formatMessage(m.done, { status: intl.formatMessage(statusNames[outcome.status]) })}
            </Alert>
          ) : (
            <Alert tone="error" title={intl.formatMessage(m.actionFailed)}>
              {intl.formatMessage(errorMessageFor(outcome.error.kind))}
            </Alert>
          )}
        </div>
      ) : null}
      {confirming ? (
        <Card tone="accent" as="section" aria-labelledby="staff-confirm-title">
          <Stack gap="medium">
            <Heading level={3} size="small" id="staff-confirm-title" tabIndex={-1} ref={confirmHeading}>
              {intl.formatMessage(m.confirmTitle)}
            </Heading>
            <Text>
              {intl.formatMessage(m.confirmText, {
                action: intl.formatMessage(actionNames[confirming]),
                status: intl.formatMessage(statusNames[ACTION_TARGETS[confirming]]),
                email: application.applicant.email,
              })}
            </Text>
            <Actions>
              <Button onClick={() => void send(confirming)}>{intl.formatMessage(m.confirm)}</Button>
              <Button variant="secondary" onClick={cancel}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </Actions>
          </Stack>
        </Card>
      ) : null}
      {actions.length ? (
        <Stack gap="medium">{actions.map((action) => form(action))}</Stack>
      ) : (
        <Text>{intl.formatMessage(m.noActions)}</Text>
      )}
    </Stack>
  );
}
