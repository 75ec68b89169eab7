import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Actions, Button, Icon } from '../../ui';

const meta = {
  title: 'UI/Actions',
  component: Actions,
  tags: ['autodocs'],
  args: {
    children: (
      <Button size="large" iconAfter={<Icon name="arrow-right" size="small" />}>
        Start Basic Data Form
      </Button>
    ),
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    docs: {
      description: {
        component:
          'The row of actions under a form, a card or a page. With a `note`, the note stands at the start and the ' +
          'buttons at the end; on phones the note comes first and the buttons take the full width, so the DOM ' +
          'order is also the reading and focus order (WCAG 1.3.2, 2.4.3). `noteId` lets a button point at the ' +
          'note with `aria-describedby`. Without a note the buttons sit at the `align` end of the row and wrap ' +
          'when they run out of room; the row follows the text direction.',
      },
    },
  },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('link', { name: /Start Basic Data Form/ });
    const row = button.parentElement!;
    // At the end of the row, at its own width.
    await expect(Math.round(button.getBoundingClientRect().right)).toBe(Math.round(row.getBoundingClientRect().right));
    await expect(button.getBoundingClientRect().width).toBeLessThan(row.getBoundingClientRect().width / 2);
  },
  args: {
    children: (
      <Button href="/basic-data-form" size="large" iconAfter={<Icon name="arrow-right" size="small" />}>
        Start Basic Data Form
      </Button>
    ),
  },
};

export const Start: Story = {
  args: {
    align: 'start',
    children: [
      <Button key="home" href="/">
        Go Home
      </Button>,
      <Button key="back" variant="secondary">
        Go Back
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Go Home' });
    const row = home.parentElement!;
    await expect(Math.round(home.getBoundingClientRect().left)).toBe(Math.round(row.getBoundingClientRect().left));
  },
};

export const WithNote: Story = {
  args: {
    note: 'Takes about 5 minutes. You can come back to it later.',
    noteId: 'actions-note',
    children: (
      <Button size="large" aria-describedby="actions-note" iconAfter={<Icon name="arrow-right" size="small" />}>
        Continue
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAccessibleDescription('Takes about 5 minutes. You can come back to it later.');
    // One row: the note at the start, the button at the end, vertically centred on each other.
    const note = within(canvasElement).getByText(/Takes about 5 minutes/);
    const noteBox = note.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(noteBox.right).toBeLessThanOrEqual(buttonBox.left);
    await expect(Math.abs(noteBox.top + noteBox.height / 2 - (buttonBox.top + buttonBox.height / 2))).toBeLessThan(1);
  },
};

export const WithEmptyNote: Story = {
  args: {
    note: null,
    noteId: 'actions-empty-note',
    children: <Button size="large">Continue to Payment</Button>,
  },
  play: async ({ canvasElement }) => {
    // The note's place stays (its id can still be referenced) and the button keeps to the end.
    const note = canvasElement.querySelector('#actions-empty-note');
    await expect(note).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  ...WithNote,
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    const note = within(canvasElement).getByText(/Takes about 5 minutes/);
    // Stacked: the note first, the button below it at the full width of the row.
    await expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    const row = note.parentElement!.getBoundingClientRect();
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(row.width));
  },
};

export const RightToLeft: Story = {
  ...WithNote,
  globals: { direction: 'rtl' },
  args: {
    note: 'يستغرق حوالي 5 دقائق.',
    noteId: 'actions-note-rtl',
    children: <Button size="large">متابعة</Button>,
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText('يستغرق حوالي 5 دقائق.');
    const button = within(canvasElement).getByRole('button', { name: 'متابعة' });
    // The row mirrors: the note on the right, the button on the left.
    await expect(note.getBoundingClientRect().left).toBeGreaterThanOrEqual(button.getBoundingClientRect().right);
  },
};
