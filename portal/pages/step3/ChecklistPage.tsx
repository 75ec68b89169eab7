/**
 * /step3 'Upload your documents' when no intake form is configured: the checklist the server
 * computes from the applicant's answers, one item per requirement, each with its own upload (drag
 * and drop or file picker, progress, cancel, retry, replace, remove) and status, under an overview
 * of where each one stands that links to it. "Continue" submits the application
 * (`application_submit`) and opens step 4; a refusal is mapped back to the item that lacks a
 * document or to the step 2 page and field whose answer must change.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Actions,
  Alert,
  Button,
  Icon,
  LiveRegion,
  Spinner,
  Stack,
  TaskList,
  Text,
  type TaskListItem,
} from '../../../ui';
import { MAX_DOCUMENT_BYTES, type DocumentKind, type RequirementKind } from '../../../domain/index.ts';
import { useApplication } from '../../application/ApplicationContext';
import type { Application } from '../../application/ApplicationService';
import { StepPageLayout } from '../../layout/StepPageLayout';
import { paths } from '../../paths';
import { ChecklistItem, statusLabels } from './ChecklistItem';
import { requirementTitles } from './checklistContent';
import { checklistView, type ItemStatus, type UploadedDocument } from './checklistModel';
import { OtherDocuments } from './OtherDocuments';
import { checklistMessages as m } from './messages';
import { SubmitProblemSummary } from './SubmitProblemSummary';
import { checklistItemId, submitProblemOf, type SubmitProblem } from './submitProblems';
import { useDocumentUploads } from './useDocumentUploads';

export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** A document meets the item (a flagged one does not). */
const isMet = (status: ItemStatus) => status === 'uploaded' || status === 'accepted';

const today = () => new Date().toISOString().slice(0, 10);

export default function ChecklistPage() {
  const intl = useIntl();
  const { state, application, reload } = useApplication();

  let content;
  if (state === 'loading' || state === 'idle') {
    content = <Spinner label={intl.formatMessage(m.loading)} />;
  } else if (state === 'error' && !application) {
    content = (
      <Alert
        tone="error"
        title={intl.formatMessage(m.loadErrorTitle)}
        action={
          <Button variant="secondary" onClick={() => void reload()}>
            {intl.formatMessage(m.retryLoad)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadErrorBody)}
      </Alert>
    );
  } else if (!application) {
    content = (
      <Alert
        tone="info"
        title={intl.formatMessage(m.noApplicationTitle)}
        action={
          <Button href={paths.step2} iconAfter={<Icon name="arrow-right" size="small" />}>
            {intl.formatMessage(m.goToStep2)}
          </Button>
        }
      >
        {intl.formatMessage(m.noApplicationBody)}
      </Alert>
    );
  } else {
    content = <Checklist application={application} />;
  }

  return (
    <StepPageLayout
      page={3}
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro, { maxMb: MAX_DOCUMENT_MB })}
    >
      {content}
    </StepPageLayout>
  );
}

