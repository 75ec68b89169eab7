import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, TextField } from '../../ui';

const documents = [
  { value: 'passport', label: 'Passport', hint: 'The only document that proves both identity and foreign status.' },
  {
    value: 'national-id',
    label: 'National identity card',
    hint: 'Must show your photo, name, address and date of birth.',
  },
  {
    value: 'visa',
    label: 'U.S. visa',
    conditional: <TextField label="Visa number" name="visaNumber" />,
  },
  { value: 'birth-certificate', label: 'Civil birth certificate', hint: 'Needed for dependents under 18.' },
];

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    legend: 'Which documents do you have?',
    hint: 'Select all that apply.',
    name: 'documents',
    options: documents,
    onValueChange: fn(),
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
          'Asks for any number of answers with native checkboxes in a `Fieldset` (GOV.UK checkboxes): legend, hint, error message, per-option hints and follow-up content under a checked option. `onValueChange` receives every checked value in the order of `options`.',
          '',
          '**Pattern:** native checkboxes grouped by a fieldset ([WAI grouping controls](https://www.w3.org/WAI/tutorials/forms/grouping/)).',
          '',
          '**Accessibility criteria**',
          '- The group is named by its legend; each checkbox by its `<label>`, with its hint as `aria-describedby`; the label row is at least 44 px tall (WCAG 1.3.1, 2.5.8).',
          '- Tab moves from checkbox to checkbox; Space toggles.',
          "- The group's hint and error are the fieldset's `aria-describedby`; the checkboxes are `aria-invalid` while there is an error (3.3.1).",
          '- Follow-up content stays in the page while hidden, so typed answers survive unchecking and checking again.',
          '- Error by text, icon and bar; ticks by shape; 3:1 borders and focus ring in both themes (1.4.1, 1.4.11, 2.4.7). The first checkbox carries `id`, the target of an error summary link.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Which documents do you have?' });
    await expect(group).toHaveAccessibleDescription('Select all that apply.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Civil birth certificate' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Passport' }));
    // Reported in the order of the options, not of the clicks.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['passport', 'birth-certificate']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Civil birth certificate' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['passport']);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'National identity card' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['national-id']);
  },
};

export const ConditionalReveal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visa = canvas.getByRole('checkbox', { name: 'U.S. visa' });
    await expect(canvas.queryByRole('textbox', { name: 'Visa number' })).toBeNull();
    await userEvent.click(visa);
    const number = canvas.getByRole('textbox', { name: 'Visa number' });
    await userEvent.type(number, 'F1234567');
    await userEvent.click(visa);
    await expect(number).not.toBeVisible();
    await userEvent.click(visa);
    await expect(canvas.getByRole('textbox', { name: 'Visa number' })).toHaveValue('F1234567');
  },
};

export const Filled: Story = {
  args: { defaultValue: ['passport', 'visa'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Visa number' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { id: 'documents', error: 'Select at least one document' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Select all that apply. Select at least one document',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toHaveAttribute('id', 'documents');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['passport'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

function ControlledGroup() {
  const [value, setValue] = useState<string[]>(['passport']);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <CheckboxGroup
        legend="Which documents do you have?"
        name="docs-controlled"
        options={documents}
        value={value}
        onValueChange={setValue}
      />
      <p>Checked: {value.join(', ') || 'none'}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledGroup />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Passport' }));
    await expect(canvas.getByText('Checked: none')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'U.S. visa' }));
    await expect(canvas.getByText('Checked: visa')).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    legend: 'Welche Ausweisdokumente können Sie im Original oder als beglaubigte Kopie vorlegen?',
    error: 'Wählen Sie mindestens ein Dokument aus',
    defaultValue: ['visa'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group').scrollWidth).toBeLessThanOrEqual(320);
  },
};
