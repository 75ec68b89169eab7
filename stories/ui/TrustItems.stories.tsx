import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section, TrustItems } from '../../ui';

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const tablet = { globals: { viewport: { value: 'tablet', isRotated: false } } };

const meta = {
  title: 'UI/TrustItems',
  component: TrustItems,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    items: [
      {
        icon: 'award',
        title: 'IRS-authorized acceptance agent',
        description: 'We are authorized by the IRS to verify your documents and submit your application.',
      },
      {
        icon: 'lock',
        title: 'Bank-grade security',
        description: 'Your data is encrypted with 256-bit SSL in transit and at rest.',
      },
      {
        icon: 'bank',
        title: 'FDIC protection',
        description: 'Payments are held with FDIC-insured U.S. banking partners.',
      },
      {
        icon: 'shield-check',
        title: 'GDPR & CCPA compliance',
        description: 'We follow European and Californian privacy law for every client.',
      },
    ],
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `list` / `listitem` roles with headings. A list (`<ul role="list">`) of trust signals, each with a heading (`headingLevel`, default h3) and one ' +
          'sentence. Icons are decorative and hidden from screen readers; the words carry the claim (WCAG 1.1.1). ' +
          'One column on phones, two on tablets, four on desktop, always in reading order (WCAG 1.3.2, 1.4.10).',
      },
    },
  },
} satisfies Meta<typeof TrustItems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'IRS-authorized acceptance agent',
      'Bank-grade security',
      'FDIC protection',
      'GDPR & CCPA compliance',
    ]);
    // Desktop: four in a row.
    await expect(items[3]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
  },
};

export const InLandingSection: Story = {
  render: (args) => (
    <Section
      id="trust"
      tone="raised"
      align="center"
      eyebrow="Why ITIN Bridge"
      title="Trusted by 10,000+ clients worldwide"
      intro="Your documents and payments are handled with the care of a bank."
    >
      <TrustItems {...args} />
    </Section>
  ),
};

export const Tablet: Story = {
  ...tablet,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Two per row.
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
  },
};

export const LongGermanText: Story = {
  args: {
    items: [
      {
        icon: 'award',
        title: 'Von der US-Steuerbehörde autorisierte Annahmestelle',
        description: 'Wir sind vom IRS berechtigt, Ihre Dokumente zu prüfen und Ihren Antrag einzureichen.',
      },
      {
        icon: 'lock',
        title: 'Sicherheit auf Bankniveau',
        description: 'Ihre Daten werden bei der Übertragung und Speicherung mit 256-Bit-SSL verschlüsselt.',
      },
      {
        icon: 'bank',
        title: 'FDIC-Einlagensicherung',
        description: 'Zahlungen liegen bei FDIC-versicherten Bankpartnern in den Vereinigten Staaten.',
      },
      {
        icon: 'shield-check',
        title: 'Datenschutzkonformität nach DSGVO und CCPA',
        description: 'Wir halten europäisches und kalifornisches Datenschutzrecht für alle Kunden ein.',
      },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    items: [
      {
        icon: 'award',
        title: 'وكيل قبول معتمد من مصلحة الضرائب',
        description: 'نحن مخولون بالتحقق من مستنداتك وتقديم طلبك.',
      },
      { icon: 'lock', title: 'أمان بمستوى البنوك', description: 'بياناتك مشفرة بتقنية SSL بطول 256 بت.' },
      {
        icon: 'bank',
        title: 'حماية المؤسسة الفيدرالية للتأمين',
        description: 'تُحفظ المدفوعات لدى شركاء مصرفيين مؤمَّنين.',
      },
      {
        icon: 'shield-check',
        title: 'الامتثال للائحة GDPR وCCPA',
        description: 'نلتزم بقوانين الخصوصية الأوروبية والكاليفورنية.',
      },
    ],
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: InLandingSection.render,
  // Runs axe in the light theme; the InLandingSection baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
