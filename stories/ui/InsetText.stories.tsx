import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsetText } from '../../ui';

const meta = {
  title: 'UI/InsetText',
  component: InsetText,
  tags: ['autodocs'],
  args: {
    children:
      'If you are applying for a child under 6, the passport must be accompanied by a medical or school record showing a U.S. address.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Sets a short passage apart from the text around it with a thick bar at its start edge (the GOV.UK inset text): a note that applies to some applicants, an example, what happens next.',
          '',
          '**Accessibility criteria**',
          '- It is plain text in the reading order: nothing is hidden from assistive technology, and it needs no role (WCAG 1.3.1).',
          '- The bar is a shape, not only a colour, and keeps 3:1 against the page in both themes (1.4.11); the text keeps 4.5:1 (1.4.3).',
          '- The bar sits on the start edge, so it moves to the right in right-to-left text.',
          '- Do not use it for warnings that must be acted on: those are `Alert`s.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof InsetText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/child under 6/)).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    children:
      'Beglaubigte Kopien müssen von der ausstellenden Behörde stammen; notariell beglaubigte Kopien werden nicht anerkannt.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const inset = within(canvasElement).getByText(/Beglaubigte Kopien/);
    await expect(inset.scrollWidth).toBeLessThanOrEqual(inset.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    children: 'إذا كنت تتقدم بطلب لطفل دون السادسة، فيجب إرفاق سجل طبي أو مدرسي يظهر عنوانًا في الولايات المتحدة.',
  },
};
