import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, PricingCard, Section } from '../../ui';

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const features = [
  'Complete ITIN application assistance',
  'Legal document preparation and review',
  'IRS submission and tracking',
  'Digital delivery of all documents',
  'PayPal and Stripe account setup guidance',
  'U.S. banking relationship assistance',
  'Credit building strategy consultation',
  '12 months of email support',
];

const buy = fn();

const meta = {
  title: 'UI/PricingCard',
  component: PricingCard,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    name: 'ITIN Complete Package',
    price: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      1250,
    ),
    period: 'one-time',
    description: 'Everything you need to get your ITIN and start using U.S. financial services.',
    featuresTitle: 'Everything included',
    features,
    action: (
      <Button size="large" fullWidth onClick={buy}>
        Buy Now
      </Button>
    ),
    footnotes: [
      { icon: 'shield-check', label: '30-day money-back guarantee' },
      { icon: 'lock', label: 'Secure payment with 256-bit SSL encryption' },
    ],
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `article` role named by its heading (`aria-labelledby`). One package as an `<article>` named by its heading (`headingLevel`, default h3), so it can be found ' +
          'by heading and as a landmark-like unit (WCAG 1.3.1, 2.4.6). The price is plain text, pre-formatted by ' +
          'the app (`Intl.NumberFormat`), read together with its period. Inclusions are a `FeatureList` under an ' +
          "optional sub-heading; footnotes are a list with decorative icons. The layout follows the card's own " +
          'width (container query): two columns when wide, one when narrow, always in reading order (WCAG 1.4.10).',
      },
    },
  },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'ITIN Complete Package' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'ITIN Complete Package' })).toBeVisible();
    await expect(within(card).getByRole('heading', { level: 4, name: 'Everything included' })).toBeVisible();
    await expect(within(card).getByText('$1,250')).toBeVisible();
    const featureList = within(card).getByText('IRS submission and tracking').closest('ul');
    const footnoteList = within(card).getByText('30-day money-back guarantee').closest('ul');
    await expect(within(featureList!).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(footnoteList!).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await expect(buy).toHaveBeenCalled();
  },
};

export const Highlighted: Story = {
  args: { badge: 'Most popular' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Most popular')).toBeVisible();
  },
};

export const InLandingSection: Story = {
  args: { badge: 'All-inclusive' },
  render: (args) => (
    <Section
      id="pricing"
      align="center"
      eyebrow="Pricing"
      title="One transparent price"
      intro="No hidden fees. Pay once and we take care of the rest."
    >
      <PricingCard {...args} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('ITIN Complete Package');
  },
};

export const NarrowColumn: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <PricingCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const button = within(card).getByRole('button', { name: 'Buy Now' });
    const firstFeature = within(card).getByText('Complete ITIN application assistance');
    // One column: the features follow the action.
    await expect(firstFeature.getBoundingClientRect().top).toBeGreaterThan(button.getBoundingClientRect().bottom);
  },
};

export const Narrow: Story = {
  ...narrow,
  args: { badge: 'Most popular' },
};

export const Minimal: Story = {
  args: {
    description: undefined,
    featuresTitle: undefined,
    footnotes: undefined,
    period: undefined,
    action: undefined,
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('ITIN Complete Package');
  },
};

export const LongGermanText: Story = {
  args: {
    name: 'ITIN-Komplettpaket mit persönlicher Betreuung',
    price: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      1250,
    ),
    period: 'einmalige Gebühr',
    description:
      'Alles, was Sie für Ihre Steueridentifikationsnummer und den Zugang zu US-Finanzdienstleistungen benötigen.',
    featuresTitle: 'Im Paket enthalten',
    badge: 'Am beliebtesten',
    features: [
      'Umfassende Unterstützung bei der Beantragung der ITIN',
      'Vorbereitung und Überprüfung der Rechtsdokumente',
      'Einreichung beim IRS und Nachverfolgung',
      'Digitale Zustellung sämtlicher Dokumente',
      'Anleitung zur Einrichtung von PayPal- und Stripe-Konten',
      'Unterstützung beim Aufbau einer Bankbeziehung in den USA',
      'Beratung zur Strategie für den Kreditaufbau',
      'Zwölf Monate E-Mail-Unterstützung',
    ],
    action: (
      <Button size="large" fullWidth>
        Jetzt kaufen
      </Button>
    ),
    footnotes: [
      { icon: 'shield-check', label: '30 Tage Geld-zurück-Garantie' },
      { icon: 'lock', label: 'Sichere Zahlung mit 256-Bit-SSL-Verschlüsselung' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    name: 'باقة الرقم الضريبي الكاملة',
    period: 'دفعة واحدة',
    description: 'كل ما تحتاجه للحصول على رقمك الضريبي والبدء في استخدام الخدمات المالية الأمريكية.',
    featuresTitle: 'كل شيء مشمول',
    badge: 'الأكثر طلبًا',
    features: [
      'مساعدة كاملة في طلب الرقم الضريبي',
      'إعداد المستندات القانونية ومراجعتها',
      'التقديم إلى مصلحة الضرائب والمتابعة',
      'تسليم جميع المستندات رقميًا',
    ],
    action: (
      <Button size="large" fullWidth>
        اشترِ الآن
      </Button>
    ),
    footnotes: [
      { icon: 'shield-check', label: 'ضمان استرداد الأموال لمدة 30 يومًا' },
      { icon: 'lock', label: 'دفع آمن بتشفير SSL بطول 256 بت' },
    ],
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { badge: 'Most popular' },
  // Runs axe in the light theme; the Highlighted baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
