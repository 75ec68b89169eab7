import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, Heading, type FileUploadFile, type FileUploadProps } from '../../ui';

type LabelProps = Pick<
  FileUploadProps,
  | 'chooseLabel'
  | 'dropLabel'
  | 'fileListLabel'
  | 'cancelLabel'
  | 'retryLabel'
  | 'replaceLabel'
  | 'removeLabel'
  | 'uploadingLabel'
  | 'doneLabel'
  | 'failedLabel'
  | 'announceDoneLabel'
  | 'announceFailedLabel'
>;

const labels: LabelProps = {
  chooseLabel: 'Choose file',
  dropLabel: 'or drop it here',
  fileListLabel: 'Your files',
  cancelLabel: 'Cancel',
  retryLabel: 'Try again',
  replaceLabel: 'Replace',
  removeLabel: 'Remove',
  uploadingLabel: (percent) => `Uploading, ${percent}%`,
  doneLabel: 'Uploaded',
  failedLabel: 'Upload failed',
  announceDoneLabel: (name) => `${name} uploaded`,
  announceFailedLabel: (name) => `${name} could not be uploaded`,
};

const MB = 1_000_000;
const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const uploading: FileUploadFile = {
  id: 'f1',
  name: 'passport-photo-page.pdf',
  size: 2.4 * MB,
  status: 'uploading',
  progress: 45,
};
const done: FileUploadFile = { id: 'f2', name: 'passport-back.jpg', size: 830_000, status: 'done' };
const failed: FileUploadFile = {
  id: 'f3',
  name: 'visa.png',
  size: 4.1 * MB,
  status: 'failed',
  error: 'The connection was lost. Your file was not uploaded.',
};

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: 'Passport photo page',
    hint: 'PDF, JPG or PNG, up to 10 MB. All four corners of the page must be visible.',
    ...labels,
    locale: 'en',
    accept: '.pdf,.jpg,.jpeg,.png',
    maxSize: 10 * MB,
    files: [],
    id: 'passport-upload',
    onFilesSelected: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onReplace: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Upload by drag and drop or with a real button that opens the file picker, and a row per file with its size, a progress bar while uploading, then "done" or the reason it failed, and cancel, retry, replace and remove. The app does the uploads and passes their state in `files`; the component checks `accept` and `maxSize` before anything is sent and reports accepted and rejected files separately, so the app shows its own message in `error`. All text comes from the `…Label` props; sizes are written in the `locale`.',
          '',
          '**Accessibility criteria**',
          '- Dropping is an extra: the `<button>` opens the browser\'s file picker, so keyboard, switch and screen reader users upload the same way (WCAG 2.1.1, 2.5.7). Its accessible name is the `label` followed by `chooseLabel` ("Passport photo page Choose file"), its description the hint and error (1.3.1, 3.3.1).',
          '- When a heading beside it already names the upload, `hideLabel` keeps the label out of sight and still in the button\'s name; `hideDropZone` leaves only the rows when no other file may be added. A failure trying again cannot fix sets `retryable: false`, so no "Try again" is offered (3.3.3).',
          '- Every row button names its file for screen readers ("Remove visa.png"), so a list of files does not give a list of identical "Remove"s (2.4.6).',
          '- The progress bar is a named `progressbar` with the value in words; the end of each upload (done or failed) is announced in a polite live region (4.1.3).',
          '- Errors are text with an icon, a danger outline and a thicker edge, never colour alone (1.4.1); the dashed zone and outlines keep 3:1 in both themes (1.4.11).',
          "- The drop zone's highlight fades in; with reduced motion it appears at once. At 320 px the zone stacks and long file names wrap (1.4.10).",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Passport photo page Choose file' });
    await expect(button).toHaveAttribute('id', 'passport-upload');
    await expect(button).toHaveAccessibleDescription(/PDF, JPG or PNG, up to 10 MB/);
    // The button opens the real file input.
    const input = fileInput(canvasElement);
    let opened = false;
    // Stop the first click from opening a real picker; the upload below clicks again.
    input.addEventListener(
      'click',
      (event) => {
        opened = true;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(button);
    await expect(opened).toBe(true);
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    const file = pdf('passport.pdf', 2 * MB);
    await userEvent.upload(input, file);
    await expect(args.onFilesSelected).toHaveBeenLastCalledWith([file], []);
  },
};

