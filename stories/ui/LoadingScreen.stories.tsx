import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from '../../ui';
import { vars } from '../../ui/theme';

const meta = {
  title: 'UI/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  args: { label: 'Loading...' },
  decorators: [
    // Full-bleed: cancel the story frame's padding so the screen fills the viewport as in the app.
    (Story) => (
      <div style={{ margin: `calc(-1 * ${vars.space.medium})` }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'What the app shows while it restores the saved session: the bridge mark inside a spinning ring and a ' +
          'visible label, centred in the viewport. The whole screen is a `role="status"` live region whose name ' +
          'is the visible label, so screen readers announce it politely (WCAG 4.1.3 Status Messages); the ring ' +
          'is decorative. With reduced motion the ring pulses slowly instead of spinning (2.3.3).',
      },
    },
  },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(within(status).getByText('Loading...')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  args: { label: 'Ihre gespeicherte Sitzung wird geladen …' },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'جارٍ التحميل...' },
};
