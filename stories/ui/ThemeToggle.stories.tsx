import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, type ThemeName, type ThemeToggleProps } from '../../ui';

const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: {
    value: 'dark',
    onValueChange: fn(),
    toDarkLabel: 'Switch to dark theme',
    toLightLabel: 'Switch to light theme',
  },
  parameters: {
    docs: {
      description: {
        component: [
          'An icon button that switches between the dark theme (the default) and the light theme. The app applies the theme and remembers it; the button only reports the choice.',
          '',
          '**Pattern:** [WAI-ARIA Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/), named for its action.',
          '',
          '**Accessibility criteria**',
          "- The accessible name says what the button will do ('Switch to light theme') and changes with the theme; it is not a toggle with `aria-pressed`, because the two states are two themes rather than on and off.",
          '- The icon shows the theme it switches to (a sun in the dark theme, a moon in the light one); it is decorative and hidden from assistive technology. A tooltip repeats the name for mouse users.',
          '- Enter and Space activate it; the target is 44 × 44 px with a visible focus ring.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InDarkTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Switch to light theme' });
    await userEvent.click(button);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('light');
  },
};

export const InLightTheme: Story = {
  globals: { theme: 'light' },
  args: { value: 'light' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Switch to dark theme' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

function LiveToggle(props: ThemeToggleProps) {
  const [theme, setTheme] = useState<ThemeName>(props.value);
  return (
    <ThemeToggle
      {...props}
      value={theme}
      onValueChange={(next) => {
        setTheme(next);
        props.onValueChange(next);
      }}
    />
  );
}

export const NameFollowsTheTheme: Story = {
  render: (args) => <LiveToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('light');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: { toDarkLabel: 'Zum dunklen Farbschema wechseln', toLightLabel: 'Zum hellen Farbschema wechseln' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Zum hellen Farbschema wechseln');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { toDarkLabel: 'التبديل إلى الوضع الداكن', toLightLabel: 'التبديل إلى الوضع الفاتح' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'التبديل إلى الوضع الفاتح' })).toBeVisible();
  },
};
