import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import ResetPasswordPage from '../../portal/pages/auth/ResetPasswordPage';

/** A recovery session, as following the e-mailed link leaves it. */
function recovering() {
  const auth = createMemoryAuthService({ users: [{ email: 'ana@example.com', password: 'secret1' }] });
  auth.startRecovery('ana@example.com');
  return auth;
}

const meta = {
  title: 'Portal/ResetPassword',
  component: ResetPasswordPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/reset-password', auth: recovering }),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^New Password/)).toBeVisible();
  },
};

export const ValidationList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New Password/), 'abc');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
    const summary = await canvas.findByRole('alert', { name: 'Please correct the following' });
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Password must be at least 6 characters long', 'Passwords do not match']);
  },
};

/** The link was used, expired or tampered with (`#error=…&error_code=otp_expired`). */
export const ExpiredLink: Story = {
  parameters: {
    portal: {
      path: '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  },
};
