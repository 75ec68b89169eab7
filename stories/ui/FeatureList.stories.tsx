import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureList } from '../../ui';

const packageFeatures = [
  'Complete ITIN application assistance',
  'Legal document preparation and review',
  'IRS submission and tracking',
  'Digital delivery of all documents',
  'PayPal and Stripe account setup guidance',
  'U.S. banking relationship assistance',
  'Credit building strategy consultation',
  '12 months of email support',
];

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const meta = {
  title: 'UI/FeatureList',
  component: FeatureList,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: packageFeatures },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `list` / `listitem` roles. A plain unordered list (`<ul>` with an explicit `role="list"`, which Safari needs once bullets are ' +
          'removed) whose items carry a decorative check icon. Screen readers hear "list, 8 items"; the ' +
          'checks are hidden from them. Give `label` when no visible heading introduces the list. Two columns ' +
          'from tablet width up keep reading order top to bottom, left to right (WCAG 1.3.2).',
      },
    },
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getByText('IRS submission and tracking')).toBeVisible();
  },
};

export const TwoColumns: Story = {
  args: { columns: 2, label: 'Included in the package' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Included in the package' });
    const [first, second] = within(list).getAllByRole('listitem');
    // Side by side: the second item starts on the same row as the first.
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
  },
};

export const TwoColumnsOnPhone: Story = {
  ...narrow,
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    // Below tablet width the list collapses to one column.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      <FeatureList {...args} items={packageFeatures.slice(0, 3)} tone="success" />
      <FeatureList {...args} items={packageFeatures.slice(3, 6)} tone="accent" />
      <FeatureList {...args} items={packageFeatures.slice(5, 8)} tone="neutral" />
    </div>
  ),
};

export const Small: Story = {
  args: { size: 'small', items: packageFeatures.slice(0, 4) },
};

export const LongGermanText: Story = {
  args: {
    columns: 2,
    items: [
      'Umfassende Unterstützung bei der Beantragung Ihrer Steueridentifikationsnummer',
      'Vorbereitung und rechtliche Überprüfung sämtlicher Antragsunterlagen',
      'Einreichung bei der US-Bundessteuerbehörde und Nachverfolgung des Bearbeitungsstands',
      'Digitale Zustellung aller Dokumente',
      'Anleitung zur Einrichtung von PayPal- und Stripe-Konten',
      'Unterstützung beim Aufbau einer Geschäftsbeziehung zu US-Banken',
      'Beratung zur Strategie für den Aufbau einer Kreditwürdigkeit',
      'Zwölf Monate E-Mail-Unterstützung',
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    columns: 2,
    items: [
      'مساعدة كاملة في طلب رقم التعريف الضريبي',
      'إعداد المستندات القانونية ومراجعتها',
      'التقديم إلى مصلحة الضرائب الأمريكية والمتابعة',
      'تسليم جميع المستندات رقميًا',
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    // In right-to-left text the first item sits on the right.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: Tones.render,
  // Runs axe in the light theme; the Tones baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
