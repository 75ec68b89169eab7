/**
 * The application's documents for staff: each with its review status and note, an inline preview
 * (images and PDFs, read with the staff's own session and shown from a local object URL), a
 * download, and, while documents can be reviewed, "accept" and "needs attention" with a note.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Actions, Alert, Button, Card, Heading, Stack, StatusBadge, Text, TextField } from '../../../ui';
import type { ApplicationDocument, ApplicationError, ReviewStatus } from '../../application/ApplicationService';
import { useStaffService } from '../../application/StaffContext';
import type { StaffApplication } from '../../application/StaffService';
import { documentKindNames } from '../step3/checklistContent';
import { errorMessageFor, staffMessages as m } from './messages';
import * as styles from './staff.css';
import { canReviewDocuments } from './staffActions';

export const reviewNames = {
  pending: m.reviewPending,
  accepted: m.reviewAccepted,
  needs_attention: m.reviewNeedsAttention,
};
const reviewTones = { pending: 'neutral', accepted: 'success', needs_attention: 'warning' } as const;

/** How a file can be shown inline: by its type, else by the extension it was stored under. */
export function previewKind(type: string, objectPath: string): 'image' | 'pdf' | null {
  const ext = objectPath.slice(objectPath.lastIndexOf('.') + 1).toLowerCase();
  if (type === 'image/jpeg' || type === 'image/png' || (!type && (ext === 'jpg' || ext === 'jpeg' || ext === 'png')))
    return 'image';
  if (type === 'application/pdf' || (!type && ext === 'pdf')) return 'pdf';
  return null;
}

export function StaffDocuments({ application, onChanged }: { application: StaffApplication; onChanged: () => void }) {
  const intl = useIntl();
  const reviewable = canReviewDocuments(application.status);
  return (
    <Stack gap="medium" as="section" aria-labelledby="staff-documents">
      <Heading level={2} id="staff-documents">
        {intl.formatMessage(m.documentsTitle)}
      </Heading>
      {application.documents.length ? (
        <Stack as="ul" gap="small">
          {application.documents.map((document) => (
            <li key={document.id}>
              <DocumentCard document={document} reviewable={reviewable} onChanged={onChanged} />
            </li>
          ))}
        </Stack>
      ) : (
        <Text>{intl.formatMessage(m.noDocuments)}</Text>
      )}
    </Stack>
  );
}

type Preview =
  { state: 'closed' } | { state: 'loading' } | { state: 'open'; url: string; kind: 'image' | 'pdf' | null };

function DocumentCard({
  document,
  reviewable,
  onChanged,
}: {
  document: ApplicationDocument;
  reviewable: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const staff = useStaffService();
  const file = document.file_name;
  const [preview, setPreview] = useState<Preview>({ state: 'closed' });
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState(document.review_note ?? '');
  const [noteError, setNoteError] = useState(false);
  const [busy, setBusy] = useState<'download' | ReviewStatus | null>(null);
  const [outcome, setOutcome] = useState<
    { ok: true; review: ReviewStatus } | { ok: false; error: ApplicationError } | null
  >(null);
  const noteField = useRef<HTMLInputElement>(null);
  const previewId = `staff-preview-${document.id}`;

  // Opening the note takes the keyboard straight to it.
  useEffect(() => {
    if (noting) noteField.current?.focus();
  }, [noting]);
  const headingId = `staff-document-${document.id}`;

  const openUrl = preview.state === 'open' ? preview.url : null;
  useEffect(() => (openUrl ? () => URL.revokeObjectURL(openUrl) : undefined), [openUrl]);

  const togglePreview = async () => {
    if (preview.state !== 'closed') return setPreview({ state: 'closed' });
    setPreview({ state: 'loading' });
    const result = await staff.downloadDocument(document.object_path);
    if (!result.ok) {
      setPreview({ state: 'closed' });
      return setOutcome({ ok: false, error: result.error });
    }
    setPreview({
      state: 'open',
      url: URL.createObjectURL(result.value),
      kind: previewKind(result.value.type, document.object_path),
    });
  };

  const download = async () => {
    setBusy('download');
    const result = await staff.downloadDocument(document.object_path);
    setBusy(null);
    if (!result.ok) return setOutcome({ ok: false, error: result.error });
    const url = URL.createObjectURL(result.value);
    const link = window.document.createElement('a');
    link.href = url;
    link.download = file;
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const review = async (status: ReviewStatus & ('accepted' | 'needs_attention')) => {
    setBusy(status);
    setOutcome(null);
    const result = await staff.reviewDocument({
      id: document.id,
      status,
      ...(status === 'needs_attention' ? { note: note.trim() } : {}),
    });
    setBusy(null);
    if (!result.ok) return setOutcome({ ok: false, error: result.error });
    setOutcome({ ok: true, review: status });
    setNoting(false);
    onChanged();
  };

  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setNoteError(true);
    setNoteError(false);
    void review('needs_attention');
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Stack gap="xsmall" align="start">
          <Heading level={3} size="small" id={headingId}>
            {intl.formatMessage(documentKindNames[document.kind])}
          </Heading>
          <Text as="div">
            <span className={styles.breakable}>{file}</span>
          </Text>
          <StatusBadge size="small" tone={reviewTones[document.review_status]}>
            {intl.formatMessage(reviewNames[document.review_status])}
          </StatusBadge>
          {document.review_note ? (
            <Text tone="muted" as="div">
              {intl.formatMessage(m.reviewNoteLabel, { note: document.review_note })}
            </Text>
          ) : null}
        </Stack>

        {outcome ? (
          outcome.ok ? (
            <Alert tone="success">
              {intl.formatMessage(m.documentSaved, { file, review: intl.formatMessage(reviewNames[outcome.review]) })}
            </Alert>
          ) : (
            <Alert tone="error" title={intl.formatMessage(m.actionFailed)}>
              {intl.formatMessage(errorMessageFor(outcome.error.kind))}
            </Alert>
          )
        ) : null}

        <Actions align="start">
          <Button
            variant="secondary"
            onClick={() => void togglePreview()}
            aria-expanded={preview.state !== 'closed'}
            aria-controls={previewId}
            loading={preview.state === 'loading'}
            loadingLabel={intl.formatMessage(m.loading)}
          >
            {intl.formatMessage(preview.state === 'open' ? m.hidePreview : m.preview, { file })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void download()}
            loading={busy === 'download'}
            loadingLabel={intl.formatMessage(m.loading)}
          >
            {intl.formatMessage(m.download, { file })}
          </Button>
        </Actions>

        <div id={previewId}>
          {preview.state === 'open' ? (
            preview.kind === 'image' ? (
              <img
                className={styles.previewImage}
                src={preview.url}
                alt={intl.formatMessage(m.previewTitle, { file })}
              />
            ) : preview.kind === 'pdf' ? (
              <iframe
                className={styles.previewFrame}
                src={preview.url}
                title={intl.formatMessage(m.previewTitle, { file })}
              />
            ) : (
              <Text tone="muted">{intl.formatMessage(m.noPreview)}</Text>
            )
          ) : null}
        </div>

        {reviewable ? (
          <Stack gap="medium">
            <Actions align="start">
              {document.review_status !== 'accepted' ? (
                <Button
                  onClick={() => void review('accepted')}
                  loading={busy === 'accepted'}
                  loadingLabel={intl.formatMessage(m.working)}
                  disabled={busy !== null}
                >
                  {intl.formatMessage(m.accept, { file })}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                aria-expanded={noting}
                onClick={() => setNoting((open) => !open)}
                disabled={busy !== null}
              >
                {intl.formatMessage(m.needsAttention, { file })}
              </Button>
            </Actions>
            {noting ? (
              <form onSubmit={submitNote} noValidate>
                <Stack gap="small">
                  <TextField
                    ref={noteField}
                    id={`staff-note-${document.id}`}
                    label={intl.formatMessage(m.documentNote, { file })}
                    required
                    requiredLabel={intl.formatMessage(m.required)}
                    maxLength={2000}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    error={noteError ? intl.formatMessage(m.noteMissing) : undefined}
                  />
                  <Actions align="start">
                    <Button
                      type="submit"
                      variant="secondary"
                      loading={busy === 'needs_attention'}
                      loadingLabel={intl.formatMessage(m.working)}
                    >
                      {intl.formatMessage(m.saveDocumentNote)}
                    </Button>
                  </Actions>
                </Stack>
              </form>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
