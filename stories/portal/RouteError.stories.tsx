import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { RouteErrorPage } from '../../portal/app/RouteErrorPage';

/** What shows in a page's place when its code cannot be loaded (after a deploy) or it fails to render. */
const meta = {
  title: 'Portal/RouteError',
  component: RouteErrorPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/signup' }),
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('This page could not be displayed. Reloading usually fixes it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    // It takes the page's place, so it takes the focus too.
    await expect(heading).toHaveFocus();
  },
};

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };
