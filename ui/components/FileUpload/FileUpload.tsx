import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { describedBy, FieldError, hasMessage } from '../../private/FieldError';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { ProgressBar } from '../ProgressBar';
import { VisuallyHidden } from '../VisuallyHidden';
import { checkFile, formatFileSize, type FileRejection, type FileRejectionReason } from './fileChecks';
import * as styles from './FileUpload.css';

export const fileUploadStatuses = ['uploading', 'done', 'failed'] as const;
export type FileUploadStatus = (typeof fileUploadStatuses)[number];

/** One file in the list under the drop zone. The app owns the list and the uploads. */
export interface FileUploadFile {
  /** Stable id, passed back to the row's callbacks. */
  id: string;
  /** The file name as shown. */
  name: string;
  /** Size in bytes; left out (a file stored earlier whose size is not known), no size is shown. */
  size?: number;
  /** A short word on the file after its size, e.g. the kind of document it was filed as. */
  detail?: string;
  /** Where the upload is. */
  status: FileUploadStatus;
  /** While uploading: how far, from 0 to 100. @default 0 */
  progress?: number;
  /** When failed: why, in words (from the server or the network). @default failedLabel */
  error?: string;
  /** When failed: whether trying the same file again can help; false hides "Try again" (a refused file). @default true */
  retryable?: boolean;
}

/** Every text FileUpload shows or announces, as the component uses them inside. */
interface FileUploadLabels {
  choose: string;
  drop: string;
  fileList: string;
  cancel: string;
  retry: string;
  replace: string;
  remove: string;
  uploading: (percent: number) => string;
  done: string;
  failed: string;
  announceDone: (fileName: string) => string;
  announceFailed: (fileName: string) => string;
}

export interface FileUploadProps {
  /** What to upload, e.g. "Passport photo page"; names the choose button together with `chooseLabel`. */
  label: ReactNode;
  /** Hide the label visually when a heading beside the upload already shows it; it still names the button. @default false */
  hideLabel?: boolean;
  /** Help under the label: accepted types, largest size, what makes a good scan. */
  hint?: ReactNode;
  /** The validation message (a rejected type or size, a missing file); its presence marks the zone invalid. */
  error?: ReactNode;
  /** The files chosen so far, with their upload state. */
  files: readonly FileUploadFile[];
  /** The button that opens the file picker, e.g. "Choose file". */
  chooseLabel: string;
  /** Beside the button, e.g. "or drop it here". */
  dropLabel: string;
  /** Accessible name of the list of files, e.g. "Your files". */
  fileListLabel: string;
  /** Row action that stops an upload, e.g. "Cancel". The file name follows it for screen readers. */
  cancelLabel: string;
  /** Row action that tries a failed upload again, e.g. "Try again". */
  retryLabel: string;
  /** Row action that picks another file in place of this one, e.g. "Replace". */
  replaceLabel: string;
  /** Row action that takes the file away, e.g. "Remove". */
  removeLabel: string;
  /** The progress in words, e.g. `(p) => \`Uploading, ${p}%\``. */
  uploadingLabel: (percent: number) => string;
  /** Status of a finished upload, e.g. "Uploaded". */
  doneLabel: string;
  /** Status of a failed upload without its own `error`, e.g. "Upload failed". */
  failedLabel: string;
  /** Announced when an upload finishes, e.g. `(name) => \`${name} uploaded\``. */
  announceDoneLabel: (fileName: string) => string;
  /** Announced when an upload fails, e.g. `(name) => \`${name} could not be uploaded\``. */
  announceFailedLabel: (fileName: string) => string;
  /** The locale of the file sizes ("2,4 MB"). */
  locale: string;
  /** Accepted types in the `accept` attribute's syntax, e.g. ".pdf,.jpg,.jpeg,.png". Checked on drop too. */
  accept?: string;
  /** Largest file in bytes; bigger files are rejected before any upload. */
  maxSize?: number;
  /** Allow more than one file per choice. @default false */
  multiple?: boolean;
  /** @default false */
  disabled?: boolean;
  /**
   * Leave out the drop zone and its choose button, e.g. while the one file allowed is there or
   * uploading; the rows and their Replace stay. The `id` then names no element. @default false
   */
  hideDropZone?: boolean;
  /** Id of the choose button, the target of an error summary link. @default a generated id */
  id?: string;
  /** Called with the chosen or dropped files: those that pass `accept` and `maxSize`, and those that do not (with why). */
  onFilesSelected: (accepted: File[], rejected: FileRejection[]) => void;
  /** Called when an upload is cancelled. */
  onCancel?: (id: string) => void;
  /** Called when a failed upload should be tried again. */
  onRetry?: (id: string) => void;
  /** Called with the new file when a file is replaced; `rejection` tells when it fails `accept` or `maxSize`. */
  onReplace?: (id: string, file: File, rejection: FileRejectionReason | null) => void;
  /** Called when a file is removed. */
  onRemove?: (id: string) => void;
}

