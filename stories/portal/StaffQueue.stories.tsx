import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { createMemoryStaffService } from '../../portal/application/memoryStaffService';
import StaffQueuePage from '../../portal/pages/staff/StaffQueuePage';
import { manyApplications, sampleStaffService } from '../../portal/testing/staffFixtures';
import { ana, sam, withStaff } from './staffStory';

const meta = {
  title: 'Portal/Staff Queue',
  component: StaffQueuePage,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/staff', user: sam },
    {
      decorators: [withStaff],
      description:
        'The staff console at /staff: counts per status, a filter by status and by name or e-mail (kept in the address), the applications unchanged longest first, and pages of 20. Only staff get in; everyone else signed in sees a page saying so.',
    },
  ),
} satisfies Meta<typeof StaffQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Applications in every status, the one waiting longest first. */
export const Filled: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 applications')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const first = canvas.getAllByRole('listitem').find((li) => li.closest('ol'))!;
    await expect(within(first).getByRole('link', { name: 'Li Wei' })).toBeVisible();
    await expect(canvas.getByText('No name yet')).toBeVisible();
  },
};

/** Nothing in the queue yet. */
export const Empty: Story = {
  parameters: { staff: () => createMemoryStaffService({ applications: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no applications yet.')).toBeVisible();
  },
};

/** Filtered from the address: one status and a search. */
export const Filtered: Story = {
  parameters: { portal: { path: '/staff?status=in_review&q=example.de', user: sam } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 application')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jonas Müller' })).toBeVisible();
    await expect(canvas.getByLabelText('Status')).toHaveValue('in_review');
    await expect(canvas.getByLabelText('Name or e-mail')).toHaveValue('example.de');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/staff');
  },
};

/** A filter nothing matches, applied with the keyboard. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 applications')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name or e-mail'), 'nobody{Enter}');
    await expect(await canvas.findByText('No application matches this status and search.')).toBeVisible();
  },
};

/** More than a page: page 2 of 3 has the way back and forward. */
export const Paged: Story = {
  parameters: {
    portal: { path: '/staff?page=2', user: sam },
    staff: () => createMemoryStaffService({ applications: manyApplications(45) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Applicant 21' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/staff');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/staff?page=3');
  },
};

/** The server could not be reached. */
export const LoadError: Story = {
  parameters: {
    staff: () => sampleStaffService('paid', { errors: { list: { kind: 'network', message: 'Failed to fetch' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The data could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: { staff: () => sampleStaffService('paid', { latency: Infinity }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** A signed-in applicant who opens /staff: not for them. */
export const NotStaff: Story = {
  tags: ['portal-screen'],
  parameters: { portal: { path: '/staff', user: ana } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This area is for staff only' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my application' })).toBeVisible();
  },
};
