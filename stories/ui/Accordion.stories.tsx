import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionItem, type AccordionProps } from '../../ui';

const benefits = [
  {
    value: 'credit',
    label: 'Build your U.S. credit history',
    body: 'With an ITIN you can open credit cards and build a FICO score from abroad, the first step towards loans, leases and better rates.',
  },
  {
    value: 'business-credit',
    label: 'Access $50,000–$250,000 in business credit',
    body: 'Qualified clients reach business credit lines at 0% introductory APR to grow a U.S. company.',
  },
  {
    value: 'banking',
    label: 'Open U.S. bank accounts',
    body: 'Many U.S. banks accept an ITIN instead of a Social Security Number, with FDIC protection on deposits.',
  },
  {
    value: 'payments',
    label: 'Accept payments with PayPal and Stripe',
    body: 'Set up payment provider accounts that need a U.S. taxpayer number and get paid by U.S. customers.',
  },
  {
    value: 'tax',
    label: 'Stay tax compliant',
    body: 'File U.S. tax returns, claim treaty benefits and receive refunds you are entitled to.',
  },
];

const germanBenefits = [
  {
    value: 'credit',
    label: 'Bauen Sie Ihre US-amerikanische Kreditwürdigkeitshistorie systematisch auf',
    body: 'Mit einer ITIN können Sie Kreditkarten beantragen und aus dem Ausland eine FICO-Bonitätsbewertung aufbauen.',
  },
  {
    value: 'business-credit',
    label: 'Zugang zu Geschäftskreditlinien zwischen 50.000 $ und 250.000 $ zu 0 % effektivem Jahreszins',
    body: 'Qualifizierte Kundinnen und Kunden erhalten Geschäftskreditlinien mit einführendem Jahreszins von 0 %.',
  },
  {
    value: 'banking',
    label: 'Eröffnung US-amerikanischer Bankkonten ohne Sozialversicherungsnummer',
    body: 'Viele US-Banken akzeptieren eine ITIN anstelle einer Sozialversicherungsnummer.',
  },
];

const arabicBenefits = [
  {
    value: 'credit',
    label: 'ابنِ سجلك الائتماني في الولايات المتحدة',
    body: 'مع رقم التعريف الضريبي يمكنك فتح بطاقات ائتمان وبناء سجل ائتماني من الخارج.',
  },
  {
    value: 'banking',
    label: 'افتح حسابات مصرفية أمريكية',
    body: 'تقبل بنوك أمريكية كثيرة رقم التعريف الضريبي بدلاً من رقم الضمان الاجتماعي.',
  },
  { value: 'tax', label: 'التزم بالقوانين الضريبية', body: 'قدّم إقراراتك الضريبية واسترد المبالغ المستحقة لك.' },
];

type ItemData = (typeof benefits)[number];

function renderItems(items: readonly ItemData[]) {
  return items.map((item) => (
    <AccordionItem key={item.value} value={item.value} label={item.label}>
      <p>{item.body}</p>
    </AccordionItem>
  ));
}

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { children: renderItems(benefits), onValueChange: fn(), headingLevel: 3 },
  parameters: {
    docs: {
      description: {
        component: [
          'Stacked, headed sections of which at most one is open: opening one closes the other, and the open one can be closed again. Built on Radix Accordion (`type="single"`, `collapsible`).',
          '',
          '**Pattern:** [WAI-ARIA Accordion](https://www.w3.org/WAI/ARIA/apg/patterns/accordion/).',
          '',
          '**Accessibility criteria**',
          '- Each header is a real heading (`headingLevel`, default 3) holding a `<button>`, so the sections appear in the headings list.',
          '- The button has `aria-expanded` and `aria-controls` naming its panel; the panel is a `region` labelled by its button.',
          '- Tab reaches each header; Enter and Space open and close; ArrowDown, ArrowUp, Home and End move between headers.',
          '- The chevron turns to show the state, but the state is also exposed to assistive technology: never colour or icon alone.',
          '- Focus is shown with a 3 px ring; the header is at least 56 px tall.',
          '- Opening animates the height; people who ask their system for reduced motion see it open at once.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: HTMLElement, name: string | RegExp) => within(canvas).getByRole('button', { name });

export const Default: Story = {
  args: { defaultValue: 'credit' },
  play: async ({ canvasElement }) => {
    const first = trigger(canvasElement, 'Build your U.S. credit history');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first.closest('h3')).not.toBeNull();
    const panel = canvasElement.ownerDocument.getElementById(first.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(panel).toHaveAttribute('aria-labelledby', first.id);
    await expect(panel).toHaveTextContent(/FICO score/);
    // The panel animates to its measured height and ends up at its full size.
    await waitFor(() => expect(panel?.getBoundingClientRect().height).toBeGreaterThan(20));
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const first = trigger(canvasElement, 'Build your U.S. credit history');
    const second = trigger(canvasElement, /business credit/);
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('credit');

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('business-credit');
    // The closing panel stays mounted until its animation ends.
    await waitFor(() => expect(within(canvasElement).getAllByRole('region')).toHaveLength(1));

    // The open section can be closed again, leaving all closed.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(within(canvasElement).queryAllByRole('region')).toHaveLength(0));

    await userEvent.click(second);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const triggers = within(canvasElement).getAllByRole('button');
    const [first, second, , , last] = triggers;

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('business-credit');

    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();

    // The open panel holds nothing focusable, so Tab goes on to the next header.
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

function ControlledAccordion(props: AccordionProps) {
  const [value, setValue] = useState('banking');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Accordion
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output aria-live="polite">{`Open section: ${value || 'none'}`}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(trigger(canvasElement, 'Open U.S. bank accounts')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger(canvasElement, 'Stay tax compliant'));
    await expect(args.onValueChange).toHaveBeenCalledWith('tax');
    await expect(canvas.getByText('Open section: tax')).toBeVisible();
    await expect(trigger(canvasElement, 'Open U.S. bank accounts')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'credit' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger(canvasElement, /business credit/)).toHaveFocus();
  },
};

export const WithDisabledItem: Story = {
  args: {
    children: [
      ...renderItems(benefits.slice(0, 2)),
      <AccordionItem key="soon" value="soon" label="Travel perks (coming soon)" disabled>
        <p>Premium travel cards with lounge access.</p>
      </AccordionItem>,
    ],
  },
  play: async ({ canvasElement, args }) => {
    const disabled = trigger(canvasElement, /Travel perks/);
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2, children: renderItems(benefits.slice(0, 2)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const LongGermanText: Story = {
  args: { children: renderItems(germanBenefits), defaultValue: 'business-credit' },
  // A phone-width column shows how long labels wrap beside the chevron.
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  args: { children: renderItems(arabicBenefits), defaultValue: 'credit' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'ابنِ سجلك الائتماني في الولايات المتحدة')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
