import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../ui';

const meta = {
  title: 'UI/Collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  args: {
    onOpenChange: fn(),
    children: (
      <>
        <CollapsibleTrigger>Who is this for?</CollapsibleTrigger>
        <CollapsibleContent>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            <li>Foreign entrepreneurs</li>
            <li>Real estate investors</li>
            <li>Immigrants</li>
            <li>Global citizens</li>
          </ul>
        </CollapsibleContent>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Shows and hides one piece of content behind a button. Compose `Collapsible` with a `CollapsibleTrigger` and a `CollapsibleContent`; built on Radix Collapsible (`open` / `defaultOpen` / `onOpenChange`). For a group of which one is open at a time, use `Accordion`.',
          '',
          '**Pattern:** [WAI-ARIA Disclosure (Show/Hide)](https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/).',
          '',
          '**Accessibility criteria**',
          '- The trigger is a real `<button>` with `aria-expanded` and `aria-controls` naming the content.',
          '- Enter and Space toggle it; focus stays on the trigger.',
          '- The chevron turns to show the state and the trigger text is underlined like a link, so the control is recognisable without colour.',
          '- Focus is shown with a 3 px ring; the target is at least 44 px tall.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Who is this for?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByText('Foreign entrepreneurs')).toBeNull();
  },
};

export const OpenAndCloseByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Who is this for?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const content = canvasElement.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(content).toContainElement(canvas.getByText('Real estate investors'));
    await expect(canvas.getByText('Real estate investors')).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByText('Real estate investors')).toBeNull());

    await userEvent.click(trigger);
    await expect(canvas.getByText('Real estate investors')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Who is this for?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
  },
};

export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Controlled: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    // A controlled collapsible reports the request and waits for its owner to change `open`.
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <CollapsibleTrigger>Für wen ist die individuelle Steueridentifikationsnummer gedacht?</CollapsibleTrigger>
        <CollapsibleContent>
          Für ausländische Unternehmerinnen und Unternehmer, Immobilieninvestoren, Einwanderer und Weltbürger, die in
          den Vereinigten Staaten steuerpflichtig sind oder Abkommensvorteile geltend machen möchten.
        </CollapsibleContent>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  args: {
    defaultOpen: true,
    children: (
      <>
        <CollapsibleTrigger>لمن هذه الخدمة؟</CollapsibleTrigger>
        <CollapsibleContent>لرواد الأعمال الأجانب والمستثمرين العقاريين والمهاجرين ومواطني العالم.</CollapsibleContent>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'لمن هذه الخدمة؟' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
