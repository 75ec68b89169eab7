import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ana, portalStory } from '../../.storybook/portal';
import type { Status, W7Answers } from '../../domain/index.ts';
import type { ApplicationEvent, ApplicationService } from '../../portal/application/ApplicationService';
import {
  createMemoryApplicationService,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import Step5Page from '../../portal/pages/steps/Step5Page';

/** A student (reason f) living in Boston, with a passport. */
const student: W7Answers = {
  application_type: 'new',
  reasons: ['f'],
  name: { first: 'Ana', last: 'Souza' },
  mailing_address: { street: '12 College Ave', city: 'Boston, MA 02115', country: 'US' },
  foreign_address: { street: 'Rua das Flores 12', city: 'Lisbon', country: 'PT' },
  birth: { date: '1998-04-02', country: 'BR' },
  sex: 'female',
  citizenship: ['BR'],
  visa: { type: 'F-1', number: 'V123', expires: '2028-01-01' },
  id_document: { type: 'passport', issued_by: 'Brazil', number: 'FX123456', expires: '2030-01-01' },
  previous_tin: { had: 'no' },
  stay: { institution: 'State University', city_state: 'Austin, TX', length: '4 years' },
  signer: { who: 'applicant', phone: '+1 617 555 0100' },
};

const documents = [
  { kind: 'passport', file_name: 'passport.pdf', review_status: 'accepted' },
  { kind: 'us_visa', file_name: 'visa.jpg', review_status: 'accepted' },
  { kind: 'school_letter', file_name: 'dso-letter.pdf' },
  { kind: 'federal_tax_return', file_name: 'form-1040-nr.pdf' },
] as const;

let nextId = 0;
const move = (from: Status, to: Status, at: string, note: string | null = null): ApplicationEvent => ({
  id: ++nextId,
  type: 'status',
  from_status: from,
  to_status: to,
  actor: to === 'submitted' ? 'applicant' : to === 'paid' ? 'payment' : 'staff',
  document_id: null,
  note,
  created_at: at,
});

const sent = move('draft', 'submitted', '2026-03-02T10:00:00.000Z');
const paid = move('submitted', 'paid', '2026-03-02T10:04:00.000Z');
const review = move('paid', 'in_review', '2026-03-03T09:00:00.000Z');
const changesNote = 'The letter from your school must be signed by the designated school official.';
const asked = move('in_review', 'changes_requested', '2026-03-04T14:00:00.000Z', changesNote);
const resent = move('changes_requested', 'in_review', '2026-03-05T08:30:00.000Z');
const filed = move('in_review', 'filed', '2026-03-06T16:00:00.000Z');
const payment = {
  status: 'completed',
  amount_cents: 125000,
  currency: 'USD',
  transaction_id: 'standin_7f3c9a2e41b8',
  paid_at: paid.created_at,
};

const service = (seed: MemoryApplicationSeed | null) => (): ApplicationService =>
  createMemoryApplicationService({
    today: '2026-03-15',
    application: seed && { answers: student, documents: [...documents], submitted_at: sent.created_at, ...seed },
  });

const withApplication = (seed: MemoryApplicationSeed | null) => ({
  portal: { path: '/step5', user: ana, application: service(seed) },
});

const meta = {
  title: 'Portal/Step5 Status',
  component: Step5Page,
  tags: ['autodocs'],
  args: { tracking: true },
  ...portalStory(
    { path: '/step5', user: ana },
    {
      description:
        "Step 5 when the application lives in the portal: its real status in the card ('Under Review' with the 6-10 week estimate while our team reviews; changes requested with the staff's note and links to what to fix; filed with the IRS with the date and the expected answer, about 7 weeks or 9-11 from mid-January to April and from abroad; the ITIN, masked until revealed; or the rejection and what to do next), and the timeline of what happened and what is ahead, from the application's events. It reads the application again every minute while visible and when the tab comes back.",
    },
  ),
} satisfies Meta<typeof Step5Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const timelineOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your application so far' }));

/** Sent, not paid yet: the way to step 4. */
export const AwaitingPayment: Story = {
  parameters: withApplication({ status: 'submitted', events: [sent], payment: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Go to step 4 to pay/ })).toHaveAttribute('href', '/step4');
    const current = timelineOf(canvasElement)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Payment');
  },
};

