import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalStory } from '../../.storybook/portal';
import LandingPage from '../../portal/pages/landing/LandingPage';

const phone = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
} as const;

// The page scrolls smoothly (CSS); stories jump, so each screenshot sees a settled page.
const scrollTo = async (y: number) => {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(Math.round(window.scrollY)).toBe(y));
};

/** The fixed site header (sections have `<header>`s of their own). */
const siteHeader = (canvasElement: HTMLElement) => canvasElement.querySelector('header')!;

/** The header's surface layer carries the scrolled background and the fading opacity. */
const headerSurface = (canvasElement: HTMLElement) => siteHeader(canvasElement).firstElementChild as HTMLElement;

const findHeadline = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Your U.S. ITIN, without a Social Security Number' });

/** Waits until the section's top sits just under the fixed header and the section has focus. */
async function expectSectionInView(id: string) {
  const section = document.getElementById(id);
  await expect(section).not.toBeNull();
  // Smooth scrolling: wait until the page has settled with the section's top below the header.
  let last = -1;
  await waitFor(
    () => {
      const y = window.scrollY;
      const settled = y === last;
      last = y;
      expect(settled).toBe(true);
      const top = section!.getBoundingClientRect().top;
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(window.innerHeight / 2);
    },
    { timeout: 4000, interval: 100 },
  );
  await waitFor(() => expect(document.activeElement).toBe(section));
}

const meta = {
  title: 'Portal/Landing',
  component: LandingPage,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/' },
    {
      description: [
        'The public landing page: fixed header (Process, Pricing, FAQ, Contact, language, theme, Get Started), hero with the tagline and three proof points, the five-step process, what an ITIN unlocks, the one package at $1,250, four trust items, five FAQs (one open at a time) and the footer with the contact details and the IRS disclaimer.',
        '',
        'It loads no auth code. Header links set the address to `/#section`; the app shell scrolls there 50 ms later, smoothly unless reduced motion is asked for, and moves focus to the section.',
      ].join('\n'),
    },
  ),
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the page: the header is transparent over the hero. */
export const Top: Story = {
  tags: ['portal-screen'],
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeadline(canvasElement)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('Bridging the Gap Between Business and Lifestyle')).toBeVisible();
    const nav = within(siteHeader(canvasElement)).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Process', 'Pricing', 'FAQ', 'Contact']);
    for (const id of ['process', 'pricing', 'faq', 'contact']) await expect(document.getElementById(id)).not.toBeNull();
    await expect(within(document.getElementById('process')!).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('$1,250')).toBeVisible();
    const faq = within(document.getElementById('faq')!);
    await expect(await faq.findAllByRole('button', { expanded: false })).toHaveLength(5);
    await expect(await canvas.findByRole('button', { name: 'Language English' })).toBeVisible();
    await expect(canvas.getByText(/not affiliated with the Internal Revenue Service/)).toBeVisible();
    await expect(canvas.getByText(/Results may vary/)).toBeVisible();
    const getStarted = canvas.getAllByRole('link', { name: /Get Started/ });
    for (const link of getStarted) await expect(link).toHaveAttribute('href', '/signup');
    await expect(siteHeader(canvasElement)).not.toHaveAttribute('data-scrolled');
  },
};

/** Past 50 px the header turns translucent; its opacity is on its way from 1 to 0.85. */
export const ScrolledPast50: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await scrollTo(60);
    await waitFor(() => expect(siteHeader(canvasElement)).toHaveAttribute('data-scrolled'));
    await waitFor(() => expect(Number(getComputedStyle(headerSurface(canvasElement)).opacity)).toBeCloseTo(0.925, 3));
  },
};

/** Past 100 px the header rests at 0.85 opacity over the content. */
export const ScrolledPast100: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await scrollTo(420);
    await waitFor(() => expect(siteHeader(canvasElement)).toHaveAttribute('data-scrolled'));
    await waitFor(() => expect(Number(getComputedStyle(headerSurface(canvasElement)).opacity)).toBeCloseTo(0.85, 3));
  },
};

/** Brings a section to the top of the screen, under the fixed header, and waits for it to settle. */
async function showSection(id: string) {
  document.getElementById(id)!.scrollIntoView({ block: 'start', behavior: 'instant' });
  await waitFor(() => expect(Math.round(document.getElementById(id)!.getBoundingClientRect().top)).toBeLessThan(140));
}

