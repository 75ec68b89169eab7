import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../ui';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    showLabel: 'Show password',
    onVisibleChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A TextField for passwords with a show/hide toggle inside the field, following the WAI-ARIA Button ' +
          'pattern for toggle buttons: the button keeps one accessible name (`showLabel`, e.g. "Show password") ' +
          'and reports its state with `aria-pressed`, because a name that flips together with the state would ' +
          'contradict itself ("Hide password, pressed"). The eye and crossed-eye icons repeat the state visually. ' +
          'A mouse press leaves focus and the caret in the field; keyboard users keep focus on the toggle and hear ' +
          'the new state. The 40px toggle meets the 24px target size (WCAG 2.5.8) and has a visible focus ring ' +
          '(2.4.7). Showing the password helps people avoid typing errors (3.3.7, 3.3.8).',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Password', { selector: 'input' });

export const Hidden: Story = {
  args: { defaultValue: 'correct-horse' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const TogglesWithPointer: Story = {
  args: { defaultValue: 'correct-horse' },
  // Behaviour only: re-rasterising the field after a type switch makes its anti-aliased corners
  // vary by a unit between runs, so the visual states are covered by Hidden and Shown.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(input);
    await userEvent.keyboard('Secur3-Pa55');
    // Keyboard: Tab from the field reaches the toggle; Enter and Space both switch it.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secur3-Pa55');
    await expect(toggle).toHaveFocus();
  },
};

export const KeepsCaretOnClick: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('abcdef{ArrowLeft}{ArrowLeft}');
    await expect(input.selectionStart).toBe(4);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    // A pointer press leaves focus and the caret in the field, so typing continues where it was.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('abcdXef');
  },
};

export const WithError: Story = {
  args: {
    id: 'password',
    label: 'Password',
    autoComplete: 'new-password',
    defaultValue: 'abc',
    hint: 'At least 6 characters.',
    error: 'Password must be at least 6 characters long',
    required: true,
    requiredLabel: 'required',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters long',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'correct-horse' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongGermanLabel: Story = {
  args: {
    label: 'Passwort bestätigen (muss mit dem oben eingegebenen Passwort übereinstimmen)',
    showLabel: 'Passwort anzeigen',
    defaultValue: 'geheim',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'كلمة المرور', showLabel: 'إظهار كلمة المرور', defaultValue: 'correct-horse' },
};

/**
 * Controlled: with `visible` set, the field shows what the caller says and only reports presses
 * through `onVisibleChange` (here one switch shows both password fields of a form).
 */
export const Controlled: Story = {
  parameters: { screenshot: { disable: true } },
  render: function Render(args) {
    const [visible, setVisible] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <PasswordField {...args} visible={visible} onVisibleChange={setVisible} />
        <PasswordField
          {...args}
          label="Confirm password"
          name="confirm"
          autoComplete="new-password"
          showLabel="Show confirmation"
          visible={visible}
          onVisibleChange={setVisible}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvasElement.querySelectorAll('input');
    await expect(inputs).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show confirmation' }));
    for (const input of inputs) await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    for (const input of inputs) await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Starts shown, keeping its own state from there. */
export const DefaultVisible: Story = {
  parameters: { screenshot: { disable: true } },
  args: { defaultVisible: true },
  play: async ({ canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};
