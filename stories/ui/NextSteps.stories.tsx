import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NextSteps, StatusBadge } from '../../ui';

const stateLabels = { doneLabel: 'Completed:', currentLabel: 'In progress:', upcomingLabel: 'Not started yet:' };

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const meta = {
  title: 'UI/NextSteps',
  component: NextSteps,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    ...stateLabels,
    label: 'What happens next',
    steps: [
      {
        title: 'Team review',
        description: 'Our team is reviewing your application and documents.',
        state: 'current',
      },
      { title: 'Submission to the IRS', description: 'We submit your complete application to the IRS.' },
      { title: 'IRS processing', description: 'The IRS processes your application (estimated 6-10 weeks).' },
      { title: 'ITIN received by email', description: 'You receive your ITIN and documents by email.' },
      {
        title: 'U.S. financial services become available',
        description: 'Open PayPal, Stripe and U.S. bank accounts and start building credit.',
      },
    ],
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `list` / `listitem` roles with the `aria-current="step"` state. An ordered list of what happens next, following GOV.UK\'s task-list advice: each step\'s state is ' +
          'given as text (visually hidden `doneLabel`, `currentLabel` and `upcomingLabel`, read before the title), by icon shape (tick, dot, ring) ' +
          'and by text weight, never by colour alone (WCAG 1.3.1, 1.4.1). The current step has ' +
          '`aria-current="step"`. Icons are decorative. Put a visible heading before it, or give `label`.',
      },
    },
  },
} satisfies Meta<typeof NextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderReview: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <StatusBadge tone="info">Status: Under Review</StatusBadge>
      <NextSteps {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'What happens next' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('In progress: Team review');
    await expect(items[1]).toHaveTextContent('Not started yet: Submission to the IRS');
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const Complete: Story = {
  args: {
    label: 'Next steps',
    steps: [
      { title: 'You will receive email updates on your application', state: 'done' },
      { title: 'Processing takes an estimated 6-10 weeks', state: 'current' },
      { title: 'Your ITIN is mailed to your address once approved' },
      { title: 'Then start using U.S. financial services' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(/^Completed:/);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllStates: Story = {
  args: {
    steps: [
      { title: 'Team review', description: 'Finished on 12 March.', state: 'done' },
      { title: 'Submission to the IRS', description: 'Sent by our acceptance agent.', state: 'done' },
      { title: 'IRS processing', description: 'Estimated 6-10 weeks.', state: 'current' },
      { title: 'ITIN received by email', state: 'upcoming' },
    ],
  },
};

export const Narrow: Story = {
  ...narrow,
};

export const LongGermanText: Story = {
  args: {
    doneLabel: 'Erledigt:',
    currentLabel: 'In Bearbeitung:',
    upcomingLabel: 'Noch nicht begonnen:',
    label: 'Wie es weitergeht',
    steps: [
      {
        title: 'Überprüfung durch unser Team',
        description: 'Unser Team prüft Ihren Antrag und sämtliche eingereichten Unterlagen auf Vollständigkeit.',
        state: 'done',
      },
      {
        title: 'Einreichung bei der US-Bundessteuerbehörde',
        description: 'Wir reichen Ihren vollständigen Antrag beim IRS ein.',
        state: 'current',
      },
      { title: 'Bearbeitung durch die Steuerbehörde', description: 'Voraussichtlich sechs bis zehn Wochen.' },
      { title: 'Zustellung Ihrer Steueridentifikationsnummer per E-Mail' },
      { title: 'Freischaltung US-amerikanischer Finanzdienstleistungen' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    doneLabel: 'مكتمل:',
    currentLabel: 'قيد التنفيذ:',
    upcomingLabel: 'لم يبدأ بعد:',
    label: 'الخطوات التالية',
    steps: [
      { title: 'مراجعة الفريق', description: 'يراجع فريقنا طلبك.', state: 'done' },
      { title: 'التقديم إلى مصلحة الضرائب', description: 'نرسل طلبك الكامل.', state: 'current' },
      { title: 'معالجة مصلحة الضرائب', description: 'من 6 إلى 10 أسابيع تقريبًا.' },
      { title: 'استلام الرقم الضريبي بالبريد الإلكتروني' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'الخطوات التالية' })).toBeVisible();
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: AllStates.args,
  // Runs axe in the light theme; the AllStates baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
