/**
 * One requirement of the checklist: its title and status, what it proves and why this applicant
 * is asked for it, which documents count (originals or certified copies), the uploaded file (with
 * the reviewer's note when one was flagged), and the upload area with progress, retry, replace and
 * remove.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  Heading,
  Icon,
  InsetText,
  RadioGroup,
  Stack,
  StatusBadge,
  Text,
  VisuallyHidden,
  type StatusBadgeTone,
} from '../../../ui';
import type { DocumentKind } from '../../../domain/index.ts';
import type { ChecklistEntry, ItemStatus, UploadedDocument } from './checklistModel';
import {
  documentKindNames,
  originalsMessage,
  reasonMessage,
  requirementProves,
  requirementTitles,
} from './checklistContent';
import { ItemUploader } from './ItemUploader';
import { checklistMessages as m } from './messages';
import { checklistItemId } from './submitProblems';
import type { UploadSlot } from './useDocumentUploads';

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

const statusLabels = {
  missing: m.statusMissing,
  uploaded: m.statusUploaded,
  accepted: m.statusAccepted,
  needs_attention: m.statusNeedsAttention,
  uploading: m.statusUploading,
  failed: m.statusFailed,
} as const;

export function displayStatus(entry: ChecklistEntry, slot: UploadSlot | undefined): ItemDisplayStatus {
  if (slot?.state === 'failed') return 'failed';
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
  onRemove,
}: ChecklistItemProps) {
  const intl = useIntl();
  const id = checklistItemId(entry.kind);
  const titleId = `${id}-title`;
  const title = intl.formatMessage(requirementTitles[entry.kind]);
  const status = displayStatus(entry, slot);
  const { document } = entry;
  const [kind, setKind] = useState<DocumentKind>(slot?.kind ?? entry.accepts[0] ?? 'passport');
  const [replacing, setReplacing] = useState(false);
  // The upload area shows for a missing or flagged item, while replacing, and while an upload runs or failed.
  const showUploader =
    editable && (slot !== undefined || replacing || document === null || entry.status === 'needs_attention');
  const kindName = (k: DocumentKind) => intl.formatMessage(documentKindNames[k]);

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

        {document ? (
          <Stack gap="small">
            <Stack
              direction={{ mobile: 'vertical', tablet: 'horizontal' }}
              justify="spaceBetween"
              align="center"
              gap="small"
            >
              <Stack direction="horizontal" gap="small" align="center">
                <Icon name="document" size="small" />
                <Text>
                  <Text as="span" tone="muted">
                    {intl.formatMessage(m.fileLabel)}:
                  </Text>{' '}
                  <Text as="span" weight="semibold">
                    {document.file_name}
                  </Text>{' '}
                  <Text as="span" tone="muted">
                    ({kindName(document.kind)})
                  </Text>
                </Text>
              </Stack>
              {editable && !slot ? (
                <Stack direction="horizontal" gap="small">
                  {entry.status !== 'needs_attention' ? (
                    <Button variant="secondary" size="small" onClick={() => setReplacing((r) => !r)}>
                      {intl.formatMessage(m.replace)}
                      <VisuallyHidden> {document.file_name}</VisuallyHidden>
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="small"
                    loading={removing.has(document.id)}
                    onClick={() => onRemove(document)}
                  >
                    {intl.formatMessage(m.remove)}
                    <VisuallyHidden> {document.file_name}</VisuallyHidden>
                  </Button>
                </Stack>
              ) : null}
            </Stack>
            {entry.status === 'needs_attention' && document.review_note ? (
              <Text tone="danger">{intl.formatMessage(m.staffNote, { note: document.review_note })}</Text>
            ) : null}
          </Stack>
        ) : null}

        {showUploader ? (
          <Stack gap="medium">
            {entry.accepts.length > 1 && !slot ? (
              <RadioGroup
                name={`${id}-kind`}
                id={`${id}-kind`}
                legend={intl.formatMessage(m.chooseKind)}
                options={entry.accepts.map((k) => ({ value: k, label: kindName(k) }))}
                value={kind}
                onValueChange={(value) => setKind(value as DocumentKind)}
              />
            ) : null}
            <ItemUploader
              id={`${id}-file`}
              titleId={titleId}
              slot={slot}
              onFile={(file) => {
                const replaces = document && (replacing || entry.status === 'needs_attention') ? document.id : null;
                setReplacing(false);
                onUpload(entry.accepts.length > 1 ? kind : (entry.accepts[0] ?? kind), file, replaces);
              }}
              onRetry={onRetry}
              onCancel={onCancel}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
