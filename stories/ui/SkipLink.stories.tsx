import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink, Text } from '../../ui';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { children: 'Skip to main content', targetId: 'main-content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Site">
        <a href="#process">Process</a>
      </nav>
      <main id="main-content" style={{ marginBlockStart: 96 }}>
        <Text>Main content starts here.</Text>
      </main>
    </>
  ),
  parameters: {
    // The link is fixed to the viewport corner, outside the story root's box.
    screenshot: { target: 'page' },
    docs: {
      description: {
        component:
          'A bypass block link (WCAG 2.4.1): the first tab stop of every page, hidden until it receives keyboard ' +
          'focus, then shown in the top inline-start corner with the focus ring (2.4.7) and full text contrast. ' +
          'Activating it moves focus (not only the scroll position) to the target, adding a temporary ' +
          '`tabindex="-1"` when the target is not focusable, so the next Tab continues inside the main content.',
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const MovesFocusToMain: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('tabindex', '-1');
    // The temporary tabindex goes away once focus moves on.
    await userEvent.tab();
    await expect(main).not.toHaveAttribute('tabindex');
  },
};

export const LongGermanText: Story = {
  args: { children: 'Zum Hauptinhalt springen und die Navigation überspringen' },
  play: async () => {
    await userEvent.tab();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'انتقل إلى المحتوى الرئيسي' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    // Logical inset: in right-to-left pages the link sits in the top right corner.
    await expect(link.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 100);
  },
};
