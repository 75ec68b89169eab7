import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import { AppLoadingScreen } from '../../portal/app/AppLoadingScreen';

/** What shows while the app starts, a page loads or a saved session is checked. */
const meta = {
  title: 'Portal/LoadingScreen',
  component: AppLoadingScreen,
  tags: ['autodocs'],
  ...portalStory(),
} satisfies Meta<typeof AppLoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};
