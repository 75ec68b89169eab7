/**
 * One requirement of the checklist: its title and status, what it proves and why this applicant
 * is asked for it, which documents count (originals or certified copies), and the kit's file
 * upload: the drop zone while a file is wanted, then a row for the stored document (with the
 * reviewer's note when it was flagged) and one for the upload running or failed, with progress,
 * cancel, retry, replace and remove.
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Card,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  FileUpload,
  Heading,
  InsetText,
  RadioGroup,
  Stack,
  StatusBadge,
  Text,
  type FileRejectionReason,
  type FileUploadFile,
  type StatusBadgeTone,
} from '../../../ui';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../../domain/index.ts';
import type { ChecklistEntry, ItemStatus, UploadedDocument } from './checklistModel';
import {
  documentKindNames,
  originalsMessage,
  reasonMessage,
  requirementProves,
  requirementTitles,
} from './checklistContent';
import { checklistMessages as m } from './messages';
import { checklistItemId } from './submitProblems';
import { canRetry, type UploadFailure, type UploadSlot } from './useDocumentUploads';

const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

const failureMessages = {
  too_large: m.tooLarge,
  unsupported_type: m.wrongType,
  empty: m.emptyFile,
  network: m.networkError,
  not_editable: m.notEditable,
  unexpected: m.uploadFailed,
} as const satisfies Record<UploadFailure, unknown>;

/** Why an upload failed, in words, naming its file. */
function failureText(intl: IntlShape, failure: UploadFailure, fileName: string): string {
  return intl.formatMessage(failureMessages[failure], { fileName, maxMb: MAX_MB });
}

/** A file the upload area refused before any upload (its name or type, its size). */
const rejectionFailures: Record<FileRejectionReason, UploadFailure> = { type: 'unsupported_type', size: 'too_large' };

interface Rejection {
  fileName: string;
  failure: UploadFailure;
}

/** What the item's tag says: the document's status, or the upload's while one runs. */
export type ItemDisplayStatus = ItemStatus | 'uploading' | 'failed';

const tones: Record<ItemDisplayStatus, StatusBadgeTone> = {
  missing: 'neutral',
  uploaded: 'info',
  accepted: 'success',
  needs_attention: 'warning',
  uploading: 'info',
  failed: 'warning',
};

/** The words of each status, for the item's tag and the overview at the top of the page. */
export const statusLabels = {
  missing: m.statusMissing,
  uploaded: m.statusUploaded,
  accepted: m.statusAccepted,
  needs_attention: m.statusNeedsAttention,
  uploading: m.statusUploading,
  failed: m.statusFailed,
} as const;

export function displayStatus(
  entry: ChecklistEntry,
  slot: UploadSlot | undefined,
  rejected = false,
): ItemDisplayStatus {
  if (slot?.state === 'failed' || (rejected && !slot)) return 'failed';
  if (slot) return 'uploading';
  return entry.status;
}

export interface ChecklistItemProps {
  entry: ChecklistEntry;
  /** The upload running or failed for this item. */
  slot?: UploadSlot;
  /** Documents can change (draft, or changes requested). */
  editable: boolean;
  /** Documents being removed, by id. */
  removing: ReadonlySet<string>;
  onUpload(kind: DocumentKind, file: File, replaces: string | null): void;
  onRetry(): void;
  onCancel(): void;
  /** Forgets the failed upload. */
  onDismiss(): void;
  onRemove(document: UploadedDocument): void;
}

export function ChecklistItem({
  entry,
  slot,
  editable,
  removing,
  onUpload,
  onRetry,
  onCancel,
  onDismiss,
  onRemove,
}: ChecklistItemProps) {
  const intl = useIntl();
  const id = checklistItemId(entry.kind);
  const titleId = `${id}-title`;
  const documentRow = `${id}-document`;
  const uploadRow = `${id}-upload`;
  const title = intl.formatMessage(requirementTitles[entry.kind]);
  const { document } = entry;
  const [kind, setKind] = useState<DocumentKind>(slot?.kind ?? document?.kind ?? entry.accepts[0] ?? 'passport');
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const status = displayStatus(entry, slot, rejection !== null);
  const kindName = (k: DocumentKind) => intl.formatMessage(documentKindNames[k]);

  const flagged = entry.status === 'needs_attention';
  const running = slot !== undefined && slot.state !== 'failed';
  // A file can be chosen while nothing uploads: in the drop zone for a missing or flagged item (a
  // flagged document is replaced by the new one), with the row's Replace for a met one.
  const canPick = editable && !running;
  const showZone = canPick && (document === null || flagged);
  const canReplace = canPick && document !== null && !flagged;

  const upload = (file: File, replaces: string | null) => {
    setRejection(null);
    onUpload(entry.accepts.length > 1 ? kind : (entry.accepts[0] ?? kind), file, replaces);
  };
  const reject = (file: File, reason: FileRejectionReason) =>
    setRejection({ fileName: file.name, failure: rejectionFailures[reason] });

  const files: FileUploadFile[] = [];
  if (document) {
    files.push(
      flagged
        ? {
            id: documentRow,
            name: document.file_name,
            detail: kindName(document.kind),
            status: 'failed',
            error: document.review_note
              ? intl.formatMessage(m.staffNote, { note: document.review_note })
              : intl.formatMessage(m.statusNeedsAttention),
            retryable: false,
          }
        : { id: documentRow, name: document.file_name, detail: kindName(document.kind), status: 'done' },
    );
  }
  if (slot) {
    files.push({
      id: uploadRow,
      name: slot.file.name,
      size: slot.file.size,
      detail: entry.accepts.length > 1 ? kindName(slot.kind) : undefined,
      status: slot.state === 'failed' ? 'failed' : 'uploading',
      progress: slot.total > 0 ? (slot.loaded / slot.total) * 100 : 0,
      error: slot.failure ? failureText(intl, slot.failure, slot.file.name) : undefined,
      retryable: canRetry(slot.failure),
    });
  }

  return (
    <Card as="li" id={id} aria-labelledby={titleId} elevation="raised">
      <Stack gap="medium">
        <Stack
          direction={{ mobile: 'vertical', tablet: 'horizontal' }}
          justify="spaceBetween"
          align="start"
          gap="small"
        >
          <Heading level={2} size="standard" id={titleId}>
            {title}
          </Heading>
          <StatusBadge tone={tones[status]}>{intl.formatMessage(statusLabels[status])}</StatusBadge>
        </Stack>
        <Text>{intl.formatMessage(requirementProves[entry.kind])}</Text>
        <InsetText>
          <Text weight="semibold" as="span">
            {intl.formatMessage(m.whyTitle)}:
          </Text>{' '}
          {intl.formatMessage(reasonMessage(entry.reason))}
        </InsetText>
        <Collapsible>
          <CollapsibleTrigger>{intl.formatMessage(m.detailsToggle)}</CollapsibleTrigger>
          <CollapsibleContent>
            <Stack gap="small">
              <Text weight="semibold">{intl.formatMessage(m.acceptsTitle)}</Text>
              <Stack as="ul" gap="xsmall">
                {entry.accepts.map((k) => (
                  <li key={k}>
                    <Text as="span">{kindName(k)}</Text>
                  </li>
                ))}
              </Stack>
              <Text size="small" tone="muted">
                {intl.formatMessage(originalsMessage(entry.kind))}
              </Text>
            </Stack>
          </CollapsibleContent>
        </Collapsible>

        {canPick && entry.accepts.length > 1 ? (
          <RadioGroup
            name={`${id}-kind`}
            id={`${id}-kind`}
            legend={intl.formatMessage(m.chooseKind)}
            options={entry.accepts.map((k) => ({ value: k, label: kindName(k) }))}
            value={kind}
            onValueChange={(value) => setKind(value as DocumentKind)}
          />
        ) : null}
        {editable || files.length > 0 ? (
          <FileUpload
            id={`${id}-file`}
            label={title}
            hideLabel
            hint={canPick ? intl.formatMessage(m.uploadHint, { maxMb: MAX_MB }) : undefined}
            error={rejection ? failureText(intl, rejection.failure, rejection.fileName) : undefined}
            files={files}
            hideDropZone={!showZone}
            accept={DOCUMENT_ACCEPT}
            maxSize={MAX_DOCUMENT_BYTES}
            disabled={document !== null && removing.has(document.id)}
            locale={intl.locale}
            chooseLabel={intl.formatMessage(m.chooseFile)}
            dropLabel={intl.formatMessage(m.dropHere)}
            fileListLabel={intl.formatMessage(m.fileLabel)}
            cancelLabel={intl.formatMessage(m.cancel)}
            retryLabel={intl.formatMessage(m.retry)}
            replaceLabel={intl.formatMessage(m.replace)}
            removeLabel={intl.formatMessage(m.remove)}
            uploadingLabel={(percent) =>
              intl.formatMessage(m.uploadingPercent, {
                percent: intl.formatNumber(percent / 100, { style: 'percent' }),
              })
            }
            doneLabel={intl.formatMessage(m.statusUploaded)}
            failedLabel={intl.formatMessage(m.statusFailed)}
            announceDoneLabel={(fileName) => intl.formatMessage(m.uploaded, { fileName })}
            announceFailedLabel={(fileName) => failureText(intl, slot?.failure ?? 'unexpected', fileName)}
            onFilesSelected={(accepted, rejected) => {
              const refused = rejected[0];
              if (refused) reject(refused.file, refused.reason);
              else if (accepted[0]) upload(accepted[0], flagged && document ? document.id : null);
            }}
            onCancel={onCancel}
            onRetry={onRetry}
            onReplace={
              canReplace
                ? (_row, file, refused) => (refused ? reject(file, refused) : upload(file, document?.id ?? null))
                : undefined
            }
            onRemove={
              editable && !running
                ? (row) => {
                    setRejection(null);
                    if (row === documentRow && document) onRemove(document);
                    else onDismiss();
                  }
                : undefined
            }
          />
        ) : null}
      </Stack>
    </Card>
  );
}