/** The five steps from sign-up to U.S. banking. */
export const ProcessSection: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await showSection('process');
    const steps = within(document.getElementById('process')!).getAllByRole('heading', { level: 3 });
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Sign up and log in',
      'Fill out your ITIN application',
      'Sign legal papers',
      'Receive everything online',
      'Start using PayPal, Stripe and U.S. banking',
    ]);
  },
};

/** What an ITIN opens up: credit, banking and payments, travel perks, tax compliance. */
export const BenefitsSection: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await showSection('benefits');
    await expect(within(document.getElementById('benefits')!).getByText(/\$50,000 to \$250,000/)).toBeVisible();
  },
};

/** The four trust items: acceptance agent, security, FDIC, GDPR and CCPA. */
export const TrustSection: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await showSection('trust');
    const items = within(document.getElementById('trust')!).getAllByRole('heading', { level: 3 });
    await expect(items.map((item) => item.textContent)).toEqual([
      'IRS-authorized acceptance agent',
      'Bank-grade security',
      'FDIC protection',
      'GDPR and CCPA compliant',
    ]);
  },
};

/** A header link scrolls to its section (the pricing card) and moves focus there. */
export const PricingFromHeader: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    const nav = within(siteHeader(canvasElement)).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await expectSectionInView('pricing');
    const pricing = within(document.getElementById('pricing')!);
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveTextContent('ITIN Complete Package');
    await expect(pricing.getByText('$1,250')).toBeVisible();
    await expect(pricing.getByText('one-time')).toBeVisible();
    await expect(pricing.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Complete ITIN application assistance',
        'Legal document preparation and review',
        'IRS submission and tracking',
        'Digital delivery of all documents',
        'PayPal and Stripe account setup guidance',
        'U.S. banking relationship assistance',
        'Credit building strategy consultation',
        '12 months of email support',
        '30-day money-back guarantee',
      ]),
    );
  },
};

/** /faq lands on the FAQ; opening a second question closes the first. */
export const FaqOneOpenAtATime: Story = {
  // The whole page, not the scrolled viewport: the section scroll from the URL hash can land after
  // the play function's own scroll, which made a viewport picture depend on timing.
  parameters: { portal: { path: '/#faq' }, screenshot: { target: 'page' } },
  play: async () => {
    await expectSectionInView('faq');
    const faq = within(document.getElementById('faq')!);
    // Looked up each time: the accordion takes the place of the questions standing in for it. The
    // first question by keyboard: focus loads the accordion, and focus and Enter follow it to its
    // own button (a pointer click begun on the stand-in could end on an element already replaced).
    const first = () => faq.getByRole('button', { name: 'What is an ITIN?' });
    const third = () => faq.getByRole('button', { name: 'How long does it take?' });
    first().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(third());
    await expect(third()).toHaveAttribute('aria-expanded', 'true');
    await expect(first()).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/49 days on average/)).toBeVisible();
  },
};

/** The contact details in the footer, reached from the header's Contact link. */
export const Contact: Story = {
  parameters: { portal: { path: '/#contact' }, screenshot: { target: 'viewport' } },
  play: async () => {
    const contact = document.getElementById('contact')!;
    await waitFor(() => expect(document.activeElement).toBe(contact));
    await expect(within(contact).getByRole('link', { name: 'support@itinbridge.example' })).toHaveAttribute(
      'href',
      'mailto:support@itinbridge.example',
    );
    await expect(within(contact).getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() =>
      expect(Math.ceil(window.scrollY + window.innerHeight)).toBeGreaterThanOrEqual(
        document.documentElement.scrollHeight,
      ),
    );
  },
};

/** A phone: the navigation moves into a menu. */
export const Phone: Story = {
  tags: ['portal-screen'],
  ...phone,
  parameters: { ...phone.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** The phone menu open: a modal sheet with the links and Get Started; the page behind does not scroll. */
export const PhoneMenuOpen: Story = {
  ...phone,
  parameters: { ...phone.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Process', 'Pricing', 'FAQ', 'Contact', 'Get Started']);
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  },
};

/** The phone menu's links scroll to their section too, after the menu has closed. */
export const PhoneMenuNavigation: Story = {
  ...phone,
  parameters: { ...phone.parameters, screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await findHeadline(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(menu).not.toBeVisible());
    await expectSectionInView('faq');
  },
};

/** Accented, ~35% longer text: shows cramped layouts and hard-coded strings. */
export const PseudoLocale: Story = {
  globals: { locale: 'en-XA' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Ýöûŕ/ })).toBeVisible();
    const header = siteHeader(canvasElement);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
