import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import SignupPage from '../../portal/pages/auth/SignupPage';

const meta = {
  title: 'Portal/Signup',
  component: SignupPage,
  tags: ['autodocs'],
  ...portalStory({
    path: '/signup',
    auth: () => createMemoryAuthService({ users: [{ email: 'joao@example.com', password: 'secret1' }] }),
  }),
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Create Your Account' });
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${label}`)), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

export const Idle: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
  },
};

/** Every problem at once, linked to its field. */
export const ValidationList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      'Email Address': 'joao@example',
      Password: '123',
      'Confirm Password': '1234',
    });
    const summary = await canvas.findByRole('alert', { name: 'Please correct the following' });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
  },
};

export const DuplicateAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      'First Name': 'João',
      'Last Name': 'da Silva',
      'Email Address': 'joao@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await expect(
      await canvas.findByText(
        'An account with this email already exists. Please sign in instead or use a different email address.',
      ),
    ).toBeVisible();
  },
};

export const PseudoLocale: Story = {
  globals: { locale: 'en-XA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Çŕéáţé/ })).toBeVisible();
  },
};
