import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import type { W7Answers } from '../../domain/index.ts';
import type { ApplicationService } from '../../portal/application/ApplicationService';
import {
  createMemoryApplicationService,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import Step4Page from '../../portal/pages/steps/Step4Page';

/** A student from Brazil (reason f) with a passport. */
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
    issued_by: 'BR',
    number: 'FX123456',
    expires: '2030-01-01',
    entry_date: '2025-08-20',
  },
  previous_tin: { had: 'no' },
  stay: { institution: 'State University', city_state: 'Austin, TX', length: '4 years' },
  signer: { who: 'applicant', phone: '+351 21 000 0000' },
};

const documents = [
  { kind: 'passport', file_name: 'passport.pdf', review_status: 'accepted' },
  { kind: 'us_visa', file_name: 'visa.jpg' },
  { kind: 'school_letter', file_name: 'dso-letter.pdf' },
  { kind: 'federal_tax_return', file_name: 'form-1040-nr.pdf' },
] as const;

/** The payment the provider confirmed (fixed, so the receipt reads the same every time). */
const payment = {
  status: 'completed',
  amount_cents: 125000,
  currency: 'USD',
  transaction_id: 'standin_7f3c9a2e41b8',
  paid_at: '2026-03-14T15:20:00.000Z',
};

/** Sent, and paid on the payment page: the provider's notification arrives after a few reads. */
const paidAfterReads = (reads: number) => (): ApplicationService => {
  const memory = createMemoryApplicationService({
    today: '2026-03-15',
    application: { status: 'submitted', answers: student, documents: [...documents] },
  });
  let count = 0;
  return {
    ...memory,
    get: () => {
      count += 1;
      if (count > reads) memory.pay(payment.transaction_id);
      return memory.get();
    },
  };
};

const returning = (application: () => ApplicationService) => ({
  portal: { path: '/step4?payment=success', user: ana, application },
});

const service = (seed: MemoryApplicationSeed | null) => (): ApplicationService =>
  createMemoryApplicationService({ today: '2026-03-15', application: seed });

const withApplication = (seed: MemoryApplicationSeed | null) => ({
  portal: { path: '/step4', user: ana, application: service(seed) },
});

const meta = {
  title: 'Portal/Step4 Review',
  component: Step4Page,
  tags: ['autodocs'],
  args: { review: true, redirectDelay: null },
  ...portalStory(
    { path: '/step4', user: ana },
    {
      description:
        "Step 4 when the application lives in the portal (the default: no intake form configured): above the package, the answers by step 2 page and the documents by checklist item, each with a 'Change' link while the application can still change. Buy Now is offered once the application is sent; before that a note leads back to step 3, and once paid a thank-you takes its place.",
    },
  ),
} satisfies Meta<typeof Step4Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: change links everywhere, and Buy Now held back until the application is sent. */
export const Draft: Story = {
  tags: ['portal-screen'],
  parameters: withApplication({ answers: student, documents: [...documents] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your application' })).toBeVisible();
    await expect(canvas.getByText('Your application has not been sent yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change First name' })).toHaveAttribute(
      'href',
      '/step2/name#w-name-first',
    );
    await expect(canvas.getByRole('link', { name: 'Change Your passport' })).toHaveAttribute(
      'href',
      '/step3#checklist-passport',
    );
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Buy Now becomes available once your application is sent/)).toBeVisible();
  },
};

/** Sent: the answers and documents are read-only, and Buy Now is there. */
export const Submitted: Story = {
  tags: ['portal-screen'],
  parameters: withApplication({ status: 'submitted', answers: student, documents: [...documents] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Sent to our team on/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Change/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Buy Now/ })).toBeVisible();
    const documentsList = canvas.getByRole('heading', { name: 'Your documents' }).parentElement!;
    await expect(within(documentsList).getByText(/form-1040-nr\.pdf/)).toBeVisible();
    await expect(within(documentsList).getByText('Accepted')).toBeVisible();
  },
};

/** Sent back by our team: the note, and change links again. */
export const ChangesRequested: Story = {
  parameters: withApplication({
    status: 'changes_requested',
    status_note: 'Please upload the school letter again, signed.',
    answers: student,
    documents: [
      ...documents.slice(0, 2),
      { kind: 'school_letter', file_name: 'dso-letter.pdf', review_status: 'needs_attention' },
      documents[3],
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Note from our team: Please upload the school letter again, signed.'),
    ).toBeVisible();
    await expect(canvas.getByText('Needs attention')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Letter from your school or program' })).toBeVisible();
  },
};

/** Paid: the receipt (amount, date, transaction id) where Buy Now was; no second payment. */
export const Receipt: Story = {
  parameters: withApplication({ status: 'paid', answers: student, documents: [...documents], payment }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = within(await canvas.findByRole('region', { name: 'Receipt' }));
    await expect(receipt.getByText('Your payment has been received. Thank you!')).toBeVisible();
    await expect(receipt.getByText('$1,250.00')).toBeVisible();
    await expect(receipt.getByText('March 14, 2026')).toBeVisible();
    await expect(receipt.getByText('standin_7f3c9a2e41b8')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  },
};

/**
 * Back from the payment page (`?payment=success`) before the provider's notification arrived:
 * "confirming your payment", announced, and neither success nor Buy Now.
 */
export const Confirming: Story = {
  parameters: returning(service({ status: 'submitted', answers: student, documents: [...documents] })),
  args: { pollInterval: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText('Confirming your payment…');
    await expect(banner).toBeVisible();
    await expect(banner.closest('[aria-live]')).not.toBeNull();
    await expect(canvas.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  },
};

/** The server reports the payment a few reads later: the success banner, then step 5. */
export const Confirmed: Story = {
  parameters: returning(paidAfterReads(2)),
  args: { pollInterval: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Confirming your payment…')).toBeVisible();
    await expect(
      await canvas.findByText('Payment Successful! Redirecting to next step...', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue now' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Receipt' })).toBeVisible();
  },
};

/** Not confirmed within the time allowed (a minute; shortened here): what to do, and whom to ask. */
export const NotConfirmedInTime: Story = {
  parameters: returning(service({ status: 'submitted', answers: student, documents: [...documents] })),
  args: { pollInterval: 60_000, confirmTimeout: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your payment is not confirmed yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/support@itinbridge\.example/)).toBeVisible();
    await expect(canvas.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    const checkAgain = canvas.getByRole('button', { name: 'Check again' });
    await userEvent.click(checkAgain);
    await waitFor(() => expect(canvas.getByText('Your payment is not confirmed yet')).toBeVisible());
  },
};

/** No application yet: the way to step 2. */
export const NotStarted: Story = {
  parameters: withApplication(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not started your application yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Go to step 2/ })).toHaveAttribute('href', '/step2');
  },
};
