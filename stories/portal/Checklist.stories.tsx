import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import type { W7Answers } from '../../domain/index.ts';
import type { ApplicationService } from '../../portal/application/ApplicationService';
import {
  createMemoryApplicationService,
  type MemoryApplicationOptions,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import ChecklistPage from '../../portal/pages/step3/ChecklistPage';

const TODAY = '2026-03-15';

/** A student from Brazil (reason f) with a passport: passport, visa, school letter and tax return. */
const student: W7Answers = {
  application_type: 'new',
  reasons: ['f'],
  name: { first: 'Ana', last: 'Souza' },
  mailing_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
  foreign_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
  birth: { date: '1998-04-02', country: 'BR' },
  sex: 'female',
  citizenship: ['BR'],
  visa: { type: 'F-1', number: 'V123', expires: '2028-01-01' },
  id_document: {
    type: 'passport',
    issued_by: 'Brazil',
    number: 'FX123456',
    expires: '2030-01-01',
    entry_date: '2025-08-20',
  },
  previous_tin: { had: 'no' },
  stay: { institution: 'State University', city_state: 'Austin, TX', length: '4 years' },
  signer: { who: 'applicant', phone: '+351 21 000 0000' },
};

/** A child under 6 of a U.S. citizen (reason d), without a passport: two documents, birth certificate, residency. */
const child: W7Answers = {
  ...student,
  reasons: ['d'],
  relationship: 'Daughter',
  sponsor: { name: 'Maria Souza', tin: '123-45-6789' },
  birth: { date: '2023-01-10', country: 'BR' },
  id_document: {
    type: 'other',
    other_description: 'Birth certificate',
    issued_by: 'Brazil',
    number: 'B1',
    expires: '2099-01-01',
    entry_date: '2025-01-10',
  },
  stay: undefined,
  visa: undefined,
  signer: { who: 'parent', name: 'Maria Souza', phone: '+1 555 0100' },
};

const allDocuments = [
  { kind: 'passport', file_name: 'passport.pdf' },
  { kind: 'us_visa', file_name: 'visa.jpg' },
  { kind: 'school_letter', file_name: 'dso-letter.pdf' },
  { kind: 'federal_tax_return', file_name: 'form-1040-nr.pdf' },
] as const;

const service =
  (seed: MemoryApplicationSeed | null, options: Omit<MemoryApplicationOptions, 'application'> = {}) =>
  (): ApplicationService =>
    createMemoryApplicationService({ today: TODAY, application: seed, ...options });

/** A service whose uploads report 40 % and then wait until they are cancelled, to show an upload in progress. */
const slowUploads = (seed: MemoryApplicationSeed) => (): ApplicationService => {
  const memory = createMemoryApplicationService({ today: TODAY, application: seed });
  return {
    ...memory,
    uploadDocument: (file, _kind, options) => {
      options?.onProgress?.({ loaded: Math.round(file.size * 0.4), total: file.size });
      return new Promise((resolve) =>
        options?.signal?.addEventListener('abort', () =>
          resolve({ ok: false, error: { kind: 'aborted', message: 'Cancelled' } }),
        ),
      );
    },
  };
};

/** Every upload the offline service was asked for, by file name. */
const offlineAttempts = fn();

/** A service whose uploads lose the connection. */
const offlineUploads = (seed: MemoryApplicationSeed) => (): ApplicationService => {
  const memory = createMemoryApplicationService({ today: TODAY, application: seed });
  return {
    ...memory,
    uploadDocument: async (file, _kind, options) => {
      offlineAttempts(file.name);
      options?.onProgress?.({ loaded: Math.round(file.size * 0.25), total: file.size });
      return { ok: false, error: { kind: 'network', message: 'Failed to fetch' } };
    },
  };
};

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.7\n'.padEnd(4096, ' '))], name, { type: 'application/pdf' });

const itemOf = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title });
  return heading.closest('li') as HTMLElement;
};

/** The status tag beside an item's heading. */
const tagOf = (item: HTMLElement) => item.querySelector('h2')!.nextElementSibling as HTMLElement;

