import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import type { Status } from '../../domain/index.ts';
import { StaffApplicationScreen } from '../../portal/pages/staff/StaffApplicationPage';
import { ANA_ID, sampleStaffService } from '../../portal/testing/staffFixtures';
import { sam, withStaff } from './staffStory';

const path = `/staff/applications/${ANA_ID}`;

const meta = {
  title: 'Portal/Staff Application',
  component: StaffApplicationScreen,
  tags: ['autodocs'],
  args: { id: ANA_ID },
  ...portalStory(
    { path, user: sam },
    {
      decorators: [withStaff],
      description:
        'One application in the staff console: the actions the status machine allows now (those that e-mail the applicant ask first), the answers by Form W-7 line, the documents with preview, download and review, and the history.',
    },
  ),
} satisfies Meta<typeof StaffApplicationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const inStatus = (status: Status) => ({ staff: () => sampleStaffService(status) });

/** Paid: start the review (no e-mail, so no confirmation). */
export const Paid: Story = {
  tags: ['portal-screen'],
  parameters: inStatus('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start review' })).toBeVisible();
    await expect(canvas.getByText('Line 1a · First name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept passport.pdf' })).toBeVisible();
  },
};

/** In review: request changes or mark filed. */
export const InReview: Story = {
  parameters: inStatus('in_review'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Request changes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark filed' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Date sent to the IRS' })).toBeVisible();
  },
};

/** Changes requested: the note and the document that needs attention; nothing to do until the applicant resubmits. */
export const ChangesRequested: Story = {
  parameters: inStatus('changes_requested'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing to do here in this status.')).toBeVisible();
    await expect(canvas.getByText('Note: The letter is not signed.')).toBeVisible();
  },
};

/** Filed: record the ITIN or a rejection. */
export const Filed: Story = {
  parameters: inStatus('filed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Record the ITIN' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record a rejection' })).toBeVisible();
  },
};

/** ITIN issued: the number, and no more actions or reviews. */
export const ItinIssued: Story = {
  parameters: inStatus('itin_issued'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('912-70-1234')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  },
};

/** Rejected: the reason. */
export const Rejected: Story = {
  parameters: inStatus('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('The IRS could not match the name on the passport.')).length,
    ).toBeGreaterThan(0);
  },
};

/** Request changes, keyboard only: the confirmation takes the focus before anything is sent. */
export const ConfirmationOpen: Story = {
  parameters: inStatus('in_review'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByLabelText(/What the applicant must change/);
    note.focus();
    await userEvent.keyboard('Please sign the school letter{Enter}');
    const title = await canvas.findByRole('heading', { name: 'Send this to the applicant?' });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText(/e-mails ana\.souza@example\.com at once/)).toBeVisible();
  },
};

/** An ITIN in the wrong range is caught before anything is sent. */
export const InvalidItin: Story = {
  parameters: inStatus('filed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/ITIN issued/), '912-93-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the ITIN' }));
    await expect((await canvas.findAllByText(/Enter an ITIN like 9XX-XX-XXXX/)).length).toBeGreaterThan(0);
  },
};

/** The server refuses (403: the role was taken away meanwhile). */
export const ServerRefused: Story = {
  parameters: {
    staff: () =>
      sampleStaffService('paid', {
        errors: { setStatus: { kind: 'forbidden', code: 'not_staff', status: 403, message: 'not_staff' } },
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start review' }));
    await expect(await canvas.findByText('That did not work')).toBeVisible();
  },
};

/** The photo of the visa, previewed inline. */
export const ImagePreview: Story = {
  parameters: inStatus('in_review'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview visa-photo.png' }));
    const image = await canvas.findByRole('img', { name: 'Preview of visa-photo.png' });
    await expect(image).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide preview of visa-photo.png' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The passport PDF, previewed inline (the browser's PDF viewer draws it: no screenshot). */
export const PdfPreview: Story = {
  parameters: { ...inStatus('in_review'), screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview passport.pdf' }));
    const frame = await canvas.findByTitle('Preview of passport.pdf');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
  },
};

/** An application that does not exist. */
export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-00000000ffff' },
  parameters: inStatus('paid'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This application or document does not exist (any more).'),
    ).toBeVisible();
  },
};
