import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, VisuallyHidden } from '../../ui';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '3 of 5 documents uploaded' },
  parameters: {
    docs: {
      description: {
        component:
          'Text for assistive technology only: it stays in the accessibility tree, so screen readers read it ' +
          'and it can name or describe a control through `id`, but it is clipped to one pixel and taken out of ' +
          'the layout, so nothing around it moves. Use it to give context that sighted people get from the ' +
          'layout (WCAG 1.3.1 Info and Relationships, 2.4.4 Link Purpose, 2.4.6 Headings and Labels). Never ' +
          'hide focusable content with it: a focused element must be visible (2.4.7 Focus Visible), which is ' +
          'why it takes no interactive children and has no focusable variant; a skip link is `SkipLink`.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Between two visible lines: read aloud, but the second line sits right under the first. */
export const Default: Story = {
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'start' }}>
      <Text as="span" weight="semibold">
        Your documents
      </Text>
      <VisuallyHidden {...args} />
      <Text as="span" tone="muted">
        Upload each one as a PDF or a photo.
      </Text>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hidden = canvas.getByText(String(args.children));
    await expect(hidden).toBeInTheDocument();
    const box = hidden.getBoundingClientRect();
    const clipped = getComputedStyle(hidden).clipPath === 'inset(50%)';
    await expect((box.width <= 1 && box.height <= 1) || clipped).toBe(true);
    const above = canvas.getByText('Your documents').getBoundingClientRect();
    const below = canvas.getByText('Upload each one as a PDF or a photo.').getBoundingClientRect();
    await expect(Math.abs(below.top - above.bottom)).toBeLessThan(0.5);
    await expect(below.left).toBe(above.left);
  },
};

/** A heading only screen readers see names the section it opens (`as` and `id`). */
export const SectionHeading: Story = {
  args: { as: 'h2', id: 'visually-hidden-summary', children: 'Payment summary' },
  render: (args) => (
    <section aria-labelledby="visually-hidden-summary">
      <VisuallyHidden {...args} />
      <Text>Filing fee: $0. Preparation: $149.</Text>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment summary' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Payment summary' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'تم رفع ٣ من ٥ مستندات' },
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'start' }}>
      <Text as="span" weight="semibold">
        مستنداتك
      </Text>
      <VisuallyHidden {...args} />
      <Text as="span" tone="muted">
        ارفع كل مستند بصيغة PDF أو صورة.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('تم رفع ٣ من ٥ مستندات')).toBeInTheDocument();
    const above = canvas.getByText('مستنداتك').getBoundingClientRect();
    const below = canvas.getByText('ارفع كل مستند بصيغة PDF أو صورة.').getBoundingClientRect();
    await expect(Math.abs(below.top - above.bottom)).toBeLessThan(0.5);
    await expect(Math.abs(below.right - above.right)).toBeLessThan(0.5);
  },
};
