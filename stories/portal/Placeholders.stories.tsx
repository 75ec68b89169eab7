import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import DocumentsPage from '../../portal/pages/system/DocumentsPage';
import ProfilePage from '../../portal/pages/system/ProfilePage';
import SupportPage from '../../portal/pages/system/SupportPage';

const ana = {
  email: 'ana@example.com',
  password: 'secret1',
  firstName: 'Ana',
  lastName: 'Silva',
  lastStep: '/step3' as const,
};

const meta = {
  title: 'Portal/Placeholders',
  component: SupportPage,
  tags: ['autodocs'],
  ...portalStory({ path: '/support' }),
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const comingSoon: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
};

export const Support: Story = { tags: ['portal-screen'], play: comingSoon };

export const Documents: Story = {
  tags: ['portal-screen'],
  render: () => <DocumentsPage />,
  parameters: { portal: { path: '/documents', user: ana } },
  play: async (context) => {
    await comingSoon(context);
    // The way back leads to where the user left off (here: the account's last step, known once the
    // saved session has been checked after the first paint).
    const back = await within(context.canvasElement).findByRole('link', { name: 'Back to Your Application' });
    await waitFor(() => expect(back).toHaveAttribute('href', '/step3'));
  },
};

export const Profile: Story = {
  render: () => <ProfilePage />,
  parameters: { portal: { path: '/profile', user: ana } },
  play: comingSoon,
};
