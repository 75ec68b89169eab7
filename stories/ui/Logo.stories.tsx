import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Logo, logoSizes } from '../../ui';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { name: 'ITIN Bridge' },
  parameters: {
    docs: {
      description: {
        component:
          'The ITIN Bridge mark (a bridge arch on an accent tile) with the wordmark passed as `name`. The mark is ' +
          'decorative next to the wordmark; shown alone (`variant="mark"`) it becomes an image named by `name` ' +
          '(WCAG 1.1.1). With `href` the logo is a home link whose accessible name `linkLabel` contains the visible ' +
          'name (2.5.3 Label in Name) and which shows the focus ring for keyboard users (2.4.7). The tile colours ' +
          'come from the theme, so the mark keeps 3:1 non-text contrast in both themes (1.4.11).',
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const MarkOnly: Story = {
  args: { variant: 'mark', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ITIN Bridge' })).toBeInTheDocument();
  },
};

export const HomeLink: Story = {
  args: { href: '/', linkLabel: 'ITIN Bridge home' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ITIN Bridge home' });
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { name: 'جسر ITIN', href: '/', linkLabel: 'جسر ITIN الصفحة الرئيسية' },
};
