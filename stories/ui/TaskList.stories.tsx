import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, TaskList, type TaskListItem } from '../../ui';

const checklist: TaskListItem[] = [
  {
    id: 'identity',
    title: 'Proof of identity and foreign status',
    href: '#identity',
    hint: 'Your passport: the original, or a copy certified by the office that issued it.',
    status: 'accepted',
    statusLabel: 'Accepted',
  },
  {
    id: 'visa',
    title: 'U.S. visa',
    href: '#visa',
    hint: 'You said you entered the United States on an F-1 visa.',
    status: 'uploaded',
    statusLabel: 'Uploaded',
  },
  {
    id: 'school',
    title: 'Letter from your school',
    href: '#school',
    hint: 'Asked because you apply as a student (reason f).',
    status: 'needsAttention',
    statusLabel: 'Needs attention',
    note: 'The letter is not signed. Please upload a signed copy on the school’s letterhead.',
  },
  {
    id: 'residency',
    title: 'Proof of U.S. residency for your child',
    href: '#residency',
    hint: 'A medical or school record, because your dependent is under 6.',
    status: 'missing',
    statusLabel: 'Missing',
  },
];

const meta = {
  title: 'UI/TaskList',
  component: TaskList,
  tags: ['autodocs'],
  args: { items: checklist, 'aria-label': 'Documents you need' },
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
          "A checklist of things to provide, each with a status tag (missing, uploaded, accepted, needs attention), a hint on what satisfies it and why it is asked, an optional reviewer's note, and a link to where it is done (GOV.UK task list).",
          '',
          '**Accessibility criteria**',
          '- A list (`<ul>`) named by a heading (`aria-labelledby`) or `aria-label`; each item is a list item (WCAG 1.3.1).',
          '- The item\'s title is the link; its hint, note and status are its `aria-describedby`, so "Letter from your school, link, … Needs attention" is heard together (1.3.1, 2.4.4).',
          '- The whole row is the tap target, without a second link in the tab order (2.5.8).',
          '- Status is a word in a tag with an icon of its own shape: never colour alone (1.4.1). Tag text keeps 4.5:1 in both themes (1.4.3).',
          '- On phones the status sits under the title; from tablet width at the end of the row (1.4.10).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Documents you need' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const school = canvas.getByRole('link', { name: 'Letter from your school' });
    await expect(school).toHaveAccessibleDescription(
      'Asked because you apply as a student (reason f). The letter is not signed. Please upload a signed copy on the school’s letterhead. Needs attention',
    );
    await expect(canvas.getByRole('link', { name: /Proof of U.S. residency/ })).toHaveAccessibleDescription(/Missing$/);
  },
};

export const WholeRowIsTheTarget: Story = {
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'U.S. visa' });
    const row = link.closest('li')!;
    // A point at the far end of the row, beside the status tag, still lands on the link.
    const box = row.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
    await expect(hit).toBe(link);
  },
};

export const AllStatuses: Story = {
  args: {
    items: checklist.map((item) => ({ ...item, href: undefined })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    for (const label of ['Accepted', 'Uploaded', 'Needs attention', 'Missing']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const WithHeading: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'documents-heading' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading level={2} id="documents-heading">
        Documents you need
      </Heading>
      <TaskList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Documents you need' })).toBeVisible();
  },
};

export const Phone320: Story = {
  args: {
    items: [
      {
        id: 'school',
        title: 'Bescheinigung Ihrer Hochschule oder Forschungseinrichtung',
        href: '#school',
        hint: 'Wird verlangt, weil Sie als Studierende oder Forschende beantragen (Grund f).',
        status: 'needsAttention',
        statusLabel: 'Bitte überprüfen',
        note: 'Das Schreiben ist nicht unterschrieben.',
      },
      { ...checklist[0]!, statusLabel: 'Angenommen' },
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
    await expect(within(canvasElement).getByRole('list').scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    'aria-label': 'المستندات المطلوبة',
    items: [
      {
        id: 'passport',
        title: 'جواز السفر',
        href: '#p',
        hint: 'النسخة الأصلية أو نسخة مصدقة.',
        status: 'accepted',
        statusLabel: 'مقبول',
      },
      { id: 'visa', title: 'التأشيرة', href: '#v', status: 'missing', statusLabel: 'مفقود' },
    ],
  },
};
