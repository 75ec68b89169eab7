import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusBadgeSizes, statusBadgeTones } from '../../ui';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { children: 'Under Review', tone: 'info' },
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA: none needed, plain text (deliberately not `role="status"`). A pill that states a status in words. Not an ARIA live region: it is static text read in reading ' +
          'order; announce changes with an `Alert` instead. Status never depends on colour alone (WCAG 1.4.1): ' +
          'the text says it and each tone has its own icon shape. Text on each tone background meets 4.5:1 ' +
          '(WCAG 1.4.3; checked by the theme contrast test) and wraps rather than truncates.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Under Review')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {statusBadgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <StatusBadge {...args} size={size} tone="info">
            Under Review
          </StatusBadge>
          <StatusBadge {...args} size={size} tone="success">
            Approved
          </StatusBadge>
          <StatusBadge {...args} size={size} tone="warning">
            Action needed
          </StatusBadge>
          <StatusBadge {...args} size={size} tone="neutral">
            Not started
          </StatusBadge>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(statusBadgeTones.length * statusBadgeSizes.length);
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, tone: 'success', children: 'Complete' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const CustomIcon: Story = {
  args: { icon: 'clock', children: 'Estimated processing: 6-10 weeks' },
};

export const LongGermanText: Story = {
  args: { children: 'Wird derzeit von unserem Team überprüft und in Kürze beim IRS eingereicht' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <StatusBadge {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'قيد المراجعة' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('قيد المراجعة')).toBeVisible();
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: AllTones.render,
  // Runs axe in the light theme; the AllTones baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
