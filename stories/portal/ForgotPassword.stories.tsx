import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import ForgotPasswordPage from '../../portal/pages/auth/ForgotPasswordPage';

const meta = {
  title: 'Portal/ForgotPassword',
  component: ForgotPasswordPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/forgot-password' }),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
  },
};

/** Always the same confirmation, whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Email Address/), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText(/If an account exists for ana@example.com/)).toBeVisible();
  },
};
