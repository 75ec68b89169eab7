import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import type { W7Answers } from '../../domain/index.ts';
import type { ApplicationService } from '../../portal/application/ApplicationService';
import {
  createMemoryApplicationService,
  type MemoryApplicationOptions,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import ChecklistPage from '../../portal/pages/step3/ChecklistPage';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
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

/** A service whose uploads report 40 % and then wait, to show an upload in progress. */
const slowUploads = (seed: MemoryApplicationSeed) => (): ApplicationService => {
  const memory = createMemoryApplicationService({ today: TODAY, application: seed });
  return {
    ...memory,
    uploadDocument: (file, _kind, options) => {
      options?.onProgress?.({ loaded: Math.round(file.size * 0.4), total: file.size });
      return new Promise(() => {});
    },
  };
};

/** A service whose uploads lose the connection. */
const offlineUploads = (seed: MemoryApplicationSeed) => (): ApplicationService => {
  const memory = createMemoryApplicationService({ today: TODAY, application: seed });
  return {
    ...memory,
    uploadDocument: async (file, _kind, options) => {
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

const choose = (item: HTMLElement, file: File) =>
  fireEvent.change(within(item).getByLabelText(/Choose a file/), { target: { files: [file] } });

const meta = {
  title: 'Portal/Checklist',
  component: ChecklistPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/step3', user: ana }),
  parameters: {
    ...portalStory({ path: '/step3', user: ana, application: service({ answers: student }) }).parameters,
    docs: {
      description: {
        component:
          "Step 3 when no intake form is configured: the documents the server's checklist asks for, worked out from the answers of step 2. Each item says what it proves, why this applicant is asked, which documents count and what copy the IRS needs; it takes a file by drag and drop or the file picker (checked for type and size first), shows a progress bar, and can be retried, replaced or removed. Its tag says missing, uploaded, accepted or needs attention (with the reviewer's note). 'Continue' submits the application and opens step 4; a refusal lists the missing items or the step 2 answers to change, each linked.",
      },
    },
  },
} satisfies Meta<typeof ChecklistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's list before any upload: four items, each missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeVisible();
    await expect(canvas.getByText('0 of 4 documents ready')).toBeVisible();
    await expect(canvas.getAllByText('Missing')).toHaveLength(4);
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
    await expect(within(await itemOf(canvasElement, 'Your passport')).getByText('Accepted')).toBeVisible();
    await expect(within(await itemOf(canvasElement, 'Your U.S. visa')).getByText('Uploaded')).toBeVisible();
    const letter = await itemOf(canvasElement, 'Letter from your school or program');
    await expect(within(letter).getByText('Needs attention')).toBeVisible();
    await expect(within(letter).getByText('Note from our team: The signature at the bottom is cut off.')).toBeVisible();
    await expect(
      within(await itemOf(canvasElement, 'Your U.S. federal tax return')).getByText('Missing'),
    ).toBeVisible();
    await expect(canvas.getByText('2 of 4 documents ready')).toBeVisible();
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
  },
};

/** A file on its way up: its name, the progress bar and "Cancel upload". */
export const Uploading: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: slowUploads({ answers: student }) } },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    choose(passport, pdf('passport-scan.pdf'));
    const bar = await within(passport).findByRole('progressbar', { name: 'Uploading passport-scan.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    await expect(within(passport).getByText('Uploading')).toBeVisible();
    await expect(within(passport).getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  },
};

/** The connection dropped: the message, "Try again" and the picker for another file. */
export const FailedUpload: Story = {
  parameters: { portal: { path: '/step3', user: ana, application: offlineUploads({ answers: student }) } },
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    choose(passport, pdf('passport-scan.pdf'));
    await expect(await within(passport).findByText(/The upload of passport-scan.pdf stopped/)).toBeVisible();
    await expect(within(passport).getByText('Upload failed')).toBeVisible();
    await expect(within(passport).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A file whose content is not a PDF, JPEG, PNG or HEIC is refused before any upload. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Your passport');
    choose(passport, new File([new TextEncoder().encode('GIF89a-image-bytes')], 'passport.gif', { type: 'image/gif' }));
    await expect(await within(passport).findByText('passport.gif is not a PDF, JPEG, PNG or HEIC file.')).toBeVisible();
    await expect(within(passport).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
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
    await expect(canvas.queryByLabelText(/Choose a file/)).not.toBeInTheDocument();
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
