// The staff console's screens on the in-memory services: the guard, the queue, and the actions on
// one application (confirmation before e-mails, server errors shown).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MemoryStaffService } from '../../portal/application/memoryStaffService';
import { StaffServiceProvider } from '../../portal/application/StaffContext';
import { StaffApplicationScreen } from '../../portal/pages/staff/StaffApplicationPage';
import { StaffOnly } from '../../portal/pages/staff/StaffGuard';
import StaffQueuePage from '../../portal/pages/staff/StaffQueuePage';
import { ANA_ID, sampleStaffService } from '../../portal/testing/staffFixtures';
import { findHeading, renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
const sam = { email: 'sam@example.com', password: 'secret1', firstName: 'sam', lastName: 'staff', staff: true };

function asStaff(staff: MemoryStaffService, page: ReactNode, path = '/staff') {
  return renderPortal({
    path,
    authOptions: { users: [sam], signedInAs: sam.email },
    store: signedInStore(sam.email),
    children: (
      <StaffServiceProvider service={staff}>
        <StaffOnly>{page}</StaffOnly>
      </StaffServiceProvider>
    ),
  });
}

describe('the staff guard', () => {
  it('shows an applicant who opens /staff that the area is for staff only', async () => {
    renderPortal({
      path: '/staff',
      authOptions: { users: [ana], signedInAs: ana.email },
      store: signedInStore(ana.email),
    });
    expect(await screen.findByRole('heading', { name: 'This area is for staff only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my application' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    const { location } = renderPortal({ path: '/staff/applications/x' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('lets staff in', async () => {
    asStaff(sampleStaffService('paid'), <StaffQueuePage />);
    expect(await findHeading('Applications')).toBeInTheDocument();
  });
});

describe('the queue', () => {
  it('counts, filters by status and searches by name or e-mail', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('paid');
    const { location } = asStaff(staff, <StaffQueuePage />);
    expect(await screen.findByText('8 applications')).toBeInTheDocument();
    const counts = screen.getByRole('heading', { name: 'Applications by status' }).parentElement!;
    expect(within(counts).getByText('Paid, ready for review').nextSibling?.textContent).toBe('2');
    const list = () => screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(within(list()[0]!).getByRole('link')).toHaveTextContent('Li Wei');

    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await user.click(screen.getByRole('button', { name: 'Show applications' }));
    expect(await screen.findByText('2 applications')).toBeInTheDocument();
    expect(location().search).toBe('?status=paid');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Name or e-mail'), 'example.de');
    await user.click(screen.getByRole('button', { name: 'Show applications' }));
    expect(await screen.findByText('1 application')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jonas Müller' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/applications\//),
    );

    await user.clear(screen.getByLabelText('Name or e-mail'));
    await user.type(screen.getByLabelText('Name or e-mail'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Show applications' }));
    expect(await screen.findByText('No application matches this status and search.')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    const staff = sampleStaffService('paid', { errors: { list: { kind: 'network', message: 'offline' } } });
    asStaff(staff, <StaffQueuePage />);
    expect(
      await screen.findByText('The server could not be reached. Check the connection and try again.'),
    ).toBeInTheDocument();
    staff.setError('list', null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('8 applications')).toBeInTheDocument();
  });
});

describe('one application', () => {
  it('lays out the answers by W-7 line, the documents and the history', async () => {
    asStaff(sampleStaffService('in_review'), <StaffApplicationScreen id={ANA_ID} />);
    expect(await findHeading('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Line 1a · First name')).toBeInTheDocument();
    expect(screen.getByText('Line 6c · Visa type')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passport' })).toBeInTheDocument();
    expect(screen.getByText('From Paid, ready for review to In review')).toBeInTheDocument();
  });

  it('starts the review at once: no e-mail, so no confirmation', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('paid');
    asStaff(staff, <StaffApplicationScreen id={ANA_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('Saved: the application is now “In review”.')).toBeInTheDocument();
    expect(staff.snapshot(ANA_ID)?.status).toBe('in_review');
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeInTheDocument();
  });

  it('asks before requesting changes, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('in_review');
    asStaff(staff, <StaffApplicationScreen id={ANA_ID} />);
    const submit = await screen.findByRole('button', { name: 'Request changes' });
    await user.click(submit);
    expect(await screen.findAllByText('Enter a note for the applicant')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Send this to the applicant?' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/What the applicant must change/), 'Sign the school letter');
    await user.click(submit);
    const confirm = await screen.findByRole('heading', { name: 'Send this to the applicant?' });
    expect(confirm).toHaveFocus();
    expect(screen.getByText(/e-mails ana\.souza@example\.com at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submit).toHaveFocus();
    expect(staff.calls).not.toContain('setStatus');

    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('Saved: the application is now “Changes requested”.')).toBeInTheDocument();
    expect(staff.snapshot(ANA_ID)).toMatchObject({
      status: 'changes_requested',
      status_note: 'Sign the school letter',
    });
  });

  it('marks a document as needing attention with a note', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('in_review');
    asStaff(staff, <StaffApplicationScreen id={ANA_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Needs attention: dso-letter.pdf' }));
    const note = screen.getByLabelText(/What is wrong with dso-letter\.pdf/);
    expect(note).toHaveFocus();
    await user.type(note, 'The letter is not signed');
    await user.click(screen.getByRole('button', { name: 'Mark as needing attention' }));
    expect(await screen.findByText('Saved: dso-letter.pdf is now “Needs attention”.')).toBeInTheDocument();
    const letter = staff.snapshot(ANA_ID)!.documents.find((d) => d.file_name === 'dso-letter.pdf');
    expect(letter).toMatchObject({ review_status: 'needs_attention', review_note: 'The letter is not signed' });
  });

  it('checks the ITIN before asking, then records it', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('filed');
    asStaff(staff, <StaffApplicationScreen id={ANA_ID} />);
    const field = await screen.findByLabelText(/ITIN issued/);
    await user.type(field, '912-93-1234');
    await user.click(screen.getByRole('button', { name: 'Record the ITIN' }));
    expect(await screen.findAllByText(/Enter an ITIN like 9XX-XX-XXXX/)).not.toHaveLength(0);
    await user.clear(field);
    await user.type(field, '912-70-1234');
    await user.click(screen.getByRole('button', { name: 'Record the ITIN' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('Saved: the application is now “ITIN issued”.')).toBeInTheDocument();
    expect(staff.snapshot(ANA_ID)).toMatchObject({ status: 'itin_issued', itin: '912-70-1234' });
    expect(screen.getByText('Nothing to do here in this status.')).toBeInTheDocument();
  });

  it('shows the server refusing a caller without the role (403)', async () => {
    const user = userEvent.setup();
    const staff = sampleStaffService('paid', {
      errors: { setStatus: { kind: 'forbidden', code: 'not_staff', status: 403, message: 'not_staff' } },
    });
    asStaff(staff, <StaffApplicationScreen id={ANA_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(
      await screen.findByText(/does not have the staff role, so the server refused this \(403\)/),
    ).toBeInTheDocument();
    expect(staff.snapshot(ANA_ID)?.status).toBe('paid');
  });
});
