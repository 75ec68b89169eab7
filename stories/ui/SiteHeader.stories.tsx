import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Heading, LanguagePicker, Logo, SiteHeader, Text, ThemeToggle } from '../../ui';
import { darkTokens, lightTokens } from '../../ui/theme';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt', label: 'Português' },
  { code: 'de', label: 'Deutsch' },
  { code: 'zh', label: '中文' },
];

const phone = { mobile375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } };
const onPhone = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { viewport: { options: phone }, screenshot: { target: 'page' as const } },
};

// A landing page in miniature under the fixed header. Screenshots cover only the story viewport,
// so the page fills the viewport exactly (the story root adds 1.5 rem of padding on each side);
// `tall` makes it scroll, for the stories that test the scroll behaviour.
function LandingPage({ title, lead, tall = false }: { title: string; lead: string; tall?: boolean }) {
  return (
    <div
      style={{
        display: 'grid',
        alignContent: 'start',
        gap: 32,
        maxWidth: '72rem',
        margin: '0 auto',
        paddingTop: 112,
        overflow: 'hidden',
        ...(tall ? { minHeight: 2400 } : { height: 'calc(100vh - 3rem)' }),
      }}
    >
      <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
        <Heading level={1}>{title}</Heading>
        <Text size="large" tone="muted">
          {lead}
        </Text>
      </div>
      {['process', 'pricing', 'faq', 'contact'].map((id) => (
        <section
          key={id}
          id={id}
          aria-label={id}
          style={{ borderRadius: 16, minHeight: 220, border: '1px dashed currentColor', opacity: 0.35 }}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: {
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge home" />,
    navItems: [
      { href: '#process', label: 'Process' },
      { href: '#pricing', label: 'Pricing' },
      { href: '#faq', label: 'FAQ' },
      { href: '#contact', label: 'Contact' },
    ],
    navigationLabel: 'Main',
    menuButtonLabel: 'Menu',
    closeMenuLabel: 'Close menu',
    // The app smooth-scrolls to the section itself, so it stops the browser's jump.
    onNavigate: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    languagePicker: <LanguagePicker options={languages} value="en" label="Language" onValueChange={fn()} />,
    themeToggle: (
      <ThemeToggle
        value="dark"
        onValueChange={fn()}
        toDarkLabel="Switch to dark theme"
        toLightLabel="Switch to light theme"
      />
    ),
    action: (
      <Button href="/signup" size="small">
        Get Started
      </Button>
    ),
  },
  render: (args, { parameters }) => (
    <>
      <SiteHeader {...args} />
      <LandingPage
        title={parameters.pageTitle ?? 'Get your U.S. ITIN without a Social Security Number'}
        lead={
          parameters.pageLead ??
          'Bridging the Gap Between Business and Lifestyle. Build U.S. credit, open bank accounts and accept payments.'
        }
        tall={parameters.tallPage === true}
      />
    </>
  ),
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      description: {
        component: [
          "The landing page's fixed header: logo, navigation, language picker, theme toggle and the call to action. Transparent over the hero; once the page scrolls past 50 px it turns translucent (`headerScrolled` background, backdrop blur, a hairline border and a soft shadow), and its opacity eases from 1 at 20 px to 0.85 at 100 px. The scroll listener is passive and throttled to one update per animation frame.",
          '',
          'Below the tablet breakpoint the navigation moves into a menu: a sheet along the inline end with the links and the call to action.',
          '',
          '**Patterns:** a `<header>` (banner) with a `<nav>` landmark; the small-screen menu follows the [WAI-ARIA Dialog (Modal)](https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) pattern, opened by a disclosure button.',
          '',
          '**Accessibility criteria**',
          "- The navigation landmark is named (`navigationLabel`); links render through the app's link component and `onNavigate` lets the app smooth-scroll (respecting reduced motion).",
          '- The menu button has a name (`menuButtonLabel`), `aria-expanded` and `aria-controls`; the opened panel is a modal dialog named by the same label.',
          '- While open, focus stays inside the panel (Tab and Shift+Tab wrap), the page behind does not scroll, and Escape, the close button (`closeMenuLabel`), a click outside or choosing a link closes it; focus then returns to the menu button.',
          '- All targets are at least 44 px; focus rings are 3 px; text keeps its contrast at 0.85 opacity.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Process', 'Pricing', 'FAQ', 'Contact']);
    await expect(within(header).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Language English' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    // The menu button exists only on small screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

const scrollTo = async (y: number) => {
  window.scrollTo(0, y);
  await waitFor(() => expect(Math.round(window.scrollY)).toBe(y));
};

// Screenshots show only the story viewport, which a scrolled page leaves partly blank, so the two
// scroll stories test behaviour (and axe) only.
export const ScrollBehaviour: Story = {
  parameters: { tallPage: true, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    // The header's surface layer carries the background and the fading opacity; the text above it
    // stays fully opaque so it keeps its contrast.
    const surface = header.firstElementChild as HTMLElement;
    const translucent = document.documentElement.dataset.theme === 'light' ? lightTokens : darkTokens;
    const steps: Array<[number, string, number]> = [
      [0, 'rgba(0, 0, 0, 0)', 1],
      [20, 'rgba(0, 0, 0, 0)', 1],
      [60, translucent.color.background.headerScrolled, 0.925],
      [100, translucent.color.background.headerScrolled, 0.85],
      [150, translucent.color.background.headerScrolled, 0.85],
    ];
    for (const [y, background, opacity] of steps) {
      await scrollTo(y);
      await waitFor(() => {
        const style = getComputedStyle(surface);
        expect(style.backgroundColor).toBe(background);
        expect(Number(style.opacity)).toBeCloseTo(opacity, 3);
      });
      await expect(getComputedStyle(header).opacity).toBe('1');
    }
    // Back up the page: transparent and fully opaque again.
    await scrollTo(40);
    await waitFor(() => expect(getComputedStyle(surface).backgroundColor).toBe('rgba(0, 0, 0, 0)'));
    await expect(Number(getComputedStyle(surface).opacity)).toBeCloseTo(1 - 0.15 * (20 / 80), 3);
    await scrollTo(150);
    await waitFor(() => expect(getComputedStyle(surface).backdropFilter).toContain('blur'));
  },
};

export const ScrolledLightTheme: Story = {
  globals: { theme: 'light' },
  parameters: { tallPage: true, screenshot: { disable: true } },
  args: {
    themeToggle: (
      <ThemeToggle
        value="light"
        onValueChange={fn()}
        toDarkLabel="Switch to dark theme"
        toLightLabel="Switch to light theme"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const surface = within(canvasElement).getByRole('banner').firstElementChild as HTMLElement;
    await scrollTo(120);
    await waitFor(() =>
      expect(getComputedStyle(surface).backgroundColor).toBe(lightTokens.color.background.headerScrolled),
    );
  },
};

export const NavigationCallback: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('#faq', expect.objectContaining({ type: 'click' }));
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: {
    navItems: [
      { href: '#process', label: 'Ablauf' },
      { href: '#pricing', label: 'Preise' },
      { href: '#faq', label: 'Häufige Fragen' },
      { href: '#contact', label: 'Kontakt' },
    ],
    navigationLabel: 'Hauptnavigation',
    menuButtonLabel: 'Menü',
    closeMenuLabel: 'Menü schließen',
    languagePicker: <LanguagePicker options={languages} value="de" label="Sprache" onValueChange={fn()} />,
    action: (
      <Button href="/signup" size="small">
        Jetzt starten
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    // Everything fits on one row: nothing spills past the header's edge.
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(header.getBoundingClientRect().height).toBeLessThan(80);
  },
};

export const LongGermanText: Story = {
  args: {
    navItems: [
      { href: '#process', label: 'So funktioniert der Antrag' },
      { href: '#pricing', label: 'Preise und Leistungen' },
      { href: '#faq', label: 'Häufig gestellte Fragen' },
      { href: '#contact', label: 'Kontakt' },
    ],
    navigationLabel: 'Hauptnavigation',
    menuButtonLabel: 'Menü',
    closeMenuLabel: 'Menü schließen',
    languagePicker: <LanguagePicker options={languages} value="de" label="Sprache" onValueChange={fn()} />,
    themeToggle: (
      <ThemeToggle
        value="dark"
        onValueChange={fn()}
        toDarkLabel="Zum dunklen Farbschema wechseln"
        toLightLabel="Zum hellen Farbschema wechseln"
      />
    ),
    action: (
      <Button href="/signup" size="small">
        Jetzt kostenlos starten
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

const arabicArgs = {
  navItems: [
    { href: '#process', label: 'الخطوات' },
    { href: '#pricing', label: 'الأسعار' },
    { href: '#faq', label: 'الأسئلة الشائعة' },
    { href: '#contact', label: 'اتصل بنا' },
  ],
  navigationLabel: 'التنقل الرئيسي',
  menuButtonLabel: 'القائمة',
  closeMenuLabel: 'إغلاق القائمة',
  languagePicker: <LanguagePicker options={languages} value="en" label="اللغة" onValueChange={fn()} />,
  themeToggle: (
    <ThemeToggle
      value="light"
      onValueChange={fn()}
      toDarkLabel="التبديل إلى الوضع الداكن"
      toLightLabel="التبديل إلى الوضع الفاتح"
    />
  ),
  action: (
    <Button href="/signup" size="small">
      ابدأ الآن
    </Button>
  ),
};

const arabicPage = {
  pageTitle: 'احصل على رقم التعريف الضريبي الأمريكي دون رقم ضمان اجتماعي',
  pageLead: 'نسد الفجوة بين الأعمال ونمط الحياة. ابنِ سجلك الائتماني وافتح حسابات مصرفية أمريكية.',
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  parameters: arabicPage,
  args: arabicArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(375);
  },
};

const openMenu = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const menuButton = canvas.getByRole('button', { name: 'Menu' });
  await userEvent.click(menuButton);
  const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
  return { canvas, menuButton, dialog };
};

export const SmallScreenMenuOpen: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const { menuButton, dialog } = await openMenu(canvasElement);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(document.body).toHaveStyle({ overflow: 'hidden' });

    // Focus moves into the panel and Tab cycles inside it, both ways.
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Process',
      'Pricing',
      'FAQ',
      'Contact',
      'Get Started',
    ]);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(links[links.length - 1]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(links[links.length - 2]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

export const SmallScreenMenuCloses: Story = {
  ...onPhone,
  parameters: { ...onPhone.parameters, screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const before = document.body.style.overflow;

    // Escape closes and returns focus to the menu button.
    let { canvas, menuButton } = await openMenu(canvasElement);
    await expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
    await expect(document.body.style.overflow).toBe(before);

    // A click outside the panel closes it.
    ({ canvas, menuButton } = await openMenu(canvasElement));
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
    await expect(document.body.style.overflow).toBe(before);

    // The close button closes it.
    ({ canvas, menuButton } = await openMenu(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();

    // Choosing a link reports it and closes the menu.
    const { dialog } = await openMenu(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Pricing' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#pricing', expect.anything());
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(document.body.style.overflow).toBe(before);

    // The menu button toggles it too.
    ({ canvas, menuButton } = await openMenu(canvasElement));
    await userEvent.click(menuButton);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const SmallScreenMenuRightToLeft: Story = {
  ...onPhone,
  parameters: { ...onPhone.parameters, ...arabicPage },
  globals: { ...onPhone.globals, direction: 'rtl', theme: 'light' },
  args: arabicArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    const dialog = await canvas.findByRole('dialog', { name: 'القائمة' });
    await expect(within(dialog).getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    // The sheet hangs from the inline end, which is the left edge in right-to-left pages.
    await expect(dialog.getBoundingClientRect().left).toBe(0);
  },
};