function Checklist({ application }: { application: Application }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { submit, reload, removeDocument } = useApplication();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const uploads = useDocumentUploads({
    onUploaded: (fileName) => setAnnouncement(intl.formatMessage(m.uploaded, { fileName })),
    onCancelled: (fileName) => setAnnouncement(intl.formatMessage(m.cancelled, { fileName })),
  });
  const view = useMemo(() => checklistView(application, today()), [application]);
  const { hash } = useLocation();

  // A change link from step 4 (`/step3#checklist-passport`) brings its item into view.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const required = view.entries.filter((e) => e.required);
  const done = required.filter((e) => isMet(e.status)).length;
  // Where each requirement stands, each linking to its item below (GOV.UK task list).
  const overview: TaskListItem[] = view.entries.map((entry) => ({
    id: entry.kind,
    title: intl.formatMessage(requirementTitles[entry.kind]),
    href: `#${checklistItemId(entry.kind)}`,
    status: entry.status === 'needs_attention' ? 'needsAttention' : entry.status,
    statusLabel: intl.formatMessage(statusLabels[entry.status]),
  }));

  const onRemove = useCallback(
    async (document: UploadedDocument) => {
      setRemoveFailed(null);
      setRemoving((current) => new Set(current).add(document.id));
      const result = await removeDocument(document.id);
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(document.id);
        return next;
      });
      if (result.ok) setAnnouncement(intl.formatMessage(m.removed, { fileName: document.file_name }));
      else setRemoveFailed(document.file_name);
    },
    [removeDocument, intl],
  );

  const onUpload = (item: RequirementKind, kind: DocumentKind, file: File, replaces: string | null) => {
    setProblem(null);
    void uploads.start(item, kind, file, replaces);
  };

  const onContinue = async () => {
    if (!view.editable) {
      void navigate(paths.step4);
      return;
    }
    const missing = view.entries.filter((e) => e.required && !isMet(e.status));
    if (missing.length) {
      setProblem({ type: 'missing_documents', kinds: missing.map((e) => e.kind) });
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const result = await submit();
    setSubmitting(false);
    if (result.ok) {
      void navigate(paths.step4);
      return;
    }
    const refused = submitProblemOf(result.error);
    // The record moved on elsewhere (another tab, a reviewer): show the latest, so what the page
    // says and the next attempt start from it. Sent already: the reloaded page says so itself.
    if (refused.type !== 'invalid_answers' && refused.type !== 'unexpected') void reload();
    setProblem(refused.type === 'wrong_status' ? null : refused);
  };

  return (
    <Stack gap="large">
      {problem ? <SubmitProblemSummary problem={problem} /> : null}
      {application.status === 'changes_requested' ? (
        <Alert tone="warning" title={intl.formatMessage(m.changesRequestedTitle)}>
          <Stack gap="small">
            <Text>{intl.formatMessage(m.changesRequestedBody)}</Text>
            {application.status_note ? (
              <Text>{intl.formatMessage(m.staffNote, { note: application.status_note })}</Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {!view.editable ? (
        <Alert tone="success" title={intl.formatMessage(m.lockedTitle)}>
          {intl.formatMessage(m.lockedBody)}
        </Alert>
      ) : null}
      {removeFailed ? (
        <Alert tone="error">{intl.formatMessage(m.removeFailed, { fileName: removeFailed })}</Alert>
      ) : null}
      <Stack gap="small">
        <Text weight="semibold">{intl.formatMessage(m.progress, { done, total: required.length })}</Text>
        <TaskList items={overview} aria-label={intl.formatMessage(m.overviewLabel)} />
      </Stack>
      <Stack as="ul" gap="medium" aria-label={intl.formatMessage(m.listTitle)}>
        {view.entries.map((entry) => (
          <ChecklistItem
            key={entry.kind}
            entry={entry}
            slot={uploads.slots[entry.kind]}
            editable={view.editable}
            removing={removing}
            onUpload={(kind, file, replaces) => onUpload(entry.kind, kind, file, replaces)}
            onRetry={() => void uploads.retry(entry.kind)}
            onCancel={() => uploads.cancel(entry.kind)}
            onDismiss={() => uploads.dismiss(entry.kind)}
            onRemove={(document) => void onRemove(document)}
          />
        ))}
      </Stack>
      {view.others.length ? (
        <OtherDocuments
          documents={view.others}
          editable={view.editable}
          removing={removing}
          onRemove={(document) => void onRemove(document)}
        />
      ) : null}
      <LiveRegion>{announcement}</LiveRegion>
      <Actions note={view.editable ? intl.formatMessage(m.continueNote) : null} noteId="checklist-continue-note">
        <Button
          size="large"
          loading={submitting}
          loadingLabel={intl.formatMessage(m.submitting)}
          onClick={() => void onContinue()}
          iconAfter={<Icon name="arrow-right" size="small" />}
          aria-describedby={view.editable ? 'checklist-continue-note' : undefined}
        >
          {intl.formatMessage(view.editable ? m.continue : m.continueSubmitted)}
        </Button>
      </Actions>
    </Stack>
  );
}
