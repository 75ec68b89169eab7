import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../../ui';

// Country names from the runtime in the reader's language, stored as ISO codes.
const countryCodes = ['AR', 'BR', 'CN', 'DE', 'ES', 'FR', 'GB', 'IN', 'MX', 'PT'];
const countries = (locale: string) => {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
};

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Country of citizenship',
    options: countries('en'),
    emptyOptionLabel: 'Choose a country',
    id: 'citizenship',
    name: 'citizenship',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "A labelled native `<select>` in the kit's field style, for long fixed lists such as countries. The browser's own picker works with every keyboard, screen reader and phone, and typing the first letters jumps to an option. Controlled with `value` / `onValueChange`, or uncontrolled with `defaultValue`.",
          '',
          '**Pattern:** native `<select>` ([WAI forms tutorial](https://www.w3.org/WAI/tutorials/forms/)); not a custom listbox.',
          '',
          '**Accessibility criteria**',
          '- A visible `<label>` names the select (WCAG 1.3.1, 2.5.3, 3.3.2); `emptyOptionLabel` is a real first option, not a placeholder that disappears.',
          '- Hint and error are its `aria-describedby`; `aria-invalid` and a thicker danger border while there is an error, with the message as text and icon (3.3.1, 1.4.1).',
          '- The border keeps 3:1, the focus ring is 3 px (1.4.11, 2.4.7); the chevron is decorative and follows the text direction.',
          '- `autoComplete` names the purpose (e.g. `country`) so browsers can fill it (1.3.5). Long option names are cut with an ellipsis in the closed select but shown whole in the picker.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country of citizenship' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Germany');
    await expect(select).toHaveValue('DE');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DE');
  },
};

export const Keyboard: Story = {
  parameters: { screenshot: { disable: true }, docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'BR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('Brazil');
  },
};

export const WithHint: Story = {
  args: { hint: 'As shown on your passport.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription('As shown on your passport.');
  },
};

export const WithError: Story = {
  args: { hint: 'As shown on your passport.', error: 'Select your country of citizenship' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-describedby', 'citizenship-hint citizenship-error');
  },
};

export const Required: Story = {
  args: { required: true, requiredLabel: 'required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country of citizenship required' });
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'MX' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

function ControlledSelect() {
  const [value, setValue] = useState('PT');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select label="Country" options={countries('en')} value={value} onValueChange={setValue} />
      <p>Stored code: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'India');
    await expect(canvas.getByText('Stored code: IN')).toBeVisible();
  },
};

export const GermanAtPhoneWidth: Story = {
  args: {
    label: 'Staatsangehörigkeit laut Reisepass oder Personalausweis',
    options: countries('de'),
    emptyOptionLabel: 'Wählen Sie ein Land aus der Liste aller Staaten',
    error: 'Wählen Sie Ihre Staatsangehörigkeit aus',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'بلد الجنسية', options: countries('ar'), emptyOptionLabel: 'اختر بلدًا' },
};
