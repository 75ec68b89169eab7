import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../ui';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'I declare that the information in this application is true, correct and complete.',
    name: 'declaration',
    onCheckedChange: fn(),
  },
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
          'A single native checkbox with its label, for one statement the person confirms (a declaration, "send me a copy"). For a question with several answers use `CheckboxGroup`. Controlled with `checked` / `onCheckedChange`, or uncontrolled with `defaultChecked`.',
          '',
          '**Pattern:** native `<input type="checkbox">` ([WAI-ARIA Checkbox](https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/) behaviour comes from the browser).',
          '',
          '**Accessibility criteria**',
          '- The checkbox is named by its `<label>`; the whole label row (at least 44 px tall) is a tap target (WCAG 1.3.1, 2.5.8).',
          '- Space toggles it; Tab reaches it. The hint and the error message are its `aria-describedby`, and it is `aria-invalid` while there is an error (3.3.1).',
          '- The error is text, an icon and a thick bar; the tick is a shape, not only a fill colour (1.4.1).',
          '- The box border, the checked fill and the focus ring keep 3:1 in both themes (1.4.11, 2.4.7).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /I declare/ });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(/I declare/));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Focused: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'Giving false information may lead to penalties.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Giving false information may lead to penalties.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'declaration',
    hint: 'Giving false information may lead to penalties.',
    error: 'Confirm that the information is true to continue',
  },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('id', 'declaration');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-describedby', 'declaration-hint declaration-error');
    await expect(checkbox).toHaveAccessibleDescription(
      'Giving false information may lead to penalties. Confirm that the information is true to continue',
    );
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function ControlledCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="Send me a copy of my answers" checked={checked} onCheckedChange={setChecked} />
      <p>{checked ? 'A copy will be sent' : 'No copy'}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCheckbox />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send me a copy of my answers' }));
    await expect(canvas.getByText('A copy will be sent')).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    label:
      'Ich erkläre, dass die Angaben in diesem Antrag nach bestem Wissen wahrheitsgemäß, richtig und vollständig sind.',
    error: 'Bestätigen Sie, dass die Angaben wahrheitsgemäß sind',
    defaultChecked: true,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
