import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fieldset, TextField } from '../../ui';

const nameFields = (
  <>
    <TextField label="First name" name="firstName" autoComplete="given-name" />
    <TextField label="Last name" name="lastName" autoComplete="family-name" />
  </>
);

const meta = {
  title: 'UI/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Your name as shown on your passport',
    children: nameFields,
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
          'Groups the controls that answer one question: a `<fieldset>` named by its `<legend>`, with an optional hint and error message under the legend (GOV.UK fieldset and error message). `RadioGroup`, `CheckboxGroup` and `DateInput` are built on it.',
          '',
          '**Pattern:** the native fieldset and legend ([WAI grouping controls](https://www.w3.org/WAI/tutorials/forms/grouping/)).',
          '',
          '**Accessibility criteria**',
          "- The legend is the group's accessible name; screen readers announce it when focus enters the group (WCAG 1.3.1, 3.3.2).",
          "- With `isPageHeading`, the legend holds the page's `<h1>`: on a page that asks one question, the question is the heading and the name of the group, so it is read once, not twice.",
          '- The hint and the error message are linked to the fieldset with `aria-describedby` (3.3.1). The error is text with an icon, and a thick bar marks the whole question, never colour alone (1.4.1).',
          '- `disabled` disables every control inside natively.',
          '- The group shrinks to 320 px: browsers give a fieldset a minimum width of its content, which the kit removes (1.4.10).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Your name as shown on your passport' });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(2);
    await expect(group).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { id: 'name', hint: 'Write every name exactly as it is printed, including middle names.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAttribute('aria-describedby', 'name-hint');
    await expect(group).toHaveAccessibleDescription(
      'Write every name exactly as it is printed, including middle names.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'name',
    hint: 'Write every name exactly as it is printed, including middle names.',
    error: 'Enter your name as it is shown on your passport',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAttribute('aria-describedby', 'name-hint name-error');
    await expect(group).toHaveAccessibleDescription(
      'Write every name exactly as it is printed, including middle names. Enter your name as it is shown on your passport',
    );
  },
};

export const AsPageHeading: Story = {
  args: { isPageHeading: true, legend: 'What is your name?', hint: 'As it is written on your passport.' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'What is your name?' });
    await expect(heading.closest('legend')).not.toBeNull();
    await expect(within(canvasElement).getByRole('group', { name: 'What is your name?' })).toBeVisible();
  },
};

export const LegendSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['small', 'standard', 'large', 'xlarge'] as const).map((size) => (
        <Fieldset key={size} legend={`Legend size ${size}`} legendSize={size}>
          <TextField label="Answer" />
        </Fieldset>
      ))}
    </div>
  ),
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement)
      .getAllByRole('group')
      .map((group) => parseFloat(getComputedStyle(group.querySelector('legend')!).fontSize));
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

export const Phone320: Story = {
  args: {
    legend: 'Ihr Name genau so, wie er im Reisepass und in allen weiteren Ausweisdokumenten steht',
    hint: 'Einschließlich aller Vornamen, Zwischennamen und Namenszusätze.',
    error: 'Geben Sie Ihren Namen so ein, wie er in Ihrem Reisepass steht',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
