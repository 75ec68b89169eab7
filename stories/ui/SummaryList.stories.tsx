import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, SummaryList, type SummaryListRow } from '../../ui';

const change = (href: string, contextLabel: string) => ({ href, label: 'Change', contextLabel });

const answers: SummaryListRow[] = [
  { id: 'name', key: 'Name', value: 'Ana Beatriz Souza', action: change('/step2/name#firstName', 'name') },
  {
    id: 'birth',
    key: 'Date of birth',
    value: '27 March 1990',
    action: change('/step2/birth#birthDate-day', 'date of birth'),
  },
  {
    id: 'address',
    key: 'Foreign address',
    value: 'Rua das Flores 123\nApartamento 45\n01310-100 São Paulo\nBrazil',
    action: change('/step2/foreign-address', 'foreign address'),
  },
  {
    id: 'reason',
    key: 'Reason for applying',
    value: 'f: Nonresident alien student, professor or researcher',
    action: change('/step2/reason', 'reason for applying'),
  },
];

const meta = {
  title: 'UI/SummaryList',
  component: SummaryList,
  tags: ['autodocs'],
  args: { rows: answers, 'aria-label': 'Your answers' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Answers as key–value pairs with a change link per row (GOV.UK summary list), for "check your answers" before submitting. On phones key, value and link stack; from tablet width they stand in three columns.',
          '',
          '**Accessibility criteria**',
          '- A description list: each row is a `<dt>` key and `<dd>` value, so screen readers announce the pairs (WCAG 1.3.1). Name the list with a heading (`aria-labelledby`) or `aria-label`.',
          '- Every change link has a unique accessible name out of context: the visible `label` ("Change") plus a visually hidden `contextLabel` ("name") (2.4.4, 2.4.9).',
          '- Line breaks in a value (an address) are kept; long words wrap at 320 px (1.4.10).',
          '- Links are underlined with a 3 px focus ring; text keeps 4.5:1 in both themes (1.4.1, 2.4.7, 1.4.3).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Date of birth',
      'Foreign address',
      'Reason for applying',
    ]);
    const link = canvas.getByRole('link', { name: 'Change date of birth' });
    await expect(link).toHaveAttribute('href', '/step2/birth#birthDate-day');
    await expect(link).toHaveTextContent('Change date of birth');
    // Only "Change" is seen.
    await expect(link.querySelector('span')?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole('link', { name: /^Change / })).toHaveLength(4);
  },
};

export const WithHeading: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'answers-heading' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading level={2} id="answers-heading">
        Personal details
      </Heading>
      <SummaryList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-labelledby', 'answers-heading');
  },
};

export const SomeRowsLocked: Story = {
  args: {
    rows: [{ key: 'Application type', value: 'New ITIN' }, ...answers.slice(0, 2)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const WithoutActions: Story = {
  args: { rows: answers.map(({ action: _action, ...row }) => row) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Phone320: Story = {
  args: {
    rows: [
      {
        key: 'Name',
        value: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
        action: { href: '#', label: 'Ändern', contextLabel: 'Name' },
      },
      ...answers.slice(2, 3),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    'aria-label': 'إجاباتك',
    rows: [
      { key: 'الاسم', value: 'أحمد علي', action: { href: '#', label: 'تغيير', contextLabel: 'الاسم' } },
      { key: 'البلد', value: 'مصر', action: { href: '#', label: 'تغيير', contextLabel: 'البلد' } },
    ],
  },
};
