import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps, Section } from '../../ui';

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const landingSteps = [
  { title: 'Sign up and login', description: 'Create your secure account in under a minute.' },
  {
    title: 'Fill out ITIN application',
    description: 'Answer guided questions online; we prepare your IRS Form W-7.',
  },
  { title: 'Sign legal papers', description: 'Review and sign your documents electronically.' },
  { title: 'Receive everything online', description: 'Your ITIN and every document arrive in your inbox.' },
  {
    title: 'Start using PayPal, Stripe and U.S. banking',
    description: 'Open accounts, accept payments and build U.S. credit.',
  },
];

const meta = {
  title: 'UI/ProcessSteps',
  component: ProcessSteps,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { steps: landingSteps },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          'WAI-ARIA: `list` / `listitem` roles with headings. An ordered list (`<ol>` with an explicit `role="list"`, which Safari needs once markers are hidden): ' +
          'screen readers announce "list, 5 items" and each position. The visible number is real text, and each ' +
          "title is a heading (`headingLevel`, default h3, under the section's h2) so the steps can be skimmed " +
          'by heading (WCAG 1.3.1, 2.4.6). Vertical on phones and tablets, one row from desktop width; the order ' +
          'in the DOM is the visual order in both (WCAG 1.3.2). Connector lines are decorative pseudo-elements.',
      },
    },
  },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(/^1Sign up and login/);
    await expect(items[4]).toHaveTextContent(/^5Start using PayPal, Stripe and U.S. banking/);
    // Desktop: one row.
    await expect(items[4]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
  },
};

export const InLandingSection: Story = {
  render: (args) => (
    <Section
      id="process"
      eyebrow="How it works"
      title="From sign-up to U.S. banking in five steps"
      intro="A guided online process. The average ITIN arrives in 49 days."
      align="center"
    >
      <ProcessSteps {...args} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

export const WithIcons: Story = {
  args: {
    steps: landingSteps.map((step, index) => ({
      ...step,
      icon: (['user', 'document', 'pen', 'download', 'bank'] as const)[index],
    })),
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Phone: a vertical timeline, each step below the previous one.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
  },
};

export const HeadingLevelFour: Story = {
  args: { headingLevel: 4, label: 'Application steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Application steps' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(5);
  },
};

export const LongGermanText: Story = {
  args: {
    steps: [
      {
        title: 'Registrieren und anmelden',
        description: 'Erstellen Sie in weniger als einer Minute Ihr sicheres Konto.',
      },
      {
        title: 'ITIN-Antragsformular ausfüllen',
        description: 'Beantworten Sie die geführten Fragen online; wir bereiten Ihr Formular W-7 vor.',
      },
      {
        title: 'Rechtsdokumente unterzeichnen',
        description: 'Prüfen und unterschreiben Sie sämtliche Unterlagen elektronisch.',
      },
      {
        title: 'Alles online erhalten',
        description: 'Ihre Steueridentifikationsnummer und alle Dokumente kommen per E-Mail.',
      },
      {
        title: 'PayPal, Stripe und US-Bankdienstleistungen nutzen',
        description: 'Eröffnen Sie Konten, empfangen Sie Zahlungen und bauen Sie Kreditwürdigkeit auf.',
      },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    steps: [
      { title: 'التسجيل وتسجيل الدخول', description: 'أنشئ حسابك الآمن في أقل من دقيقة.' },
      { title: 'تعبئة طلب الرقم الضريبي', description: 'أجب عن الأسئلة الموجهة عبر الإنترنت.' },
      { title: 'توقيع المستندات القانونية', description: 'راجع مستنداتك ووقعها إلكترونيًا.' },
      { title: 'استلام كل شيء عبر الإنترنت', description: 'يصلك رقمك وجميع المستندات بالبريد الإلكتروني.' },
      { title: 'ابدأ باستخدام PayPal وStripe والبنوك الأمريكية', description: 'افتح الحسابات واستقبل المدفوعات.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Right to left: step 1 is the rightmost.
    await expect(items[0]!.getBoundingClientRect().left).toBeGreaterThan(items[1]!.getBoundingClientRect().left);
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
