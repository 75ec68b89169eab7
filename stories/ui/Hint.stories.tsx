import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hint, TextField } from '../../ui';

const meta = {
  title: 'UI/Hint',
  component: Hint,
  tags: ['autodocs'],
  args: { children: 'Write your name as it appears on your passport, including any middle names.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Help text for a question or control, in the muted colour and the small size (the GOV.UK hint). The form components (`TextField`, `Fieldset`, `RadioGroup`, `Select`, `DateInput`) render their own from a `hint` prop and link it; use `Hint` on its own for help that sits apart from a control.',
          '',
          '**Accessibility criteria**',
          '- Give it an `id` and point the control at it with `aria-describedby`, so the help is announced with the control (WCAG 1.3.1, 3.3.2).',
          '- The muted colour keeps 4.5:1 contrast on the page in both themes (1.4.3).',
          '- Keep hints short; never put the only copy of an instruction in a placeholder.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/as it appears on your passport/)).toBeVisible();
  },
};

export const DescribingAControl: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Hint id="passport-hint">You find the number on the photo page, top right.</Hint>
      <TextField label="Passport number" aria-describedby="passport-hint" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Passport number' });
    await expect(input).toHaveAccessibleDescription('You find the number on the photo page, top right.');
  },
};

export const LongGerman: Story = {
  args: {
    children:
      'Geben Sie Ihren Namen genau so ein, wie er in Ihrem Reisepass steht, einschließlich aller Vornamen und Namenszusätze.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
