import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    onChange: fn(),
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
          'A labelled text input following the GOV.UK text input anatomy: a visible `<label>` tied to the input ' +
          '(WCAG 1.3.1, 2.5.3, 3.3.2), an optional hint and an error message both linked with `aria-describedby`, ' +
          'and `aria-invalid` while there is an error (3.3.1). The error is shown as text with an icon and a ' +
          'thicker border, never by colour alone (1.4.1). `required` sets the native attribute and shows a marker ' +
          'whose text alternative comes from `requiredLabel`. The field border has 3:1 contrast (1.4.11), focus ' +
          'shows a 3px ring (2.4.7), the font is 16px so phones do not zoom, and `autoComplete` should name the ' +
          'purpose of personal data fields (1.3.5).',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.clear(input);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ana.souza@example.com' },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone number',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Include your country code, for example +49 30 1234567',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('Include your country code, for example +49 30 1234567');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    id: 'email',
    defaultValue: 'ana.souza@',
    hint: 'We send your application updates here.',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(
      'We send your application updates here. Please enter a valid email address',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.souza@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: {
    label: 'First name',
    name: 'firstName',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    requiredLabel: 'required',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name required' });
    await expect(input).toBeRequired();
  },
};

export const LongGermanLabel: Story = {
  args: {
    label: 'E-Mail-Adresse für Benachrichtigungen zum Bearbeitungsstand Ihres Antrags',
    hint: 'Wir verwenden diese Adresse ausschließlich für Mitteilungen der Steuerbehörde und unseres Teams.',
    error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    required: true,
    requiredLabel: 'erforderlich',
    defaultValue: 'maximilian.mustermann@',
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'البريد الإلكتروني',
    hint: 'سنرسل إليك تحديثات طلبك هنا.',
    required: true,
    requiredLabel: 'مطلوب',
    defaultValue: 'ana@example.com',
  },
};