/**
 * Upload by drag and drop or with a real button that opens the file picker, with a row per file:
 * progress, then done or failed, and cancel, retry, replace and remove (GOV.UK file upload, with
 * the state the app reports).
 */
export function FileUpload({
  label,
  hideLabel = false,
  hint,
  error,
  files,
  chooseLabel,
  dropLabel,
  fileListLabel,
  cancelLabel,
  retryLabel,
  replaceLabel,
  removeLabel,
  uploadingLabel,
  doneLabel,
  failedLabel,
  announceDoneLabel,
  announceFailedLabel,
  locale,
  accept,
  maxSize,
  multiple = false,
  disabled = false,
  hideDropZone = false,
  id,
  onFilesSelected,
  onCancel,
  onRetry,
  onReplace,
  onRemove,
}: FileUploadProps) {
  const labels: FileUploadLabels = {
    choose: chooseLabel,
    drop: dropLabel,
    fileList: fileListLabel,
    cancel: cancelLabel,
    retry: retryLabel,
    replace: replaceLabel,
    remove: removeLabel,
    uploading: uploadingLabel,
    done: doneLabel,
    failed: failedLabel,
    announceDone: announceDoneLabel,
    announceFailed: announceFailedLabel,
  };
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const labelId = `${buttonId}-label`;
  const chooseTextId = `${buttonId}-choose`;
  const hintId = `${buttonId}-hint`;
  const errorId = `${buttonId}-error`;
  const invalid = hasMessage(error);
  const inputRef = useRef<HTMLInputElement>(null);
  const replaceRef = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const announcement = useAnnouncement(files, labels);

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (chosen.length === 0) return;
    const accepted: File[] = [];
    const rejected: FileRejection[] = [];
    for (const file of chosen) {
      const reason = checkFile(file, { accept, maxSize });
      if (reason) rejected.push({ file, reason });
      else accepted.push(file);
    }
    onFilesSelected(accepted, rejected);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    // Without this the browser opens the dropped file itself.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over a child fires leave on the zone: only a pointer that left the zone counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div className={styles.root}>
      {hideLabel ? (
        <VisuallyHidden as="div" id={labelId}>
          {label}
        </VisuallyHidden>
      ) : (
        <div id={labelId} className={styles.label}>
          {label}
        </div>
      )}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hideDropZone ? null : (
        <div
          className={styles.zone}
          data-dragging={dragging ? '' : undefined}
          data-invalid={invalid ? '' : undefined}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <Icon name="upload" size="large" />
          <Button
            id={buttonId}
            variant="secondary"
            disabled={disabled}
            aria-labelledby={`${labelId} ${chooseTextId}`}
            aria-describedby={describedBy(hint ? hintId : undefined, invalid ? errorId : undefined)}
            onClick={() => inputRef.current?.click()}
          >
            <span id={chooseTextId}>{labels.choose}</span>
          </Button>
          <span className={styles.dropText}>{labels.drop}</span>
        </div>
      )}
      {/* The real file input, opened by the button: a styled button is clearer than the browser's own control. */}
      <input
        ref={inputRef}
        type="file"
        className={styles.hiddenInput}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files);
          // Lets the same file be chosen again after it was removed.
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={replaceRef}
        type="file"
        className={styles.hiddenInput}
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          const target = replacing.current;
          event.currentTarget.value = '';
          replacing.current = null;
          if (file && target) onReplace?.(target, file, checkFile(file, { accept, maxSize }));
        }}
      />
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={labels.fileList}>
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              labels={labels}
              locale={locale}
              disabled={disabled}
              onCancel={onCancel}
              onRetry={onRetry}
              onRemove={onRemove}
              onReplace={
                onReplace
                  ? () => {
                      replacing.current = file.id;
                      replaceRef.current?.click();
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}
      <LiveRegion>{announcement ? <VisuallyHidden>{announcement}</VisuallyHidden> : null}</LiveRegion>
    </div>
  );
}

