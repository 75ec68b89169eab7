import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Columns, Heading, Text } from '../../ui';

const panel = (title: string, body: string) => (
  <Card key={title}>
    <Heading level={2} size="small">
      {title}
    </Heading>
    <Text tone="muted">{body}</Text>
  </Card>
);

const meta = {
  title: 'UI/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: {
    children: [
      panel('Who this is for', 'Entrepreneurs, investors, immigrants and global citizens without an SSN.'),
      panel('Support', 'Write or call us on working days.'),
    ],
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    docs: {
      description: {
        component:
          'Two columns side by side from `from` up, stacked below it. The first child is on the start side (the ' +
          'right in right-to-left languages) and first when stacked, so the reading and focus order equal the DOM ' +
          'order (WCAG 1.3.2, 2.4.3). Each column keeps its own height: a short card is not stretched to match ' +
          'its neighbour.',
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two cards' boxes, first column first. */
function boxes(canvasElement: HTMLElement): [DOMRect, DOMRect] {
  const [first, second] = within(canvasElement)
    .getAllByRole('heading')
    .map((heading) => heading.parentElement!.getBoundingClientRect());
  if (!first || !second) throw new Error('Expected two columns.');
  return [first, second];
}

export const Equal: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(first.top).toBe(second.top);
    await expect(Math.abs(first.width - second.width)).toBeLessThan(1);
    // The shorter card keeps its own height.
    await expect(second.height).toBeLessThan(first.height + 1);
  },
};

export const WideNarrow: Story = {
  args: { widths: 'wideNarrow', from: 'desktop' },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(first.top).toBe(second.top);
    await expect(first.width / second.width).toBeCloseTo(1.5, 1);
  },
};

export const SmallGap: Story = {
  args: { gap: 'small' },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(second.left - first.right).toBeLessThan(16);
  },
};

export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(first.left).toBe(second.left);
  },
};

export const StackedBelowDesktop: Story = {
  args: { widths: 'wideNarrow', from: 'desktop' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: [panel('لمن هذه الخدمة', 'لرواد الأعمال والمستثمرين.'), panel('الدعم', 'راسلنا أو اتصل بنا.')] },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    await expect(first.left).toBeGreaterThan(second.left);
  },
};
