import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, Text, TextLink } from '../../ui';

const meta = {
  title: 'UI/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#forgot-password', children: 'Forgot password?', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An inline link rendered through the app’s link component (KitProvider), so the kit knows no ' +
          'router. Links are underlined, not told apart by colour alone (WCAG 1.4.1), and show the focus ring ' +
          'on keyboard focus (2.4.7). `newTab` adds `rel="noopener noreferrer"`; say in the text that a new ' +
          'tab opens.',
      },
    },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '#forgot-password');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', href: '#support', children: 'Support' },
};

/** A way back: the icon stands before the words (and mirrors in right-to-left text), outside the underline. */
export const WithIcon: Story = {
  args: { tone: 'muted', href: '/', children: 'Back to Home', icon: <Icon name="arrow-left" size="small" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Home' });
    const icon = link.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // First in the link, at its start edge, before the words.
    await expect(link.firstElementChild?.contains(icon)).toBe(true);
    await expect(Math.abs(icon.getBoundingClientRect().left - link.getBoundingClientRect().left)).toBeLessThan(2);
  },
};

export const NewTab: Story = {
  args: { newTab: true, href: 'https://www.irs.gov/', children: 'IRS Form W-7 (opens in a new tab)' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Inside running text that wraps: the underline follows the link over the line break. */
export const InParagraph: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Text>
        Mit der Erstellung eines Kontos stimmen Sie unseren{' '}
        <TextLink {...args} href="#terms">
          Nutzungsbedingungen
        </TextLink>{' '}
        und unserer{' '}
        <TextLink {...args} href="#privacy">
          Datenschutzerklärung
        </TextLink>{' '}
        zu.
      </Text>
    </div>
  ),
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Text>
        بإنشاء حساب، فإنك توافق على{' '}
        <TextLink {...args} href="#terms">
          شروط الخدمة
        </TextLink>{' '}
        و
        <TextLink {...args} href="#privacy">
          سياسة الخصوصية
        </TextLink>
        .
      </Text>
    </div>
  ),
};

export const NoWrap: Story = {
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <Text>
        Call us on{' '}
        <TextLink {...args} href="tel:+15551234567" wrap={false}>
          +1 (555) 123-4567
        </TextLink>{' '}
        on working days.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '+1 (555) 123-4567' });
    // One line box: the number is not broken even though the column is narrow.
    await expect(link.getClientRects()).toHaveLength(1);
  },
};