export const RejectsBeforeUpload: Story = {
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const good = pdf('passport.pdf', 1 * MB);
    const huge = pdf('scan.pdf', 12 * MB);
    const word = new File(['x'], 'letter.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(fileInput(canvasElement), [good, huge, word], { applyAccept: false });
    await expect(args.onFilesSelected).toHaveBeenLastCalledWith(
      [good],
      [
        { file: huge, reason: 'size' },
        { file: word, reason: 'type' },
      ],
    );
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Choose file/ });
    const zone = button.parentElement!;
    const file = pdf('dropped-passport.pdf', 3 * MB);
    const data = new DataTransfer();
    data.items.add(file);
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(args.onFilesSelected).toHaveBeenCalledTimes(1);
    const [accepted, rejected] = (args.onFilesSelected as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(accepted.map((f: File) => f.name)).toEqual(['dropped-passport.pdf']);
    await expect(rejected).toEqual([]);
  },
};

export const Dragging: Story = {
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: /Choose file/ }).parentElement!;
    const data = new DataTransfer();
    data.items.add(pdf('passport.pdf', 1000));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
  },
};

export const Uploading: Story = {
  args: { files: [uploading] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'passport-photo-page.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 45%');
    await expect(canvas.getByText('2.4 MB')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel passport-photo-page.pdf' }));
    await expect(args.onCancel).toHaveBeenCalledWith('f1');
  },
};

export const Failed: Story = {
  args: { files: [failed] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The connection was lost. Your file was not uploaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again visa.png' }));
    await expect(args.onRetry).toHaveBeenCalledWith('f3');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove visa.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith('f3');
  },
};