/** The item's file rows: the stored document, and the upload running or failed. */
const rowsOf = (item: HTMLElement) => within(within(item).getByRole('list', { name: 'Your file' }));

/** Picks `file` as the item's "Choose a file" button would, through the upload's file input. */
const choose = async (item: HTMLElement, file: File) => {
  await expect(within(item).getByRole('button', { name: /Choose a file$/ })).toBeVisible();
  fireEvent.change(item.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
};

/** Picks `file` with the Replace button of the row of `fileName`, without opening a real picker. */
const replace = async (item: HTMLElement, fileName: string, file: File) => {
  const input = item.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
  input.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await userEvent.click(within(item).getByRole('button', { name: `Replace ${fileName}` }));
  fireEvent.change(input, { target: { files: [file] } });
};

const meta = {
  title: 'Portal/Checklist',
  component: ChecklistPage,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/step3', user: ana, application: service({ answers: student }) },
    {
      description:
        "Step 3 when no intake form is configured: the documents the server's checklist asks for, worked out from the answers of step 2. Each item says what it proves, why this applicant is asked, which documents count and what copy the IRS needs; the kit's FileUpload takes a file by drag and drop or the file picker (checked for name, size and content first), shows it as a row with a progress bar, and the row can be cancelled, retried (when that can help), replaced or removed; once the item holds a document that counts, the drop zone gives way to the row. Its tag says missing, uploaded, accepted or needs attention (with the reviewer's note). 'Continue' submits the application and opens step 4; a refusal lists the missing items or the step 2 answers to change, each linked.",
    },
  ),
} satisfies Meta<typeof ChecklistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's list before any upload: four items, each missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeVisible();
    await expect(canvas.getByText('0 of 4 documents ready')).toBeVisible();
    // The overview: each document, missing, linking to its item.
    const overview = canvas.getByRole('list', { name: 'Your documents and where each one stands' });
    const links = within(overview).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Your passport',
      'Your U.S. visa',
      'Letter from your school or program',
      'Your U.S. federal tax return',
    ]);
    await expect(links[1]).toHaveAttribute('href', '#checklist-us-visa');
    await expect(links[1]).toHaveAccessibleDescription('Missing');
    await expect(canvasElement.querySelector('#checklist-us-visa h2')).toHaveTextContent('Your U.S. visa');
    const list = canvas.getByRole('list', { name: 'Your document list' });
    await expect(within(list).getAllByText('Missing')).toHaveLength(4);
    const passport = await itemOf(canvasElement, 'Your passport');
    await expect(within(passport).getByText(/so no other identity document is needed/)).toBeVisible();
  },
};

