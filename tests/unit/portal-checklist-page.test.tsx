// The native document checklist of step 3, on the in-memory application service: the items a
// student's answers call for, uploads (checked before they start, with progress, failure and
// retry, replacement of a flagged document), and "Continue", which submits and maps a refusal
// back to the item or to the step 2 page that must change.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { W7Answers } from '../../domain/index.ts';
import {
  createMemoryApplicationService,
  type MemoryApplicationSeed,
  type MemoryApplicationOptions,
} from '../../portal/application/memoryApplicationService';
import ChecklistPage from '../../portal/pages/step3/ChecklistPage';
import { completeAnswers, TODAY } from './domain/fixtures';
import { renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };

/** A student from Brazil (reason f) with a passport: passport, visa, school letter and tax return. */
const student: W7Answers = completeAnswers({
  reasons: ['f'],
  visa: { type: 'F-1', number: 'V123', expires: '2028-01-01' },
  stay: { institution: 'State University', city_state: 'Austin, TX', length: '4 years' },
});

function setup(seed: MemoryApplicationSeed | null, options: Omit<MemoryApplicationOptions, 'application'> = {}) {
  const application = createMemoryApplicationService({ today: TODAY, application: seed, ...options });
  const view = renderPortal({
    path: '/step3',
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application,
    children: <ChecklistPage />,
  });
  return { ...view, application };
}

const pdf = (name = 'passport.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], name, { type: 'application/pdf' });

const item = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.closest('li') as HTMLElement;
};

/** The status tag beside an item's heading. */
const tagOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.nextElementSibling as HTMLElement;
};

/** The row of the item's file list (the stored document, or the upload running or failed). */
const rowsOf = (container: HTMLElement) => within(within(container).getByRole('list', { name: 'Your file' }));

