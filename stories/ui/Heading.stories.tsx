import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingSizes } from '../../ui';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Get your U.S. ITIN without leaving home' },
  parameters: {
    docs: {
      description: {
        component:
          'Semantic headings `<h1>`–`<h4>` with a visual `size` that is independent of the level, so the page ' +
          'outline stays correct whatever the design needs (WCAG 1.3.1 Info and Relationships, 2.4.6 Headings ' +
          'and Labels). Pass `tabIndex={-1}` and an `id` when the app moves focus to the page title after a route ' +
          'change; the ring then shows for keyboard users only. Long titles wrap in balanced lines and break long ' +
          'words instead of overflowing (1.4.10 Reflow).',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Get your U.S. ITIN without leaving home',
    );
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Heading level={1}>Bridging the Gap Between Business and Lifestyle</Heading>
      <Heading level={2}>Simple, transparent pricing</Heading>
      <Heading level={3}>What is an ITIN?</Heading>
      <Heading level={4}>Who can apply?</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
    }
  },
};

export const SizesIndependentOfLevel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {`Level 2 at size ${size}`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(headingSizes.length);
  },
};

export const FocusTarget: Story = {
  args: { id: 'page-title', tabIndex: -1, children: 'Step 3 of 6: Document Upload & Information' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    // What the app does after a route change: focus the title so screen readers start there.
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

export const Centred: Story = {
  args: { align: 'center', level: 2, children: 'Trusted by 10,000+ clients worldwide' },
};

export const LongGermanText: Story = {
  args: {
    children: 'Ihre US-Steueridentifikationsnummer ohne Sozialversicherungsnummer beantragen – Schritt für Schritt',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'احصل على رقم التعريف الضريبي الأمريكي من منزلك' },
};
