import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Get Started', onClick: fn() },
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
  args: { children: 'ابدأ الآن', iconAfter: <span aria-hidden="true">←</span> },
};
