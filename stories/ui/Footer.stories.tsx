import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component, type ReactNode } from 'react';
import { Footer, Logo } from '../../ui';

// Shows the message of a dev-time check instead of the component that threw it.
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

// Viewports as tall as a long page, so a whole story fits in one screenshot; the test runner's
// outer page is tall enough not to scale them (vitest.config.ts).
const viewportOptions = {
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '2000px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '2000px' }, type: 'tablet' },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '2000px' }, type: 'mobile' },
};
const narrow = { globals: { viewport: { value: 'phone', isRotated: false } } };

const meta = {
  title: 'UI/Footer',
  component: Footer,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge home" />,
    about:
      'ITIN Bridge helps foreign entrepreneurs, investors and global citizens get a U.S. ITIN and access U.S. credit, payments and banking.',
    navigationLabel: 'Footer',
    legalLabel: 'Legal',
    columns: [
      {
        title: 'Services',
        links: [
          { href: '/#process', label: 'Process' },
          { href: '/#pricing', label: 'Pricing' },
          { href: '/#faq', label: 'FAQ' },
        ],
      },
      {
        title: 'Account',
        links: [
          { href: '/signup', label: 'Get Started' },
          { href: '/login', label: 'Sign In' },
          { href: '/support', label: 'Support' },
        ],
      },
    ],
    contactId: 'contact',
    contact: {
      title: 'Contact',
      email: 'support@itinbridge.example',
      phone: '+1 (555) 010-0199',
      addressLines: ['1200 Brickell Avenue, Suite 1950', 'Miami, FL 33131', 'United States'],
    },
    legalLinks: [
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
    disclaimer:
      'ITIN Bridge is not affiliated with the Internal Revenue Service (IRS) or any government agency. We are a private service that assists with ITIN applications. Results may vary; processing times are set by the IRS.',
    copyright: '© 2026 ITIN Bridge. All rights reserved.',
  },
  parameters: {
    viewport: { options: viewportOptions },
    docs: {
      description: {
        component:
          "WAI-ARIA: `contentinfo`, `navigation` and `region` landmarks (landmark regions pattern). The site footer: a `<footer>` (the page's `contentinfo` landmark when it is not inside `<main>`, " +
          '`<article>` or `<section>`). Link columns sit in one `<nav>` named by `navigationLabel`, each under ' +
          'an `<h2>`; legal links in a second `<nav>` named by `legalLabel` (WCAG 1.3.1, 2.4.1). The contact ' +
          'block is a named section with `contactId` as its anchor (`/#contact`) and uses `<address>`; e-mail ' +
          'and phone are real `mailto:`/`tel:` links. Links have a visible focus ring and at least 32 px height. ' +
          'Columns stack on phones (WCAG 1.4.10).',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    await expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Services', 'Account']);
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const contact = within(footer).getByRole('region', { name: 'Contact' });
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(within(contact).getByRole('link', { name: 'support@itinbridge.example' })).toHaveAttribute(
      'href',
      'mailto:support@itinbridge.example',
    );
    await expect(within(contact).getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(within(footer).getByText(/not affiliated with the Internal Revenue Service/)).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'ITIN Bridge home' })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'ITIN Bridge home' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Process' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
  },
};

export const Minimal: Story = {
  args: {
    about: undefined,
    columns: undefined,
    contact: undefined,
    legalLinks: undefined,
    navigationLabel: 'Footer',
    legalLabel: undefined,
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('navigation')).toBeNull();
    await expect(within(footer).getByText('© 2026 ITIN Bridge. All rights reserved.')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const contact = canvas.getByRole('region', { name: 'Contact' });
    // Phone: the contact block stacks under the link columns.
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(nav.getBoundingClientRect().bottom);
  },
};

export const LongGermanText: Story = {
  args: {
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge Startseite" />,
    about:
      'ITIN Bridge unterstützt ausländische Unternehmerinnen und Unternehmer, Investoren und Weltbürger dabei, eine US-Steueridentifikationsnummer zu erhalten und Zugang zu US-Krediten, Zahlungsdiensten und Bankkonten zu bekommen.',
    navigationLabel: 'Fußzeile',
    legalLabel: 'Rechtliches',
    columns: [
      {
        title: 'Dienstleistungen',
        links: [
          { href: '/#process', label: 'Ablauf' },
          { href: '/#pricing', label: 'Preisgestaltung' },
          { href: '/#faq', label: 'Häufig gestellte Fragen' },
        ],
      },
      {
        title: 'Kundenkonto',
        links: [
          { href: '/signup', label: 'Jetzt loslegen' },
          { href: '/login', label: 'Anmelden' },
          { href: '/support', label: 'Unterstützung und Hilfe' },
        ],
      },
    ],
    contact: {
      title: 'Kontakt',
      email: 'kundenbetreuung-deutschland@itinbridge.example',
      phone: '+1 (555) 010-0199',
      addressLines: ['1200 Brickell Avenue, Suite 1950', 'Miami, FL 33131', 'Vereinigte Staaten von Amerika'],
    },
    legalLinks: [
      { href: '/terms', label: 'Allgemeine Geschäftsbedingungen' },
      { href: '/privacy', label: 'Datenschutzerklärung' },
    ],
    disclaimer:
      'ITIN Bridge steht in keinerlei Verbindung zur US-Bundessteuerbehörde (IRS) oder einer anderen Behörde. Wir sind ein privater Dienstleister, der bei ITIN-Anträgen unterstützt. Die Ergebnisse können abweichen; die Bearbeitungszeiten legt der IRS fest.',
    copyright: '© 2026 ITIN Bridge. Alle Rechte vorbehalten.',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge الصفحة الرئيسية" />,
    about:
      'تساعد ITIN Bridge رواد الأعمال والمستثمرين على الحصول على الرقم الضريبي الأمريكي والوصول إلى الخدمات المصرفية.',
    navigationLabel: 'تذييل الصفحة',
    legalLabel: 'قانوني',
    columns: [
      {
        title: 'الخدمات',
        links: [
          { href: '/#process', label: 'العملية' },
          { href: '/#pricing', label: 'الأسعار' },
          { href: '/#faq', label: 'الأسئلة الشائعة' },
        ],
      },
      {
        title: 'الحساب',
        links: [
          { href: '/signup', label: 'ابدأ الآن' },
          { href: '/login', label: 'تسجيل الدخول' },
          { href: '/support', label: 'الدعم' },
        ],
      },
    ],
    contact: {
      title: 'اتصل بنا',
      email: 'support@itinbridge.example',
      phone: '+1 (555) 010-0199',
      addressLines: ['1200 Brickell Avenue, Suite 1950', 'Miami, FL 33131'],
    },
    legalLinks: [
      { href: '/terms', label: 'شروط الخدمة' },
      { href: '/privacy', label: 'سياسة الخصوصية' },
    ],
    disclaimer: 'ITIN Bridge غير تابعة لمصلحة الضرائب الأمريكية أو أي جهة حكومية. قد تختلف النتائج.',
    copyright: '© 2026 ITIN Bridge. جميع الحقوق محفوظة.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'اتصل بنا' })).toHaveAttribute('id', 'contact');
  },
};

export const LegalLinksNeedALabel: Story = {
  args: { navigationLabel: 'Footer', legalLabel: undefined },
  render: (args) => (
    <ShowError>
      <Footer {...args} />
    </ShowError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('`legalLinks` need `legalLabel`');
  },
  parameters: { screenshot: { disable: true }, docs: { disable: true } },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  // Runs axe in the light theme; the Default baselines already show both themes.
  parameters: { screenshot: { disable: true } },
};
