import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackLink, KitProvider, type KitLinkProps } from '../../ui';

const meta = {
  title: 'UI/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  args: { href: '#step2-name', children: 'Back' },
  parameters: {
    docs: {
      description: {
        component: [
          "A link to the previous page of a multi-page form, placed at the top of the page before the heading (GOV.UK back link). It is a real link to a real address, rendered through `KitProvider`'s link component so the app's router handles it; it works without scripts and can open in a new tab.",
          '',
          '**Accessibility criteria**',
          '- A link, not a button: it goes to a page (WCAG 4.1.2). Its text comes from `children`, e.g. "Back" in the reader\'s language.',
          '- The chevron is decorative and mirrors in right-to-left text.',
          '- Underlined, 44 px tall target, 3 px focus ring; text keeps 4.5:1 in both themes (1.4.1, 2.5.8, 2.4.7, 1.4.3).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back' });
    await expect(link).toHaveAttribute('href', '#step2-name');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toHaveFocus();
  },
};

const navigate = fn();
function RouterLink({ href, onClick, ...props }: KitLinkProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

export const ThroughTheAppsRouter: Story = {
  args: { href: '/step2/reason' },
  decorators: [
    (Story) => (
      <KitProvider linkComponent={RouterLink}>
        <Story />
      </KitProvider>
    ),
  ],
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/step2/reason');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'رجوع' },
};
