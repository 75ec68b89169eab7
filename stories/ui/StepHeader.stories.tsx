import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker, Logo, StepHeader, ThemeToggle } from '../../ui';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt', label: 'Português' },
  { code: 'de', label: 'Deutsch' },
];

const viewports = {
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '568px' }, type: 'mobile' },
};
const onViewport = (value: keyof typeof viewports) => ({
  globals: { viewport: { value, isRotated: false } },
  parameters: { viewport: { options: viewports } },
});

const meta = {
  title: 'UI/StepHeader',
  component: StepHeader,
  tags: ['autodocs'],
  args: {
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge home" />,
    stepLabel: 'Step 1 of 6',
    languagePicker: <LanguagePicker options={languages} value="en" label="Language" onValueChange={fn()} />,
    themeToggle: (
      <ThemeToggle
        value="dark"
        onValueChange={fn()}
        toDarkLabel="Switch to dark theme"
        toLightLabel="Switch to light theme"
      />
    ),
    userName: 'Maria',
    logoutLabel: 'Logout',
    onLogout: fn(),
  },
  // Full-bleed, as on a page: cancel the story root's padding and leave some page below.
  decorators: [(Story) => <div style={{ margin: '-1.5rem', minHeight: 140 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          "The header of the step pages: the logo, where the user is ('Step 3 of 6', or 'Basic Data Form'), the language and theme controls, the user's first name and a logout button.",
          '',
          '**Pattern:** a `<header>` (banner landmark) with plain text and buttons; no ARIA widgets of its own.',
          '',
          '**Accessibility criteria**',
          '- The step label is text, so it is read in order and translated with the page; it is set by the app for each page.',
          "- On phones the header wraps onto two rows (brand and account; step and controls). Long names are truncated with an ellipsis (the full name is in a tooltip); the user's initial is hidden.",
          '- The logout button keeps a 44 px target and its accessible name when it shrinks to an icon below the tablet breakpoint; its arrow mirrors in right-to-left layouts.',
          '- Every control shows a 3 px focus ring.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepStory = (step: number): Story => ({
  args: { stepLabel: `Step ${step} of 6` },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByText(`Step ${step} of 6`)).toBeVisible();
    await expect(within(header).getByText('Maria')).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
});

export const Step1 = stepStory(1);
export const Step2 = stepStory(2);
export const Step3 = stepStory(3);
export const Step4 = stepStory(4);
export const Step5 = stepStory(5);
export const Step6 = stepStory(6);

export const BasicDataForm: Story = {
  args: { stepLabel: 'Basic Data Form' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Basic Data Form')).toBeVisible();
  },
};

/**
 * Markup rendered before anyone's name is known (a page prerendered for whoever signs in): the
 * name is empty and the initial takes no room, until a page script or the app puts the name in.
 */
export const NameNotKnownYet: Story = {
  args: { userName: '', accountHref: '/account', accountLabel: 'Your account' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const name = header.querySelector('[data-user-name]');
    const initial = header.querySelector('[data-user-initial]');
    await expect(name).toBeEmptyDOMElement();
    await expect(initial).toBeEmptyDOMElement();
    await expect(initial).not.toBeVisible();
    await expect(within(header).getByRole('link', { name: '(Your account)' })).toHaveAttribute('href', '/account');
    await expect(within(header).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Logout: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logout' });
    // Keyboard order: logo, language, theme, logout.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'ITIN Bridge home' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Language English' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

export const FocusOnLogout: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: {
    stepLabel: 'Schritt 3 von 6: Hochladen der Dokumente',
    languagePicker: <LanguagePicker options={languages} value="de" label="Sprache" onValueChange={fn()} />,
    themeToggle: (
      <ThemeToggle
        value="dark"
        onValueChange={fn()}
        toDarkLabel="Zum dunklen Farbschema wechseln"
        toLightLabel="Zum hellen Farbschema wechseln"
      />
    ),
    userName: 'Maximiliane-Friederike',
    logoutLabel: 'Abmelden',
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(within(header).getByRole('button', { name: 'Abmelden' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', theme: 'light' },
  args: {
    stepLabel: 'الخطوة 3 من 6',
    languagePicker: <LanguagePicker options={languages} value="en" label="اللغة" onValueChange={fn()} />,
    themeToggle: (
      <ThemeToggle
        value="light"
        onValueChange={fn()}
        toDarkLabel="التبديل إلى الوضع الداكن"
        toLightLabel="التبديل إلى الوضع الفاتح"
      />
    ),
    userName: 'مريم',
    logoutLabel: 'تسجيل الخروج',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};

export const SmallScreen375: Story = {
  ...onViewport('phone375'),
  args: { stepLabel: 'Step 3 of 6', userName: 'Alexandra' },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const logout = within(header).getByRole('button', { name: 'Logout' });
    await expect(logout.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const SmallScreen320LongText: Story = {
  ...onViewport('phone320'),
  args: {
    stepLabel: 'Schritt 3 von 6',
    languagePicker: <LanguagePicker options={languages} value="de" label="Sprache" onValueChange={fn()} />,
    userName: 'Maximiliane-Friederike',
    logoutLabel: 'Abmelden',
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const logout = within(header).getByRole('button', { name: 'Abmelden' });
    await expect(logout.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    // The name is truncated, never pushed out of view; the full name is in the tooltip.
    await expect(within(header).getByText('Maximiliane-Friederike')).toHaveAttribute('title', 'Maximiliane-Friederike');
  },
};

export const SmallScreenRightToLeft: Story = {
  ...onViewport('phone375'),
  globals: { ...onViewport('phone375').globals, direction: 'rtl' },
  args: RightToLeft.args,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