interface FileRowProps {
  file: FileUploadFile;
  labels: FileUploadLabels;
  locale: string;
  disabled: boolean;
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
  onRemove?: (id: string) => void;
  onReplace?: () => void;
}

function FileRow({ file, labels, locale, disabled, onCancel, onRetry, onRemove, onReplace }: FileRowProps) {
  const percent = Math.round(Math.min(Math.max(file.progress ?? 0, 0), 100));
  // Each button names its file for screen readers: "Remove passport.pdf", not five "Remove"s.
  const action = (text: string, onClick: () => void) => (
    <Button variant="ghost" size="small" disabled={disabled} onClick={onClick}>
      {text}
      <VisuallyHidden> {file.name}</VisuallyHidden>
    </Button>
  );
  return (
    <li className={styles.file} data-status={file.status}>
      <span className={styles.fileIcon}>
        <Icon name="document" />
      </span>
      <div className={styles.fileBody}>
        <div className={styles.fileHeader}>
          <span className={styles.fileName}>{file.name}</span>
          {file.size !== undefined ? (
            <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
          ) : null}
          {file.detail ? <span className={styles.fileDetail}>{file.detail}</span> : null}
        </div>
        {file.status === 'uploading' ? (
          <ProgressBar label={file.name} hideLabel value={percent} valueText={labels.uploading(percent)} />
        ) : null}
        {file.status === 'uploading' ? (
          <span className={styles.fileStatus} aria-hidden="true">
            {labels.uploading(percent)}
          </span>
        ) : null}
        {file.status === 'done' ? (
          <span className={`${styles.fileStatus} ${styles.statusDone}`}>
            <Icon name="check-circle" size="small" />
            {labels.done}
          </span>
        ) : null}
        {file.status === 'failed' ? (
          <FieldError id={`${file.id}-error`}>{file.error ?? labels.failed}</FieldError>
        ) : null}
        <div className={styles.fileActions}>
          {file.status === 'uploading' && onCancel ? action(labels.cancel, () => onCancel(file.id)) : null}
          {file.status === 'failed' && file.retryable !== false && onRetry
            ? action(labels.retry, () => onRetry(file.id))
            : null}
          {file.status !== 'uploading' && onReplace ? action(labels.replace, onReplace) : null}
          {file.status !== 'uploading' && onRemove ? action(labels.remove, () => onRemove(file.id)) : null}
        </div>
      </div>
    </li>
  );
}

/** The message for the live region when a file's upload ends (done or failed), once per change. */
function useAnnouncement(files: readonly FileUploadFile[], labels: FileUploadLabels): string {
  // Compared while rendering (React's "storing information from previous renders"), so the
  // message is in the same commit as the row that changed.
  const [previous, setPrevious] = useState(files);
  const [message, setMessage] = useState('');
  if (files !== previous) {
    setPrevious(files);
    const before = new Map(previous.map((file) => [file.id, file.status]));
    let next: string | null = null;
    for (const file of files) {
      if (before.get(file.id) !== 'uploading') continue;
      if (file.status === 'done') next = labels.announceDone(file.name);
      if (file.status === 'failed') next = labels.announceFailed(file.name);
    }
    if (next !== null) setMessage(next);
  }
  return message;
}