/** Every item state after a review: accepted, uploaded (waiting), needs attention with the note, missing. */
export const EveryItemState: Story = {
  tags: ['portal-screen'],
  parameters: {
    portal: {
      path: '/step3',
      user: ana,
      application: service({
        status: 'changes_requested',
        status_note: 'Please send a sharper scan of the school letter.',
        answers: student,
        documents: [
          { kind: 'passport', file_name: 'passport.pdf', review_status: 'accepted' },
          { kind: 'us_visa', file_name: 'visa.jpg' },
          {
            kind: 'school_letter',
            file_name: 'dso-letter.pdf',
            review_status: 'needs_attention',
            review_note: 'The signature at the bottom is cut off.',
          },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Our team asked for changes')).toBeVisible();
    const passport = await itemOf(canvasElement, 'Your passport');
    await expect(tagOf(passport)).toHaveTextContent('Accepted');
    await expect(rowsOf(passport).getByRole('listitem')).toHaveTextContent(/^passport\.pdf/);
    const visa = await itemOf(canvasElement, 'Your U.S. visa');
    await expect(tagOf(visa)).toHaveTextContent('Uploaded');
    // A document that counts: its row with Replace and Remove, and no drop zone for a second one.
    await expect(within(visa).getByRole('button', { name: 'Replace visa.jpg' })).toBeVisible();
    await expect(within(visa).getByRole('button', { name: 'Remove visa.jpg' })).toBeVisible();
    await expect(within(visa).queryByRole('button', { name: /Choose a file$/ })).not.toBeInTheDocument();
    // A flagged one: the reviewer's note in its row, and the drop zone for the new file.
    const letter = await itemOf(canvasElement, 'Letter from your school or program');
    await expect(tagOf(letter)).toHaveTextContent('Needs attention');
    await expect(rowsOf(letter).getByText('Note from our team: The signature at the bottom is cut off.')).toBeVisible();
    await expect(within(letter).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument();
    await expect(within(letter).queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
    await expect(
      within(letter).getByRole('button', { name: 'Letter from your school or program Choose a file' }),
    ).toBeVisible();
    await expect(tagOf(await itemOf(canvasElement, 'Your U.S. federal tax return'))).toHaveTextContent('Missing');
    await expect(canvas.getByText('2 of 4 documents ready')).toBeVisible();
    // The overview says the same, item by item.
    const overview = canvas.getByRole('list', { name: 'Your documents and where each one stands' });
    const descriptions = within(overview)
      .getAllByRole('link')
      .map((link) =>
        link
          .getAttribute('aria-describedby')!
          .split(' ')
          .map((id) => canvasElement.ownerDocument.getElementById(id)!.textContent),
      );
    await expect(descriptions).toEqual([['Accepted'], ['Uploaded'], ['Needs attention'], ['Missing']]);
  },
};

/** A flagged document replaced from the drop zone: the new file goes up, the flagged one goes once it is stored. */
export const ReplaceFlagged: Story = {
  parameters: {
    screenshot: { disable: true },
    portal: {
      path: '/step3',
      user: ana,
      application: service({
        status: 'changes_requested',
        answers: student,
        documents: [
          {
            kind: 'passport',
            file_name: 'passport.pdf',
            review_status: 'needs_attention',
            review_note: 'The photo page is blurred.',
          },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(passport, pdf('passport-sharp.pdf'));
    await waitFor(() => expect(tagOf(passport)).toHaveTextContent('Uploaded'));
    await expect(rowsOf(passport).getAllByRole('listitem')).toHaveLength(1);
    await expect(rowsOf(passport).getByRole('listitem')).toHaveTextContent(/^passport-sharp\.pdf/);
    await expect(within(passport).queryByText(/The photo page is blurred/)).not.toBeInTheDocument();
    // The flagged document is removed once the new one is stored, then the upload is announced.
    await expect(await within(canvasElement).findByText('passport-sharp.pdf is uploaded.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Other files you uploaded')).not.toBeInTheDocument();
  },
};

/** A dependent child without a passport: several documents count, so the applicant says which one it is. */
export const ChooseWhichDocument: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: service({ answers: child }) } },
  play: async ({ canvasElement }) => {
    const residency = await itemOf(canvasElement, 'Proof that you live in the United States');
    const choice = within(residency).getByRole('group', { name: 'Which document are you uploading?' });
    await expect(within(choice).getByRole('radio', { name: /U\.S\. medical records/ })).toBeChecked();
    await expect(within(residency).getByText(/For a child under 6/)).toBeVisible();
    // The chosen kind is the one the file is filed as, and its row says so.
    const school = within(choice).getByRole('radio', { name: /U\.S\. school records/ });
    await userEvent.click(school);
    await expect(school).toBeChecked();
    await choose(residency, pdf('school-record.pdf'));
    await waitFor(() => expect(tagOf(residency)).toHaveTextContent('Uploaded'));
    const row = rowsOf(residency).getByRole('listitem');
    await expect(within(row).getByText(/U\.S\. school records/)).toBeVisible();
  },
};

/** A file on its way up: its row with the progress bar and "Cancel upload". */
export const Uploading: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: slowUploads({ answers: student }) } },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(passport, pdf('passport-scan.pdf'));
    const bar = await within(passport).findByRole('progressbar', { name: 'passport-scan.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 40%');
    await expect(tagOf(passport)).toHaveTextContent('Uploading');
    await expect(within(passport).getByRole('button', { name: 'Cancel upload passport-scan.pdf' })).toBeVisible();
    // Nothing else to pick or remove while it runs.
    await expect(within(passport).queryByRole('button', { name: /Choose a file$/ })).not.toBeInTheDocument();
    await expect(within(passport).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  },
};

/** "Cancel upload" stops it: nothing is stored, the item is missing again and the cancel is announced. */
export const CancelUpload: Story = {
  parameters: {
    screenshot: { disable: true },
    portal: { path: '/step3', user: ana, application: slowUploads({ answers: student }) },
  },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(passport, pdf('passport-scan.pdf'));
    await userEvent.click(await within(passport).findByRole('button', { name: 'Cancel upload passport-scan.pdf' }));
    await expect(
      await within(canvasElement).findByText('The upload of passport-scan.pdf was cancelled.'),
    ).toBeInTheDocument();
    await expect(tagOf(passport)).toHaveTextContent('Missing');
    await expect(within(passport).queryByRole('list', { name: 'Your file' })).not.toBeInTheDocument();
    await expect(within(passport).getByRole('button', { name: /Choose a file$/ })).toBeVisible();
  },
};

/** A document that counts is replaced from its row: while the new file goes up, the old one stays. */
export const Replacing: Story = {
  parameters: {
    portal: {
      path: '/step3',
      user: ana,
      application: slowUploads({ answers: student, documents: [{ kind: 'us_visa', file_name: 'visa.jpg' }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const visa = await itemOf(canvasElement, 'Your U.S. visa');
    await replace(visa, 'visa.jpg', pdf('visa-sharper.pdf'));
    const bar = await within(visa).findByRole('progressbar', { name: 'visa-sharper.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    const rows = rowsOf(visa).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('visa.jpg'),
      expect.stringContaining('visa-sharper.pdf'),
    ]);
    await expect(tagOf(visa)).toHaveTextContent('Uploading');
    await expect(within(visa).queryByRole('button', { name: 'Replace visa.jpg' })).not.toBeInTheDocument();
    await expect(within(visa).queryByRole('button', { name: 'Remove visa.jpg' })).not.toBeInTheDocument();
  },
};

/** The connection dropped: the reason in the file's row, announced, and "Try again" sends the same file again. */
export const FailedUpload: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: offlineUploads({ answers: student }) } },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(passport, pdf('passport-scan.pdf'));
    const message = /The upload of passport-scan.pdf stopped. Check your internet connection and try again./;
    await waitFor(() => expect(rowsOf(passport).getByText(message)).toBeVisible());
    await expect(passport.querySelector('[aria-live="polite"]')).toHaveTextContent(message);
    await expect(tagOf(passport)).toHaveTextContent('Upload failed');
    const attempts = offlineAttempts.mock.calls.length;
    await userEvent.click(within(passport).getByRole('button', { name: 'Try again passport-scan.pdf' }));
    await waitFor(() => expect(offlineAttempts).toHaveBeenCalledTimes(attempts + 1));
    await expect(offlineAttempts).toHaveBeenLastCalledWith('passport-scan.pdf');
    await waitFor(() => expect(rowsOf(passport).getByText(message)).toBeVisible());
    // Another file can still be chosen.
    await expect(within(passport).getByRole('button', { name: /Choose a file$/ })).toBeVisible();
  },
};

/** A file that is not a PDF, JPEG, PNG or HEIC by its name is refused before any upload. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(
      passport,
      new File([new TextEncoder().encode('GIF89a-image-bytes')], 'passport.gif', { type: 'image/gif' }),
    );
    const message = 'passport.gif is not a PDF, JPEG, PNG or HEIC file.';
    await expect(await within(passport).findByText(message)).toBeVisible();
    await expect(within(passport).getByRole('button', { name: /Choose a file$/ })).toHaveAccessibleDescription(
      new RegExp(message),
    );
    await expect(tagOf(passport)).toHaveTextContent('Upload failed');
    await expect(within(passport).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument();
  },
};

/** A file over 10 MB is refused before any upload. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'passport-scan.pdf', { type: 'application/pdf' });
    await choose(passport, huge);
    const message = 'passport-scan.pdf is larger than 10 MB. Upload a smaller scan or photo.';
    await expect(await within(passport).findByText(message)).toBeVisible();
    await expect(tagOf(passport)).toHaveTextContent('Upload failed');
    await expect(within(passport).queryByRole('list', { name: 'Your file' })).not.toBeInTheDocument();
  },
};

/** A file named .pdf whose content is something else: refused after reading its first bytes, without "Try again". */
export const NotReallyAPdf: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(
      passport,
      new File([new TextEncoder().encode('GIF89a-image-bytes')], 'passport.pdf', { type: 'application/pdf' }),
    );
    const message = 'passport.pdf is not a PDF, JPEG, PNG or HEIC file.';
    await waitFor(() => expect(rowsOf(passport).getByText(message)).toBeVisible());
    await expect(within(passport).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument();
    // Remove forgets the refused file.
    await userEvent.click(within(passport).getByRole('button', { name: 'Remove passport.pdf' }));
    await expect(tagOf(passport)).toHaveTextContent('Missing');
    await expect(within(passport).queryByRole('list', { name: 'Your file' })).not.toBeInTheDocument();
  },
};

/** An upload that goes through: the item turns "Uploaded" and the file is announced. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    await choose(passport, pdf('passport-scan.pdf'));
    await waitFor(() => expect(tagOf(passport)).toHaveTextContent('Uploaded'));
    const row = rowsOf(passport).getByRole('listitem');
    await expect(within(row).getByText('Uploaded')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Replace passport-scan.pdf' })).toBeVisible();
    await expect(within(canvasElement).getByText('passport-scan.pdf is uploaded.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('1 of 4 documents ready')).toBeVisible();
  },
};

/** "Continue" too early: what is missing, each linked to its item's upload. */
export const MissingDocumentsMapped: Story = {
  parameters: {
    portal: { path: '/step3', user: ana, application: service({ answers: student, documents: [allDocuments[0]] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fireEvent.click(await canvas.findByRole('button', { name: /Continue to Review & Payment/ }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Upload a document for "Your U.S. visa"' })).toHaveAttribute(
      'href',
      '#checklist-us-visa-file',
    );
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // Following a link puts focus on that item's choose button.
    await userEvent.click(within(summary).getByRole('link', { name: 'Upload a document for "Your U.S. visa"' }));
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName('Your U.S. visa Choose a file');
  },
};

/** The server refuses an answer: the summary links to the step 2 page and field that ask it. */
export const AnswersMapped: Story = {
  parameters: {
    portal: {
      path: '/step3',
      user: ana,
      application: service({ answers: { ...student, name: { last: 'Souza' } }, documents: [...allDocuments] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fireEvent.click(await canvas.findByRole('button', { name: /Continue to Review & Payment/ }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByText(/Some answers in step 2 need a change/)).toBeVisible();
    await expect(within(summary).getByRole('link')).toHaveAttribute('href', '/step2/name#w-name-first');
  },
};

/** Every item met: ready to continue to Review & Payment. */
export const Satisfied: Story = {
  parameters: {
    portal: { path: '/step3', user: ana, application: service({ answers: student, documents: [...allDocuments] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 of 4 documents ready')).toBeVisible();
    await expect(canvas.queryByText('Missing')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Continue to Review & Payment/ })).toHaveAccessibleDescription(
      /can no longer change/,
    );
  },
};

/** Submitted: the documents are read-only and "Continue" only leads to step 4. */
export const Submitted: Story = {
  parameters: {
    portal: {
      path: '/step3',
      user: ana,
      application: service({ status: 'submitted', answers: student, documents: [...allDocuments] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your application has been submitted')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Choose a file/ })).not.toBeInTheDocument();
    // The documents are listed, without Replace or Remove.
    await expect(rowsOf(await itemOf(canvasElement, 'Your passport')).getByText('passport.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Replace|Remove)/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Continue to step 4/ })).toBeVisible();
  },
};

/** No answers yet: the list comes from step 2. */
export const NoApplication: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: service(null) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Answer the questions first')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Go to step 2/ })).toHaveAttribute('href', '/step2');
  },
};