/** Paid, waiting for our team: Under Review, 6-10 weeks, payment confirmed on the timeline. */
export const PaymentConfirmed: Story = {
  tags: ['portal-screen'],
  parameters: withApplication({ status: 'paid', events: [sent, paid], payment }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Under Review')).toBeVisible();
    await expect(canvas.getByText('Estimated processing time: 6-10 weeks')).toBeVisible();
    await expect(timelineOf(canvasElement).getByText('Payment confirmed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Step 6' })).toHaveAttribute('href', '/step6');
  },
};

/** Our team is reviewing. */
export const InReview: Story = {
  parameters: withApplication({ status: 'in_review', events: [sent, paid, review], payment }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Under Review')).toBeVisible();
    const items = timelineOf(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Review by our team started');
  },
};

/** Sent back: the note, the document to replace (linked to its checklist item) and the answers. */
export const ChangesRequested: Story = {
  parameters: withApplication({
    status: 'changes_requested',
    status_note: changesNote,
    events: [sent, paid, review, asked],
    payment,
    documents: [
      ...documents.slice(0, 2),
      { kind: 'school_letter', file_name: 'dso-letter.pdf', review_status: 'needs_attention', review_note: 'Unsigned' },
      documents[3],
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('What to fix')).toBeVisible();
    await expect(canvas.getAllByText(`Note from our team: ${changesNote}`)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Replace dso-letter.pdf' })).toHaveAttribute(
      'href',
      '/step3#checklist-school-letter',
    );
    await expect(canvas.getByRole('link', { name: 'Check and change your answers' })).toHaveAttribute('href', '/step4');
  },
};

/** Filed in the busy season: the date and 9-11 weeks. */
export const Filed: Story = {
  parameters: withApplication({
    status: 'filed',
    filed_on: '2026-03-06',
    events: [sent, paid, review, asked, resent, filed],
    payment,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We filed your application with the IRS on March 6, 2026.')).toBeVisible();
    await expect(
      canvas.getByText(
        'The IRS takes 9-11 weeks from mid-January to April: expect news between May 8, 2026 and May 22, 2026.',
      ),
    ).toBeVisible();
    await expect(timelineOf(canvasElement).getByText('Changes sent')).toBeVisible();
  },
};

/** Filed outside the busy season for an applicant in the United States: about 7 weeks. */
export const FiledUsualTime: Story = {
  parameters: withApplication({
    status: 'filed',
    filed_on: '2026-09-01',
    events: [sent, paid, review, { ...filed, created_at: '2026-09-01T16:00:00.000Z' }],
    payment,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The IRS usually answers in about 7 weeks: expect news around October 20, 2026.'),
    ).toBeVisible();
  },
};

/** The ITIN, masked until revealed. */
export const ItinIssued: Story = {
  parameters: withApplication({
    status: 'itin_issued',
    filed_on: '2026-03-06',
    itin: '912-70-1234',
    events: [sent, paid, review, filed, move('filed', 'itin_issued', '2026-05-12T11:00:00.000Z')],
    payment,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9XX-XX-1234')).toBeVisible();
    await expect(canvas.queryByText('912-70-1234')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show full ITIN' }));
    await expect(canvas.getByText('912-70-1234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide ITIN' }));
    await expect(canvas.getByText('9XX-XX-1234')).toBeVisible();
  },
};

/** Not accepted by the IRS: the reason and what to do next. */
export const Rejected: Story = {
  parameters: withApplication({
    status: 'rejected',
    status_note: 'The name on the application does not match the passport.',
    filed_on: '2026-03-06',
    events: [
      sent,
      paid,
      review,
      filed,
      move('filed', 'rejected', '2026-05-12T11:00:00.000Z', 'The name on the application does not match the passport.'),
    ],
    payment,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not accepted')).toBeVisible();
    await expect(
      canvas.getAllByText('Reason given: The name on the application does not match the passport.')[0],
    ).toBeVisible();
    await expect(canvas.getByText(/Contact us at support@itinbridge\.example/)).toBeVisible();
  },
};

/** Nothing sent yet: the way to step 3. */
export const NotSent: Story = {
  parameters: withApplication({ status: 'draft', events: [], submitted_at: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your application has not been sent yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Go to step 3/ })).toHaveAttribute('href', '/step3');
  },
};
