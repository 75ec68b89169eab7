import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import NotFoundPage from '../../portal/pages/system/NotFoundPage';

const meta = {
  title: 'Portal/NotFound',
  component: NotFoundPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/no-such-page' }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };
