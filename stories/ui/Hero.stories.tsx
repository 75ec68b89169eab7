import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Hero, HeroPreview, Icon, type HeroPreviewProps } from '../../ui';

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const preview: HeroPreviewProps = {
  cardLabel: 'Individual Taxpayer Identification Number',
  cardNumber: '9XX-XX-XXXX',
  cardHolder: 'Maria Fernández',
  cardStatus: 'Approved',
  progressTitle: 'Your application',
  progressText: 'Step 4 of 6',
  progress: 4 / 6,
  steps: [
    { label: 'ITIN application submitted', state: 'done' },
    { label: 'Legal papers signed', state: 'done' },
    { label: 'IRS processing', state: 'current' },
  ],
  stats: [
    { value: '10,000+', label: 'clients served' },
    { value: '49 days', label: 'average processing' },
  ],
};

const meta = {
  title: 'UI/Hero',
  component: Hero,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    eyebrow: 'Bridging the Gap Between Business and Lifestyle',
    headline: 'Your U.S. ITIN, without a Social Security Number',
    subtext:
      'We guide foreign entrepreneurs, real estate investors, immigrants and global citizens to an ITIN — and on to U.S. credit, PayPal, Stripe and banking.',
    actions: (
      <>
        <Button size="large" href="/signup" iconAfter={<Icon name="arrow-right" size="small" />}>
          Get Started
        </Button>
        <Button size="large" variant="secondary" href="#process">
          See how it works
        </Button>
      </>
    ),
    trustIndicators: [
      { icon: 'shield-check', label: 'IRS-authorized acceptance agent' },
      { icon: 'users', label: '10,000+ clients' },
      { icon: 'check-circle', label: '30-day money-back guarantee' },
    ],
    visual: <HeroPreview {...preview} />,
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          "WAI-ARIA: document heading (`h1`) and `list` roles; the illustration is presentational. The landing page's opening band. The headline is the page's one `<h1>` (WCAG 1.3.1, 2.4.6); the " +
          "tagline is plain text before it. Actions are kit `Button`s (links through the app's router). Trust " +
          'indicators are a list whose icons are decorative. `HeroPreview` is an illustration drawn in CSS and ' +
          'hidden from assistive technology (`aria-hidden`), so everything it shows must also be in the text. ' +
          'Two columns from desktop width; on phones the visual follows the text (WCAG 1.4.10 reflow).',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your U.S. ITIN, without a Social Security Number',
    );
    await expect(canvas.getByText('Bridging the Gap Between Business and Lifestyle')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const trust = canvas.getByRole('list');
    await expect(within(trust).getAllByRole('listitem')).toHaveLength(3);
    // The illustration is hidden from assistive technology: its list is not exposed.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.queryByText('Maria Fernández')).not.toBeNull();
  },
};

export const WithoutVisual: Story = {
  args: { visual: undefined },
};

export const TextOnly: Story = {
  args: { eyebrow: undefined, trustIndicators: undefined, visual: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const card = canvas.getByText('9XX-XX-XXXX');
    // Phone: the illustration comes after the text.
    await expect(card.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

export const LongGermanText: Story = {
  args: {
    eyebrow: 'Wir schlagen die Brücke zwischen Geschäftswelt und Lebensstil',
    // Soft hyphens (U+00AD) in the translation let long compounds break cleanly at any width.
    headline: 'Ihre US-Steuer\u00ADidentifikations\u00ADnummer ganz ohne Sozial\u00ADversicherungs\u00ADnummer',
    subtext:
      'Wir begleiten ausländische Unternehmerinnen und Unternehmer, Immobilieninvestoren, Einwanderer und Weltbürger zur ITIN – und weiter zu US-Kreditwürdigkeit, PayPal, Stripe und Bankkonten.',
    actions: (
      <>
        <Button size="large" href="/signup" iconAfter={<Icon name="arrow-right" size="small" />}>
          Jetzt loslegen
        </Button>
        <Button size="large" variant="secondary" href="#process">
          So funktioniert es
        </Button>
      </>
    ),
    trustIndicators: [
      { icon: 'shield-check', label: 'Vom IRS autorisierte Annahmestelle' },
      { icon: 'users', label: 'Über 10.000 Kundinnen und Kunden' },
      { icon: 'check-circle', label: '30 Tage Geld-zurück-Garantie' },
    ],
    visual: (
      <HeroPreview
        {...preview}
        cardLabel="Individuelle Steueridentifikationsnummer"
        cardStatus="Genehmigt"
        progressTitle="Ihr Antrag"
        progressText="Schritt 4 von 6"
        steps={[
          { label: 'ITIN-Antrag eingereicht', state: 'done' },
          { label: 'Rechtsdokumente unterzeichnet', state: 'done' },
          { label: 'Bearbeitung durch die Steuerbehörde', state: 'current' },
        ]}
        stats={[
          { value: '10.000+', label: 'zufriedene Kundinnen und Kunden' },
          { value: '49 Tage', label: 'durchschnittliche Bearbeitungszeit' },
        ]}
      />
    ),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    eyebrow: 'نسد الفجوة بين الأعمال ونمط الحياة',
    headline: 'رقمك الضريبي الأمريكي دون رقم ضمان اجتماعي',
    subtext:
      'نرشد رواد الأعمال والمستثمرين والمهاجرين إلى الحصول على الرقم الضريبي، ثم إلى الائتمان والخدمات المصرفية الأمريكية.',
    actions: (
      <>
        <Button size="large" href="/signup" iconAfter={<Icon name="arrow-right" size="small" />}>
          ابدأ الآن
        </Button>
        <Button size="large" variant="secondary" href="#process">
          كيف يعمل
        </Button>
      </>
    ),
    trustIndicators: [
      { icon: 'shield-check', label: 'وكيل قبول معتمد' },
      { icon: 'users', label: 'أكثر من 10,000 عميل' },
      { icon: 'check-circle', label: 'ضمان استرداد لمدة 30 يومًا' },
    ],
    visual: (
      <HeroPreview
        {...preview}
        cardLabel="رقم التعريف الضريبي الفردي"
        cardHolder="ماريا فرنانديز"
        cardStatus="تمت الموافقة"
        progressTitle="طلبك"
        progressText="الخطوة 4 من 6"
        steps={[
          { label: 'تم تقديم الطلب', state: 'done' },
          { label: 'تم توقيع المستندات', state: 'done' },
          { label: 'معالجة مصلحة الضرائب', state: 'current' },
        ]}
        stats={[
          { value: '+10,000', label: 'عميل' },
          { value: '49 يومًا', label: 'متوسط المعالجة' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const card = canvas.getByText('9XX-XX-XXXX');
    // Right to left: the text column is on the right, the illustration on the left.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(card.getBoundingClientRect().left);
  },
};

export const RightToLeftNarrow: Story = {
  ...narrow,
  globals: { ...narrow.globals, direction: 'rtl' },
  args: RightToLeft.args,
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  // Runs axe in the light theme; the Default baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