/** Picks `file` as the item's "Choose a file" button would: through the upload's file input. */
function choose(container: HTMLElement, file: File) {
  expect(within(container).getByRole('button', { name: /Choose a file$/ })).toBeInTheDocument();
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the checklist page', () => {
  it('asks a student for a passport, the visa, the school letter and the tax return, each missing', async () => {
    setup({ answers: student });
    for (const title of [
      'Your passport',
      'Your U.S. visa',
      'Letter from your school or program',
      'Your U.S. federal tax return',
    ]) {
      expect(within(await item(title)).getByText('Missing')).toBeInTheDocument();
    }
    expect(screen.getByText('0 of 4 documents ready')).toBeInTheDocument();
    // The overview at the top: each document with its status, linking to its item.
    const overview = screen.getByRole('list', { name: 'Your documents and where each one stands' });
    const links = within(overview).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Your passport', '#checklist-passport'],
      ['Your U.S. visa', '#checklist-us-visa'],
      ['Letter from your school or program', '#checklist-school-letter'],
      ['Your U.S. federal tax return', '#checklist-federal-tax-return'],
    ]);
    expect(links[0]).toHaveAccessibleDescription('Missing');
    const passport = await item('Your passport');
    expect(within(passport).getByText(/so no other identity document is needed/)).toBeInTheDocument();
  });

  it('offers to read the application again when it could not be loaded', async () => {
    const { application } = setup({ answers: student }, { offline: true });
    expect(await screen.findByText('We could not load your document list')).toBeInTheDocument();
    application.setOffline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await item('Your passport')).toBeInTheDocument();
  });

  it('sends the applicant to step 2 when there is no application yet', async () => {
    setup(null);
    expect(await screen.findByText('Answer the questions first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to step 2/ })).toHaveAttribute('href', '/step2');
  });

  it('uploads a file for an item: the item turns "Uploaded" and the upload is announced', async () => {
    const { application } = setup({ answers: student });
    choose(await item('Your passport'), pdf());
    await waitFor(async () => expect(await tagOf('Your passport')).toHaveTextContent('Uploaded'));
    expect(screen.getByText('passport.pdf is uploaded.')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 documents ready')).toBeInTheDocument();
    expect(application.snapshot()?.documents.map((d) => d.kind)).toEqual(['passport']);
  });

  it('refuses a file whose content is not a PDF, JPEG, PNG or HEIC before uploading it', async () => {
    const { application } = setup({ answers: student });
    const gif = new File([new TextEncoder().encode('GIF89a.........')], 'passport.pdf', { type: 'application/pdf' });
    choose(await item('Your passport'), gif);
    await waitFor(async () =>
      expect(
        rowsOf(await item('Your passport')).getByText('passport.pdf is not a PDF, JPEG, PNG or HEIC file.'),
      ).toBeInTheDocument(),
    );
    expect(application.calls).not.toContain('upload');
    const passport = await item('Your passport');
    expect(await tagOf('Your passport')).toHaveTextContent('Upload failed');
    // Trying the same file again cannot help: only another file (or dropping this one) can.
    expect(within(passport).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument();
    fireEvent.click(within(passport).getByRole('button', { name: 'Remove passport.pdf' }));
    expect(await tagOf('Your passport')).toHaveTextContent('Missing');
    expect(within(await item('Your passport')).queryByRole('list', { name: 'Your file' })).not.toBeInTheDocument();
  });

  it('refuses a file by its name or size before reading it, with the same messages', async () => {
    const { application } = setup({ answers: student });
    const passport = await item('Your passport');
    choose(passport, new File(['GIF89a'], 'passport.gif', { type: 'image/gif' }));
    expect(await within(passport).findByText('passport.gif is not a PDF, JPEG, PNG or HEIC file.')).toBeInTheDocument();
    expect(await tagOf('Your passport')).toHaveTextContent('Upload failed');
    expect(within(passport).getByRole('button', { name: /Choose a file$/ })).toHaveAccessibleDescription(
      /passport.gif is not a PDF, JPEG, PNG or HEIC file/,
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    choose(passport, huge);
    expect(
      await within(passport).findByText('scan.pdf is larger than 10 MB. Upload a smaller scan or photo.'),
    ).toBeInTheDocument();
    expect(application.calls).not.toContain('upload');
    choose(passport, pdf());
    await waitFor(async () => expect(await tagOf('Your passport')).toHaveTextContent('Uploaded'));
    expect(screen.queryByText(/is larger than/)).not.toBeInTheDocument();
  });

  it('keeps a failed upload to try again', async () => {
    const { application } = setup({ answers: student });
    const passport = await item('Your passport');
    application.setOffline(true);
    choose(passport, pdf());
    await waitFor(async () =>
      expect(rowsOf(await item('Your passport')).getByText(/The upload of passport.pdf stopped/)).toBeInTheDocument(),
    );
    // The reason is also said in the upload's live region.
    expect(passport.querySelector('[aria-live="polite"]')).toHaveTextContent(/The upload of passport.pdf stopped/);
    application.setOffline(false);
    fireEvent.click(within(await item('Your passport')).getByRole('button', { name: 'Try again passport.pdf' }));
    await waitFor(async () => expect(await tagOf('Your passport')).toHaveTextContent('Uploaded'));
  });

  it('cancels an upload on the way: nothing is stored', async () => {
    const { application } = setup({ answers: student }, { latency: 400 });
    const passport = await item('Your passport');
    choose(passport, pdf());
    fireEvent.click(await within(passport).findByRole('button', { name: 'Cancel upload passport.pdf' }));
    expect(await screen.findByText('The upload of passport.pdf was cancelled.')).toBeInTheDocument();
    expect(await tagOf('Your passport')).toHaveTextContent('Missing');
    expect(application.snapshot()?.documents).toEqual([]);
  });

  it('shows a flagged document with the reviewer note, and replaces it', async () => {
    const { application } = setup({
      status: 'changes_requested',
      status_note: 'Please send a clearer passport scan.',
      answers: student,
      documents: [
        {
          id: 'doc-passport',
          kind: 'passport',
          review_status: 'needs_attention',
          review_note: 'The photo page is blurred.',
        },
        { kind: 'us_visa', review_status: 'accepted' },
      ],
    });
    expect(await screen.findByText('Our team asked for changes')).toBeInTheDocument();
    expect(screen.getByText('Note from our team: Please send a clearer passport scan.')).toBeInTheDocument();
    const passport = await item('Your passport');
    expect(await tagOf('Your passport')).toHaveTextContent('Needs attention');
    expect(rowsOf(passport).getByText('Note from our team: The photo page is blurred.')).toBeInTheDocument();
    expect(await tagOf('Your U.S. visa')).toHaveTextContent('Accepted');
    const overview = screen.getByRole('list', { name: 'Your documents and where each one stands' });
    expect(within(overview).getByRole('link', { name: 'Your passport' })).toHaveAccessibleDescription(
      'Needs attention',
    );
    // A flagged document is replaced from the drop zone, not from its row.
    expect(within(passport).queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
    choose(passport, pdf('passport-clear.pdf'));
    await waitFor(() =>
      expect(application.snapshot()?.documents.map((d) => d.file_name)).toEqual(['us_visa.pdf', 'passport-clear.pdf']),
    );
    await waitFor(async () => expect(await tagOf('Your passport')).toHaveTextContent('Uploaded'));
  });

  it('replaces a met document from its row, keeping the old one until the new one is stored', async () => {
    const { application } = setup({ answers: student, documents: [{ id: 'doc-visa', kind: 'us_visa' }] });
    const visa = await item('Your U.S. visa');
    expect(within(visa).queryByRole('button', { name: /Choose a file$/ })).not.toBeInTheDocument();
    fireEvent.click(within(visa).getByRole('button', { name: 'Replace us_visa.pdf' }));
    const replaceInput = visa.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    fireEvent.change(replaceInput, { target: { files: [pdf('visa-new.pdf')] } });
    await waitFor(() => expect(application.snapshot()?.documents.map((d) => d.file_name)).toEqual(['visa-new.pdf']));
    expect(await screen.findByText('visa-new.pdf is uploaded.')).toBeInTheDocument();
  });

  it('lists what is missing, linked to each upload, when Continue comes too early', async () => {
    const { application } = setup({ answers: student, documents: [{ kind: 'passport' }] });
    fireEvent.click(await screen.findByRole('button', { name: /Continue to Review & Payment/ }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Upload a document for "Your U.S. visa"', '#checklist-us-visa-file'],
      ['Upload a document for "Letter from your school or program"', '#checklist-school-letter-file'],
      ['Upload a document for "Your U.S. federal tax return"', '#checklist-federal-tax-return-file'],
    ]);
    const target = document.getElementById('checklist-us-visa-file');
    expect(target).toBeInstanceOf(HTMLButtonElement);
    fireEvent.click(links[0]!);
    expect(target).toHaveFocus();
    expect(application.calls).not.toContain('submit');
  });

  it('submits when every item is met, and opens step 4', async () => {
    const { application, location } = setup({
      answers: student,
      documents: [{ kind: 'passport' }, { kind: 'us_visa' }, { kind: 'school_letter' }, { kind: 'federal_tax_return' }],
    });
    expect(await screen.findByText('4 of 4 documents ready')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Continue to Review & Payment/ }));
    await waitFor(() => expect(location().pathname).toBe('/step4'));
    expect(application.snapshot()?.status).toBe('submitted');
  });

  it('maps answers the server refuses to the step 2 page and field that ask them', async () => {
    setup({
      answers: { ...student, name: { last: 'Souza' } },
      documents: [{ kind: 'passport' }, { kind: 'us_visa' }, { kind: 'school_letter' }, { kind: 'federal_tax_return' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Continue to Review & Payment/ }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(/Some answers in step 2 need a change/)).toBeInTheDocument();
    const link = within(summary).getByRole('link');
    expect(link).toHaveAttribute('href', '/step2/name#w-name-first');
    expect(link.textContent).toMatch(/^Step 2, "Your name": /);
  });

  it('says the application was sent, and only leads on, once it is submitted', async () => {
    const { location } = setup({ status: 'submitted', answers: student, documents: [{ kind: 'passport' }] });
    expect(await screen.findByText('Your application has been submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose a file/ })).not.toBeInTheDocument();
    expect(within(await item('Your passport')).getByText('passport.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Continue to step 4/ }));
    await waitFor(() => expect(location().pathname).toBe('/step4'));
  });
});