export const Done: Story = {
  args: { files: [done] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your files' });
    await expect(within(list).getByText('Uploaded')).toBeVisible();
    await expect(within(list).getByText('830 kB')).toBeVisible();
    const replacement = pdf('passport-back-rescanned.pdf', 900_000);
    const replaceInput = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    let opened = false;
    replaceInput.addEventListener(
      'click',
      (event) => {
        opened = true;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Replace passport-back.jpg' }));
    await expect(opened).toBe(true);
    await userEvent.upload(replaceInput, replacement);
    await expect(args.onReplace).toHaveBeenCalledWith('f2', replacement, null);
  },
};

/** A failure that trying the same file again cannot fix: no "Try again", only Remove. */
export const FailedNotRetryable: Story = {
  args: { files: [{ ...failed, error: 'visa.png is not a PDF, JPG or PNG file.', retryable: false }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('visa.png is not a PDF, JPG or PNG file.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Try again/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove visa.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith('f3');
  },
};

/**
 * One file allowed and it is there: a heading beside the upload names it (`hideLabel`), the drop
 * zone gives way to the row (`hideDropZone`), and a file stored earlier shows what it was filed as
 * (`detail`) instead of a size nobody knows.
 */
export const StoredFileUnderHeading: Story = {
  args: {
    id: 'stored-passport',
    hideLabel: true,
    hideDropZone: true,
    files: [{ id: 'stored', name: 'passport.pdf', status: 'done', detail: 'Passport' }],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Heading level={2} size="standard">
        Passport photo page
      </Heading>
      <FileUpload {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Choose file/ })).toBeNull();
    await expect(canvasElement.querySelector('#stored-passport')).toBeNull();
    // The label is still in the page for the button's name, but not shown a second time.
    const label = canvas.getByText('Passport photo page', { selector: 'div' });
    await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const row = within(canvas.getByRole('list', { name: 'Your files' })).getByRole('listitem');
    await expect(within(row).getByText('Passport')).toBeVisible();
    await expect(row.textContent).not.toMatch(/\d\s?(B|kB|MB)/);
    // Replace still opens a picker without the zone.
    const replaceInput = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    replaceInput.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(within(row).getByRole('button', { name: 'Replace passport.pdf' }));
    const replacement = pdf('passport-new.pdf', 800_000);
    await userEvent.upload(replaceInput, replacement);
    await expect(args.onReplace).toHaveBeenCalledWith('stored', replacement, null);
  },
};

/** `hideLabel` with the zone shown: the button is still named by the label, which is not drawn. */
export const HiddenLabel: Story = {
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  args: { id: 'hidden-label-upload', hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Passport photo page Choose file' });
    await expect(button).toBeVisible();
    await expect(canvas.getByText('Passport photo page').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const SeveralFiles: Story = {
  args: { multiple: true, files: [done, uploading, failed] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
  },
};

export const WithError: Story = {
  args: { error: 'The selected file must be smaller than 10 MB' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Choose file/ });
    await expect(button).toHaveAccessibleDescription(
      'PDF, JPG or PNG, up to 10 MB. All four corners of the page must be visible. The selected file must be smaller than 10 MB',
    );
    await expect(button.parentElement).toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: [done] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The kit's buttons stay focusable while disabled (aria-disabled) and ignore activation.
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passport-back.jpg' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(fileInput(canvasElement)).toBeDisabled();
  },
};

/** A whole upload as the app runs it: progress in steps, then done, announced in the live region. */
function SimulatedUpload() {
  const [files, setFiles] = useState<FileUploadFile[]>([]);
  useEffect(() => {
    const active = files.find((file) => file.status === 'uploading');
    if (!active) return;
    const timer = setTimeout(() => {
      setFiles((current) =>
        current.map((file) => {
          if (file.id !== active.id) return file;
          const progress = (file.progress ?? 0) + 50;
          return progress >= 100 ? { ...file, status: 'done', progress: 100 } : { ...file, progress };
        }),
      );
    }, 100);
    return () => clearTimeout(timer);
  }, [files]);
  return (
    <FileUpload
      label="Birth certificate"
      {...labels}
      locale="en"
      files={files}
      onFilesSelected={(accepted) =>
        setFiles((current) => [
          ...current,
          ...accepted.map((file) => ({
            id: file.name,
            name: file.name,
            size: file.size,
            status: 'uploading' as const,
            progress: 0,
          })),
        ])
      }
      onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
    />
  );
}

export const Simulated: Story = {
  render: () => <SimulatedUpload />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('birth-certificate.pdf', 1.2 * MB));
    await expect(canvas.getByRole('progressbar', { name: 'birth-certificate.pdf' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'birth-certificate.pdf uploaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove birth-certificate.pdf' }));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const GermanAtPhoneWidth: Story = {
  args: {
    // Its own id: on the docs page every story shares one document, and the button is named by id.
    id: 'passport-upload-de',
    label: 'Lichtbildseite des Reisepasses',
    hint: 'PDF, JPG oder PNG, höchstens 10 MB.',
    locale: 'de',
    ...labels,
    chooseLabel: 'Datei auswählen',
    dropLabel: 'oder hierher ziehen',
    fileListLabel: 'Ihre Dateien',
    cancelLabel: 'Abbrechen',
    retryLabel: 'Erneut versuchen',
    replaceLabel: 'Ersetzen',
    removeLabel: 'Entfernen',
    uploadingLabel: (percent) => `Wird hochgeladen, ${percent} %`,
    doneLabel: 'Hochgeladen',
    failedLabel: 'Hochladen fehlgeschlagen',
    files: [
      { ...uploading, name: 'Reisepass_Lichtbildseite_beglaubigte_Kopie_2026_final.pdf' },
      { ...failed, error: 'Die Verbindung wurde unterbrochen.' },
      {
        id: 'stored-de',
        name: 'geburtsurkunde.pdf',
        status: 'done',
        detail: 'Beglaubigte Abschrift aus dem Geburtenregister',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2,4 MB')).toBeVisible();
    await expect(canvas.getByRole('list').scrollWidth).toBeLessThanOrEqual(320);
    // Long names and details wrap inside their row instead of running past its border.
    await expect(canvas.getByText('Beglaubigte Abschrift aus dem Geburtenregister')).toBeVisible();
    for (const row of canvas.getAllByRole('listitem'))
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
