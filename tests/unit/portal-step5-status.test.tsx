// Step 5 when the application lives in the portal: the real status, the timeline from the events,
// what to fix, the expected answer of the IRS, the ITIN behind a reveal, and a refresh.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Status } from '../../domain/index.ts';
import type { ApplicationEvent } from '../../portal/application/ApplicationService';
import {
  createMemoryApplicationService,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import Step5Page from '../../portal/pages/steps/Step5Page';
import { completeAnswers, TODAY } from './domain/fixtures';
import { renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
/** Living in Portugal (mailing address abroad). */
const answers = completeAnswers();
/** Living in the United States. */
const inUs = completeAnswers({
  mailing_address: { street: '12 College Ave', city: 'Boston, MA', country: 'US' },
});

const at = (day: string) => `${day}T12:00:00.000Z`;
let id = 0;
const move = (from: Status, to: Status, day: string, note: string | null = null): ApplicationEvent => ({
  id: ++id,
  type: 'status',
  from_status: from,
  to_status: to,
  actor: 'staff',
  document_id: null,
  note,
  created_at: at(day),
});
const history = [
  move('draft', 'submitted', '2026-05-01'),
  move('submitted', 'paid', '2026-05-01'),
  move('paid', 'in_review', '2026-05-04'),
];

function setup(seed: MemoryApplicationSeed | null, refreshInterval?: number) {
  const application = createMemoryApplicationService({ today: TODAY, application: seed });
  const view = renderPortal({
    path: '/step5',
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application,
    children: <Step5Page tracking refreshInterval={refreshInterval} />,
  });
  return { ...view, application };
}

const timeline = () => within(screen.getByRole('region', { name: 'Your application so far' }));

describe('step 5 with the application on the server', () => {
  it('shows Under Review with the 6-10 week estimate, the milestones with dates and what is ahead', async () => {
    setup({ status: 'in_review', answers, events: history });
    expect(await screen.findByText('Under Review')).toBeInTheDocument();
    expect(screen.getByText('Estimated processing time: 6-10 weeks')).toBeInTheDocument();
    const items = timeline().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Application sent.*May 1, 2026/),
      expect.stringMatching(/Payment confirmed.*May 1, 2026/),
      expect.stringMatching(/Review by our team started.*May 4, 2026/),
      expect.stringMatching(/Submission to the IRS/),
      expect.stringMatching(/IRS processing/),
      expect.stringMatching(/ITIN received by email/),
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Continue to Step 6' })).toHaveAttribute('href', '/step6');
  });

  it("shows the staff's note and links each document to fix to its checklist item", async () => {
    setup({
      status: 'changes_requested',
      status_note: 'The visa copy is cut off.',
      answers,
      events: [...history, move('in_review', 'changes_requested', '2026-05-05', 'The visa copy is cut off.')],
      documents: [
        { kind: 'passport', id: '00000000-0000-4000-8000-0000000000d1', file_name: 'passport.pdf' },
        {
          kind: 'federal_tax_return',
          file_name: 'return.pdf',
          review_status: 'needs_attention',
          review_note: 'Unsigned',
        },
      ],
    });
    expect(await screen.findByText('What to fix')).toBeInTheDocument();
    expect(screen.getAllByText('Changes requested')).toHaveLength(2);
    expect(screen.getAllByText('Note from our team: The visa copy is cut off.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Replace return.pdf' })).toHaveAttribute(
      'href',
      '/step3#checklist-federal-tax-return',
    );
    expect(screen.getByText(/Note from our team: Unsigned/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check and change your answers' })).toHaveAttribute('href', '/step4');
  });

  it('gives the filing date and the expected answer: 9-11 weeks in the busy season', async () => {
    setup({
      status: 'filed',
      filed_on: '2026-02-02',
      answers: inUs,
      events: [...history, move('in_review', 'filed', '2026-02-03')],
    });
    expect(await screen.findByText('We filed your application with the IRS on February 2, 2026.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The IRS takes 9-11 weeks from mid-January to April: expect news between April 6, 2026 and April 20, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('gives about 7 weeks outside the busy season for an applicant in the United States', async () => {
    setup({
      status: 'filed',
      filed_on: '2026-09-01',
      answers: inUs,
      events: [...history, move('in_review', 'filed', '2026-09-01')],
    });
    expect(
      await screen.findByText('The IRS usually answers in about 7 weeks: expect news around October 20, 2026.'),
    ).toBeInTheDocument();
  });

  it('gives 9-11 weeks all year for an applicant living abroad', async () => {
    setup({
      status: 'filed',
      filed_on: '2026-09-01',
      answers,
      events: [...history, move('in_review', 'filed', '2026-09-01')],
    });
    expect(
      await screen.findByText(
        'The IRS takes 9-11 weeks for applicants living abroad: expect news between November 3, 2026 and November 17, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('masks the ITIN until the applicant asks to see it', async () => {
    setup({ status: 'itin_issued', filed_on: '2026-06-01', itin: '912-70-1234', answers });
    expect(await screen.findByText('9XX-XX-1234')).toBeInTheDocument();
    expect(screen.queryByText('912-70-1234')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show full ITIN' }));
    expect(screen.getByText('912-70-1234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide ITIN' }));
    expect(screen.getByText('9XX-XX-1234')).toBeInTheDocument();
  });

  it('gives the reason of a rejection and what to do next', async () => {
    setup({ status: 'rejected', status_note: 'Name does not match the passport.', answers });
    expect(await screen.findByText('Not accepted')).toBeInTheDocument();
    expect(screen.getAllByText('Reason given: Name does not match the passport.').length).toBeGreaterThan(0);
    expect(screen.getByText(/Contact us at support@itinbridge\.example/)).toBeInTheDocument();
  });

  it('leads to step 3 while nothing was sent', async () => {
    setup({ answers });
    expect(await screen.findByText('Your application has not been sent yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to step 3/ })).toHaveAttribute('href', '/step3');
  });

  it('follows a change of status without reloading the page', async () => {
    const { application } = setup({ status: 'paid', answers }, 30);
    expect(await screen.findByText('Under Review')).toBeInTheDocument();
    application.setStatus('in_review');
    application.setStatus('filed', null, { filed_on: '2026-09-01' });
    expect(await screen.findByText('We filed your application with the IRS on September 1, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(timeline().getByText('Filed with the IRS')).toBeInTheDocument());
  });
});
