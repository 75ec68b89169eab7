import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker, LanguagePickerButton, type LanguageOption, type LanguagePickerProps } from '../../ui';

const languages: LanguageOption[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt', label: 'Português' },
  { code: 'de', label: 'Deutsch' },
  { code: 'zh', label: '中文' },
];

const meta = {
  title: 'UI/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { options: languages, value: 'en', label: 'Language', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A menu button for choosing the interface language, built on Radix Dropdown Menu. The button shows a globe and the current language (below the desktop breakpoint the globe alone, with the language still in its accessible name); each option is written in its own language and carries a matching `lang` attribute, so screen readers pronounce it correctly.',
          '',
          '**Pattern:** [WAI-ARIA Menu Button](https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) with a group of `menuitemradio` items.',
          '',
          '**Accessibility criteria**',
          "- The button's accessible name is `label` in the current language followed by the current language's name ('Language English', 'Idioma Español').",
          '- Enter, Space or ArrowDown opens the menu and focuses an option; ArrowUp/ArrowDown move, typing a letter jumps, Enter or Space chooses, Escape closes; focus then returns to the button.',
          '- The current language is a checked `menuitemradio` (`aria-checked="true"`) with a check mark and bolder text, not colour alone.',
          '- The menu is not modal (`modal={false}`): the page stays in the accessibility tree while it is open, which avoids hiding the focused button from assistive technology; a click outside still closes it.',
          '- Options are at least 44 px tall; focus and the highlighted option are always visible.',
          '',
          "`LanguagePickerButton` is the picker's button alone, closed, without the menu's code (no Radix): the same look and the same accessible name and role. An app that loads the menu only when the visitor reaches for it shows it until then and puts `LanguagePicker` in its place; pressed on its own, it does nothing.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language English' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOnly: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Language English' });

    // Enter opens and moves focus into the menu.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'es', 'pt', 'de', 'zh']);
    await expect(items.map((item) => item.textContent)).toEqual(['English', 'Español', 'Português', 'Deutsch', '中文']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(items[0]).toHaveFocus());

    // Escape closes and returns focus to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // ArrowDown opens too; arrows move; Enter chooses.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Português' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('pt');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();

    // Space opens as well.
    await userEvent.keyboard(' ');
    await page.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = {
  parameters: { screenshot: { target: 'page' } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 360 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveFocus();
  },
};

export const OpenLightTheme: Story = {
  globals: { theme: 'light' },
  parameters: { screenshot: { target: 'page' } },
  args: { value: 'zh', label: '语言' },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '语言 中文' });
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true');
  },
};

function StatefulPicker(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  const labels: Record<string, string> = { en: 'Language', es: 'Idioma', pt: 'Idioma', de: 'Sprache', zh: '语言' };
  return (
    <LanguagePicker
      {...props}
      value={value}
      label={labels[value] ?? props.label}
      onValueChange={(code) => {
        setValue(code);
        props.onValueChange(code);
      }}
    />
  );
}

export const ChoosingUpdatesTheButton: Story = {
  render: (args) => <StatefulPicker {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language English' }));
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('de');
    // The name follows the new language, and the shown name keeps its own `lang`.
    const button = await canvas.findByRole('button', { name: 'Sprache Deutsch' });
    await expect(within(button).getByText('Deutsch')).toHaveAttribute('lang', 'de');
  },
};

export const LongGermanText: Story = {
  args: { value: 'de', label: 'Sprache der Benutzeroberfläche auswählen' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Sprache der Benutzeroberfläche auswählen Deutsch' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'اللغة', value: 'es' },
  parameters: { screenshot: { target: 'page' } },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    // The menu follows the page's direction rather than Radix's 'ltr' default.
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: {
    viewport: {
      options: { mobile375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language English' });
    // Only the globe shows; the language's name stays in the accessible name.
    await expect(button.getBoundingClientRect().width).toBeLessThan(80);
    await expect(within(button).getByText('English')).toHaveAttribute('lang', 'en');
  },
};

/**
 * The button alone (`LanguagePickerButton`), above the picker's own: the same size, name and role,
 * so the picker can take its place without anything moving.
 */
export const ButtonAlone: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <LanguagePickerButton options={args.options} value={args.value} label={args.label} />
      <LanguagePicker {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [alone, picker] = within(canvasElement).getAllByRole('button', { name: 'Language English' });
    await expect(alone).toHaveAttribute('aria-haspopup', 'menu');
    await expect(alone).toHaveAttribute('aria-expanded', 'false');
    const a = alone!.getBoundingClientRect();
    const b = picker!.getBoundingClientRect();
    await expect([a.width, a.height]).toEqual([b.width, b.height]);
    // Pressed on its own, it opens nothing.
    await userEvent.click(alone!);
    await expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
