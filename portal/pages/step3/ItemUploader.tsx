/**
 * The upload area of one checklist item: a drop zone with a file picker, then, while the file goes
 * up, its name, a progress bar and "Cancel upload"; after a failure, what went wrong and "Try
 * again" (when trying again can help) beside the picker for another file.
 */
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Icon, Stack, Text } from '../../../ui';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from '../../../domain/index.ts';
import * as styles from './ItemUploader.css';
import { checklistMessages as m } from './messages';
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

export interface ItemUploaderProps {
  /** Id of the file input (the target of an error summary link). */
  id: string;
  /** Id of the item's heading: the file input is named "Choose a file" and the item. */
  titleId: string;
  slot?: UploadSlot;
  onFile(file: File): void;
  onRetry(): void;
  onCancel(): void;
}

export function ItemUploader({ id, titleId, slot, onFile, onRetry, onCancel }: ItemUploaderProps) {
  const intl = useIntl();
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const pickId = `${id}-pick`;

  if (slot && slot.state !== 'failed') {
    const percent = slot.total > 0 ? Math.min(100, Math.round((slot.loaded / slot.total) * 100)) : 0;
    const progressLabel = intl.formatMessage(m.uploadingFile, { fileName: slot.file.name });
    return (
      <Stack gap="small">
        <Stack direction="horizontal" justify="spaceBetween" align="center" gap="small">
          <Text weight="semibold" as="span">
            <span className={styles.fileName}>{slot.file.name}</span>
          </Text>
          <Text as="span" tone="muted">
            {intl.formatNumber(percent / 100, { style: 'percent' })}
          </Text>
        </Stack>
        <progress className={styles.progress} max={100} value={percent} aria-label={progressLabel} />
        <div>
          <Button variant="secondary" size="small" onClick={onCancel} icon={<Icon name="close" size="small" />}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Stack>
    );
  }

  const failure = slot?.state === 'failed' ? slot.failure : null;
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Stack gap="small">
      {failure && slot ? (
        <Stack gap="small">
          <Text tone="danger" weight="semibold" id={errorId}>
            {intl.formatMessage(failureMessages[failure], { fileName: slot.file.name, maxMb: MAX_MB })}
          </Text>
          {canRetry(failure) ? (
            <div>
              <Button
                variant="secondary"
                size="small"
                onClick={onRetry}
                icon={<Icon name="arrow-right" size="small" />}
              >
                {intl.formatMessage(m.retry)}
              </Button>
            </div>
          ) : null}
        </Stack>
      ) : null}
      <div
        className={dragging ? `${styles.zone} ${styles.zoneActive}` : styles.zone}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text as="span" tone="muted">
          {intl.formatMessage(dragging ? m.dropActive : m.dropPrompt)}
        </Text>
        <input
          className={styles.input}
          type="file"
          id={id}
          accept={DOCUMENT_ACCEPT}
          aria-labelledby={`${pickId} ${titleId}`}
          aria-describedby={failure ? `${errorId} ${hintId}` : hintId}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file can be picked again after a failure.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} id={pickId} className={styles.pickButton}>
          <Icon name="document" size="small" />
          {intl.formatMessage(m.chooseFile)}
        </label>
        <Text size="small" tone="muted" id={hintId}>
          {intl.formatMessage(m.uploadHint, { maxMb: MAX_MB })}
        </Text>
      </div>
    </Stack>
  );
}
