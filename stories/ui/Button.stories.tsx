import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, Icon } from '../../ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Get Started', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          "The kit's button for actions, in four variants (primary for the one next step of a view, secondary, ghost and link) and three sizes. With `href` it renders a link through the app's link component (KitProvider) and looks the same.",
          '',
          '**States:** default, hover, focus-visible, loading (spinner and a spoken status), disabled, full width, long text that wraps, right to left.',
          '',
          '**Accessibility criteria**',
          '- A real `<button>` (or `<a>` with `href`): Enter and Space activate it, and its text is its accessible name (WCAG 4.1.2).',
          '- Disabled and loading buttons stay focusable and announced: `aria-disabled="true"` instead of `disabled`, and clicks are ignored; loading also sets `aria-busy` and speaks `loadingLabel` through a status region.',
          '- The focus ring is visible on every variant and reaches 3:1 against the surface (WCAG 1.4.11, 2.4.7); text reaches 4.5:1 in both themes (1.4.3).',
          '- The standard size is at least 44 px tall (2.5.8 Target Size); long labels wrap instead of overflowing at 320 px (1.4.10).',
          '- Icons are decorative (`aria-hidden`); directional icons belong in `iconAfter` and mirror in right-to-left text.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get Started' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Signing in…', children: 'Sign In' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign In/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Continue to Review & Payment' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const AsLink: Story = {
  args: { href: '#signup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#signup');
  },
};

const linkRef: { current: HTMLElement | null } = { current: null };

export const LinkKeepsAttributesAndRef: Story = {
  render: (args) => (
    <div>
      <Button
        {...args}
        href="#signup"
        id="signup-cta"
        aria-describedby="signup-note"
        ref={(element) => {
          linkRef.current = element;
        }}
      />
      <p id="signup-note">Takes about 2 minutes.</p>
    </div>
  ),
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('id', 'signup-cta');
    await expect(link).toHaveAccessibleDescription('Takes about 2 minutes.');
    await expect(linkRef.current).toBe(link);
  },
};

export const DisabledLink: Story = {
  args: { href: '#disabled-link-target', disabled: true, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    // Neither a click nor Enter follows the link or calls the handler.
    await expect(window.location.hash).not.toBe('#disabled-link-target');
    await expect(args.onClick).not.toHaveBeenCalled();
    link.blur();
  },
};

export const LoadingLink: Story = {
  args: { href: '#loading-link-target', loading: true, loadingLabel: 'Opening…', onClick: fn() },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /Get Started/ });
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(link);
    await expect(window.location.hash).not.toBe('#loading-link-target');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: { children: 'Weiter zur Überprüfung und Zahlung des Antragspakets', fullWidth: true },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  // The arrow icon mirrors itself in right-to-left text, so it still points forwards.
  args: { children: 'ابدأ الآن', iconAfter: <Icon name="arrow-right" /> },
};
