import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, PasswordField, TextField } from '../../ui';

const submitted = fn();

function SignInFields() {
  return (
    <>
      <TextField id="form-email" label="Email" type="email" name="email" autoComplete="email" />
      <PasswordField
        id="form-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        showLabel="Show password"
      />
      <Button type="submit" size="large" fullWidth>
        Sign In
      </Button>
    </>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  tags: ['autodocs'],
  args: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted();
    },
    children: <SignInFields />,
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
        component: [
          'A form whose parts (messages, fields, actions) stand one under the other at an even gap. Its controls sit in one borderless `<fieldset>`, so `disabled` switches them all off at once, e.g. until the page can respond to input.',
          '',
          '**Accessibility criteria**',
          '- It is a native `<form>`: Enter in a field submits it, and it works with the browser’s own form handling (WCAG 2.1.1, 4.1.2).',
          '- `disabled` uses the native `<fieldset disabled>`, so every control inside is announced as unavailable and leaves the tab order together (4.1.2); nothing looks enabled while it cannot be used.',
          '- The reading and focus order follow the order of the children (1.3.2, 2.4.3); nothing is placed out of order by CSS.',
          '- The group reflows to one column and never scrolls sideways at 320 px (1.4.10).',
          '- With `noValidate`, the app must show its own messages (an error summary and messages at the fields, 3.3.1).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana.souza@example.com{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Nothing inside takes focus while the form is disabled.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

function EnablesLater(args: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setReady(true)}>
        Page ready
      </Button>
      <Form onSubmit={args.onSubmit} disabled={!ready}>
        <SignInFields />
      </Form>
    </>
  );
}

/** Disabled until the page can respond, then enabled in one go. */
export const EnabledWhenReady: Story = {
  render: (args) => <EnablesLater onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page ready' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
