import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import LoginPage from '../../portal/pages/auth/LoginPage';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'Ana', lastName: 'Silva' };

const meta = {
  title: 'Portal/Login',
  component: LoginPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/login', auth: () => createMemoryAuthService({ users: [ana] }) }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Email Address/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

export const Idle: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByText('Protected by 256-bit SSL encryption • FDIC Insured')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { auth: () => createMemoryAuthService({ users: [ana], latency: Infinity }) } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, ana.email, ana.password);
    await expect(canvas.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in…');
  },
};

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, ana.email, 'not-my-password');
    await expect(
      await canvas.findByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
  },
};

export const UnexpectedError: Story = {
  parameters: {
    portal: {
      auth: () => createMemoryAuthService({ errors: { signIn: { kind: 'unexpected', message: 'Failed to fetch' } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, ana.email, ana.password);
    await expect(await canvas.findByText('An unexpected error occurred. Please try again.')).toBeVisible();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(/^Password/);
    await userEvent.type(password, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

/** Accented, ~35% longer text: shows truncation and hard-coded strings before translations arrive. */
export const PseudoLocale: Story = {
  globals: { locale: 'en-XA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Ŵéļçöḿé/ })).toBeVisible();
  },
};
