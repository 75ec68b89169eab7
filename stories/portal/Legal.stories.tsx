import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import PrivacyPage from '../../portal/pages/legal/PrivacyPage';
import TermsPage from '../../portal/pages/legal/TermsPage';

const meta = {
  title: 'Portal/Legal',
  component: PrivacyPage,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/privacy' },
    {
      description:
        'The public, prerendered privacy policy and terms of service. The privacy page lists what is stored from the same list the tests hold to the keys of the account export.',
      parameters: { screenshot: { target: 'page' } },
    },
  ),
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  tags: ['portal-screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we store' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who can read it' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  },
};

export const Terms: Story = {
  tags: ['portal-screen'],
  render: () => <TermsPage />,
  parameters: { portal: { path: '/terms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not legal or tax advice' })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Privacy Policy' }))
      await expect(link).toHaveAttribute('href', '/privacy');
  },
};
