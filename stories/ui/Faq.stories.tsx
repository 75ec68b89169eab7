import { Component, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Faq, FaqQuestions, type FaqEntry } from '../../ui';

const questions: FaqEntry[] = [
  {
    id: 'what-is-itin',
    question: 'What is an ITIN?',
    answer:
      'An Individual Taxpayer Identification Number is a nine-digit number the IRS issues to people who need a U.S. taxpayer number but cannot get a Social Security Number.',
  },
  {
    id: 'who-can-apply',
    question: 'Who can apply for an ITIN?',
    answer:
      'Foreign entrepreneurs, real estate investors, immigrants and global citizens with a U.S. tax filing requirement or a reason to claim treaty benefits.',
  },
  {
    id: 'how-long',
    question: 'How long does the process take?',
    answer:
      'Most applications are processed in 6-10 weeks once submitted to the IRS; on average our clients wait 49 days.',
  },
  {
    id: 'documents',
    question: 'What documents do I need?',
    answer:
      'A valid passport or two other identity documents, and the tax return or exception documents that support your application.',
  },
  {
    id: 'not-approved',
    question: 'What if my application is not approved?',
    answer:
      'We review the IRS decision with you and resubmit at no extra cost, backed by our 30-day money-back guarantee.',
  },
];

const germanQuestions: FaqEntry[] = [
  {
    id: 'what-is-itin',
    question: 'Was ist eine individuelle Steueridentifikationsnummer (ITIN) der US-Bundessteuerbehörde?',
    answer:
      'Eine ITIN ist eine neunstellige Nummer, die die US-Steuerbehörde an Personen vergibt, die keine Sozialversicherungsnummer erhalten können.',
  },
  {
    id: 'who-can-apply',
    question: 'Wer ist berechtigt, eine Steueridentifikationsnummer zu beantragen?',
    answer: 'Ausländische Unternehmerinnen und Unternehmer, Immobilieninvestoren, Einwanderer und Weltbürger.',
  },
  {
    id: 'how-long',
    question: 'Wie lange dauert das Bearbeitungsverfahren durchschnittlich?',
    answer: 'Nach Einreichung bei der Steuerbehörde dauert die Bearbeitung in der Regel 6-10 Wochen.',
  },
];

const arabicQuestions: FaqEntry[] = [
  {
    id: 'what-is-itin',
    question: 'ما هو رقم التعريف الضريبي الفردي؟',
    answer: 'رقم من تسعة أرقام تصدره مصلحة الضرائب للأشخاص الذين لا يحق لهم الحصول على رقم ضمان اجتماعي.',
  },
  {
    id: 'who-can-apply',
    question: 'من يمكنه التقديم؟',
    answer: 'رواد الأعمال الأجانب والمستثمرون العقاريون والمهاجرون.',
  },
  { id: 'how-long', question: 'كم تستغرق العملية؟', answer: 'تستغرق المعالجة عادةً من ستة إلى عشرة أسابيع.' },
];

const meta = {
  title: 'UI/Faq',
  component: Faq,
  tags: ['autodocs'],
  args: { items: questions, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          "The landing page's frequently asked questions: an `Accordion` with one answer open at a time. Each entry is `{ id, question, answer }`; `answer` may hold any content.",
          '',
          '**Pattern:** [WAI-ARIA Accordion](https://www.w3.org/WAI/ARIA/apg/patterns/accordion/).',
          '',
          '**Accessibility criteria**',
          '- Each question is a heading (`headingLevel`, default 3, one below the FAQ section heading) holding a button with `aria-expanded` and `aria-controls`.',
          '- Each answer is a `region` labelled by its question.',
          '- Tab, Enter, Space, ArrowDown, ArrowUp, Home and End work as in the Accordion pattern.',
          '- Without JavaScript the questions stay readable as headings; render the answers server-side open if they must be readable without it.',
          '',
          "`FaqQuestions` is the FAQ with every question closed, without the accordion's code (no Radix): the same look, headings and collapsed buttons. An app that loads the accordion only when the visitor reaches for it shows it until then and puts `Faq` in its place; pressed on their own, its questions do nothing.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvas: HTMLElement, name: string | RegExp) => within(canvas).getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const first = question(canvasElement, 'What is an ITIN?');
    const second = question(canvasElement, 'Who can apply for an ITIN?');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = canvasElement.ownerDocument.getElementById(first.getAttribute('aria-controls') ?? '');
    await expect(firstPanel).toHaveAttribute('role', 'region');
    await expect(firstPanel).toHaveAccessibleName('What is an ITIN?');
    await expect(firstPanel).toHaveTextContent(/nine-digit number/);

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('who-can-apply');
    // The closing answer stays mounted until its animation ends.
    await waitFor(() => expect(within(canvasElement).getAllByRole('region')).toHaveLength(1));
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions[0]).toHaveAccessibleName('Who can apply for an ITIN?');
    await expect(second).toHaveAttribute('aria-controls', regions[0]?.id);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('how-long');
    await expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{End}');
    await expect(buttons[4]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(buttons[4]).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons[2]).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons[4]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[4]).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(within(canvasElement).queryAllByRole('region')).toHaveLength(0));
  },
};

export const OpenQuestion: Story = {
  args: { defaultValue: 'how-long' },
  play: async ({ canvasElement }) => {
    await expect(question(canvasElement, 'How long does the process take?')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongGermanText: Story = {
  args: { items: germanQuestions, defaultValue: 'what-is-itin', headingLevel: 2 },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  args: { items: arabicQuestions, defaultValue: 'who-can-apply' },
  play: async ({ canvasElement }) => {
    await expect(question(canvasElement, 'من يمكنه التقديم؟')).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * The questions alone (`FaqQuestions`), above the accordion with nothing open: the same boxes,
 * headings and collapsed buttons, so the accordion can take their place without anything moving.
 */
export const QuestionsAlone: Story = {
  args: { items: questions.slice(0, 3) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <div data-testid="alone">
        <FaqQuestions items={args.items} />
      </div>
      <div data-testid="accordion">
        <Faq {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alone = within(canvas.getByTestId('alone')).getAllByRole('button');
    const accordion = within(canvas.getByTestId('accordion')).getAllByRole('button');
    await expect(alone.map((button) => button.textContent)).toEqual(accordion.map((button) => button.textContent));
    await expect(within(canvas.getByTestId('alone')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const [index, button] of alone.entries()) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const a = button.getBoundingClientRect();
      const b = accordion[index]!.getBoundingClientRect();
      await expect([a.width, a.height]).toEqual([b.width, b.height]);
    }
    const [a, b] = ['alone', 'accordion'].map((id) => canvas.getByTestId(id).getBoundingClientRect().height);
    await expect(a).toBe(b);
    // Pressed on its own, a question opens nothing.
    await userEvent.click(alone[0]!);
    await expect(alone[0]).toHaveAttribute('aria-expanded', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

// Shows the dev-time error a wrong prop combination throws, instead of a blank story.
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

export const DuplicateIdsFail: Story = {
  args: { items: [questions[0]!, { ...questions[1]!, id: 'what-is-itin' }] },
  render: (args) => (
    <ShowError>
      <Faq {...args} />
    </ShowError>
  ),
  parameters: { docs: { disable: true }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('every item needs its own `id`');
  },
};
