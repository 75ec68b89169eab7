import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, RadioGroup, TextField } from '../../ui';

const reasons = [
  {
    value: 'a',
    label: 'Nonresident alien who must get an ITIN to claim a tax treaty benefit',
    hint: 'For example, a lower tax rate on U.S. income under the treaty with your country.',
  },
  {
    value: 'b',
    label: 'Nonresident alien filing a U.S. federal tax return',
    hint: 'You earned money in the United States, for example from a U.S. company or rental property.',
  },
  {
    value: 'd',
    label: 'Dependent of a U.S. citizen or resident alien',
    hint: 'A child or relative you claim on a U.S. tax return.',
    conditional: (
      <>
        <TextField label="Relationship to the U.S. citizen or resident" name="relationship" />
        <TextField label="Name of the U.S. citizen or resident" name="sponsorName" />
      </>
    ),
  },
  {
    value: 'f',
    label: 'Nonresident alien student, professor or researcher',
    hint: 'You are in the United States on an F, J or M visa.',
    conditional: <TextField label="Name of your school or university" name="schoolName" />,
  },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'Why do you need an ITIN?',
    name: 'reason',
    options: reasons,
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
          'Asks for one answer out of a few with native radio buttons in a `Fieldset` (GOV.UK radios): a legend, an optional hint and error message, per-option hints, and follow-up questions revealed under the chosen option. Controlled with `value` / `onValueChange`, or uncontrolled with `defaultValue`.',
          '',
          '**Pattern:** native `<input type="radio">` sharing one `name` ([WAI-ARIA Radio Group](https://www.w3.org/WAI/ARIA/apg/patterns/radio/) behaviour comes from the browser).',
          '',
          '**Accessibility criteria**',
          '- The group is a fieldset named by its legend (or by the page heading with `isPageHeading`); each radio is named by its `<label>`, and the whole label row (at least 44 px tall) is a tap target (WCAG 1.3.1, 2.5.8).',
          "- Tab enters the group at the chosen radio (or the first); arrow keys move and choose; Space chooses. This is the browser's own behaviour, kept by using real radios.",
          "- Each option's hint is its `aria-describedby`; the group's hint and error are the fieldset's (3.3.1, 3.3.2).",
          '- Follow-up content stays in the page while hidden (`hidden`), so answers typed there survive switching to another option and back; the radio points at it with `aria-controls`.',
          "- The error is text, an icon and a thick bar, and the radios' border turns to the danger colour: never colour alone (1.4.1).",
          '- The radio ring, the chosen dot and the focus ring keep 3:1 in both themes (1.4.11, 2.4.7). The first radio carries `id`, the target of an error summary link.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Why do you need an ITIN?' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    const filing = canvas.getByRole('radio', { name: 'Nonresident alien filing a U.S. federal tax return' });
    await expect(filing).toHaveAccessibleDescription(/You earned money in the United States/);
    // Clicking the label text chooses the radio.
    await userEvent.click(canvas.getByText('Nonresident alien filing a U.S. federal tax return'));
    await expect(filing).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('b');
  },
};

export const Keyboard: Story = {
  args: { id: 'reason' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: /claim a tax treaty benefit/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('id', 'reason');
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: /filing a U.S. federal tax return/ });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('b');
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a');
  },
};

export const ConditionalReveal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dependent = canvas.getByRole('radio', { name: 'Dependent of a U.S. citizen or resident alien' });
    const student = canvas.getByRole('radio', { name: 'Nonresident alien student, professor or researcher' });
    // Hidden until chosen.
    await expect(canvas.queryByRole('textbox', { name: /Relationship/ })).toBeNull();
    await userEvent.click(dependent);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('d');
    const relationship = canvas.getByRole('textbox', { name: 'Relationship to the U.S. citizen or resident' });
    const panel = canvasElement.ownerDocument.getElementById(dependent.getAttribute('aria-controls') ?? '');
    await expect(panel).toContainElement(relationship);
    await userEvent.type(relationship, 'Daughter');
    // Another option hides the follow-up questions and shows its own ...
    await userEvent.click(student);
    await expect(relationship).not.toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name of your school or university' })).toBeVisible();
    // ... and what was typed is still there on the way back.
    await userEvent.click(dependent);
    await expect(canvas.getByRole('textbox', { name: /Relationship/ })).toHaveValue('Daughter');
    await expect(canvas.queryByRole('textbox', { name: 'Name of your school or university' })).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'f' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /student, professor or researcher/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Name of your school or university' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    id: 'reason',
    hint: 'Choose one reason only. If more than one applies, choose the first in the list.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAccessibleDescription(/Choose one reason only/);
  },
};

export const WithError: Story = {
  args: {
    id: 'reason',
    hint: 'Choose one reason only.',
    error: 'Select why you need an ITIN',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await expect(group).toHaveAccessibleDescription('Choose one reason only. Select why you need an ITIN');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('radio')[0]).toHaveAttribute('id', 'reason');
  },
};

export const AsPageHeading: Story = {
  args: {
    isPageHeading: true,
    legend: 'Is this a new application or a renewal?',
    options: [
      { value: 'new', label: 'New ITIN', hint: 'You have never had an ITIN.' },
      { value: 'renew', label: 'Renew an existing ITIN', hint: 'Your ITIN expired or will expire soon.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.closest('legend')).not.toBeNull();
    await expect(
      within(canvasElement).getByRole('group', { name: 'Is this a new application or a renewal?' }),
    ).toContainElement(heading);
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Have you ever had an ITIN or an IRSN?',
    name: 'hadItin',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [yes, no] = within(canvasElement).getAllByRole('radio');
    await expect(yes!.getBoundingClientRect().top).toBe(no!.getBoundingClientRect().top);
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: 'b',
    options: reasons.map((reason) => (reason.value === 'a' ? { ...reason, disabled: true } : reason)),
  },
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getByRole('radio', { name: /claim a tax treaty benefit/ });
    await expect(first).toBeDisabled();
    await userEvent.click(first, { pointerEventsCheck: 0 });
    await expect(first).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledGroup: Story = {
  args: { disabled: true, defaultValue: 'b' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

function ControlledRadioGroup() {
  const [value, setValue] = useState<string | null>('a');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup
        legend="Why do you need an ITIN?"
        name="reason-controlled"
        options={reasons}
        value={value}
        onValueChange={setValue}
      />
      <p>Chosen: {value ?? 'none'}</p>
      <Button variant="secondary" onClick={() => setValue(null)}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledRadioGroup />,
  parameters: { docs: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Dependent/ }));
    await expect(canvas.getByText('Chosen: d')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    legend: 'Warum benötigen Sie eine ITIN (individuelle Steueridentifikationsnummer)?',
    error: 'Wählen Sie aus, warum Sie eine ITIN benötigen',
    defaultValue: 'd',
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
    await expect(group.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    legend: 'لماذا تحتاج إلى رقم التعريف الضريبي؟',
    defaultValue: 'd',
    options: [
      { value: 'a', label: 'للاستفادة من معاهدة ضريبية', hint: 'مثلاً معدل ضريبة أقل.' },
      {
        value: 'd',
        label: 'معال لمواطن أمريكي',
        conditional: <TextField label="صلة القرابة" name="relationship-rtl" />,
      },
    ],
  },
};
