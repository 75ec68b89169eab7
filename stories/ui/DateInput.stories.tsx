import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput, isCompleteDate } from '../../ui';

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: {
    legend: 'Date of birth',
    hint: 'For example, 27 3 1990',
    dayLabel: 'Day',
    monthLabel: 'Month',
    yearLabel: 'Year',
    id: 'birthDate',
    autoComplete: 'bday',
    onValueChange: fn(),
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
          'A date as three numeric fields, day, month and year, in a `Fieldset` (GOV.UK date input). Dates people know by heart (birth, entry to the U.S.) are quicker to type than to find in a calendar. The order follows the language: pass `locale` (read with `Intl.DateTimeFormat#formatToParts`: month-day-year for en-US, day-month-year for de, year-month-day for zh) or `order`.',
          '',
          'The value is `YYYY-MM-DD`. While only some fields are filled in, it keeps them as typed (`year-month-day`, e.g. `-3-`), so a half-typed date survives saving and reloading; `isCompleteDate` tells whether it is a real day. `formatDateValue` and `parseDateValue` convert between the value and the fields.',
          '',
          '**Accessibility criteria**',
          '- The fieldset is named by the legend (or the page heading with `isPageHeading`); each field has its own visible `<label>` from `dayLabel`, `monthLabel`, `yearLabel` (WCAG 1.3.1, 3.3.2).',
          '- No browser date picker: `inputmode="numeric"` gives a number pad on phones, without the spinner and rounding of `type="number"`. `autoComplete="bday"` lets browsers fill a date of birth (1.3.5).',
          '- The hint and error message describe the fieldset; only the wrong fields (`errorParts`) are `aria-invalid` and get the thicker danger border, so the person sees which part to fix (3.3.1, 3.3.3, 1.4.1).',
          '- The fields follow the reading order of the language and wrap at 320 px (1.3.2, 1.4.10). Field ids are `<id>-day`, `<id>-month` and `<id>-year`, for error summary links.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldNames = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('textbox')
    .map((input) => input.id);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveAccessibleDescription('For example, 27 3 1990');
    await expect(fieldNames(canvasElement)).toEqual(['birthDate-day', 'birthDate-month', 'birthDate-year']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '7');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('--7');
    await userEvent.tab();
    await userEvent.keyboard('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('-3-7');
    await userEvent.tab();
    await userEvent.keyboard('1990');
    // Complete: padded to ISO, while the fields keep what was typed.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-03-07');
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveAttribute('inputmode', 'numeric');
  },
};

export const OnlyDigits: Story = {
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const year = within(canvasElement).getByRole('textbox', { name: 'Year' });
    await userEvent.type(year, '19-8x5');
    await expect(year).toHaveValue('1985');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1985--');
  },
};

export const UnitedStatesOrder: Story = {
  args: { locale: 'en-US', hint: 'For example, 3 27 1990' },
  play: async ({ canvasElement }) => {
    await expect(fieldNames(canvasElement)).toEqual(['birthDate-month', 'birthDate-day', 'birthDate-year']);
  },
};

// Chinese writes the year first (labels in English here: the order is what this story shows).
export const ChineseOrder: Story = {
  args: { locale: 'zh', hint: 'For example, 1990 3 27' },
  play: async ({ canvasElement }) => {
    await expect(fieldNames(canvasElement)).toEqual(['birthDate-year', 'birthDate-month', 'birthDate-day']);
  },
};

export const Filled: Story = {
  args: { defaultValue: '1990-03-27' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveValue('27');
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveValue('03');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('1990');
  },
};

export const HalfFilled: Story = {
  args: { defaultValue: '-11-' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveValue('11');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { defaultValue: '1990-13-27', error: 'Date of birth must be a real date', errorParts: ['month'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'For example, 27 3 1990 Date of birth must be a real date',
    );
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).not.toHaveAttribute('aria-invalid');
  },
};

export const WithErrorOnEveryField: Story = {
  args: { error: 'Enter your date of birth' },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const AsPageHeading: Story = {
  args: { isPageHeading: true, legend: 'When did you enter the United States?' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.closest('legend')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1990-03-27' },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

function ControlledDate() {
  const [value, setValue] = useState('2001-02-03');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateInput
        legend="Date of entry"
        dayLabel="Day"
        monthLabel="Month"
        yearLabel="Year"
        value={value}
        onValueChange={setValue}
      />
      <p>
        Value: “{value}” {isCompleteDate(value) ? '(a real date)' : '(not a date yet)'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDate />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(day);
    await expect(canvas.getByText('Value: “2001-02-” (not a date yet)')).toBeVisible();
    // The field shows "3" while typing "31", not a padded "03" that would turn into "031".
    await userEvent.type(day, '31');
    await expect(day).toHaveValue('31');
    await expect(canvas.getByText('Value: “2001-02-31” (not a date yet)')).toBeVisible();
    await userEvent.clear(day);
    await userEvent.type(day, '28');
    await expect(canvas.getByText('Value: “2001-02-28” (a real date)')).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    legend: 'Wann sind Sie zum ersten Mal in die Vereinigten Staaten eingereist?',
    dayLabel: 'Tag',
    monthLabel: 'Monat',
    yearLabel: 'Jahr',
    locale: 'de',
    error: 'Das Datum muss in der Vergangenheit liegen',
    defaultValue: '2031-05-01',
    errorParts: ['year'],
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

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    legend: 'تاريخ الميلاد',
    hint: 'مثال: 27 3 1990',
    dayLabel: 'اليوم',
    monthLabel: 'الشهر',
    yearLabel: 'السنة',
  },
};
