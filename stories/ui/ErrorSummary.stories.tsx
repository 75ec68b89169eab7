import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary, PasswordField, Stack, TextField } from '../../ui';

// The seven signup messages of the specification, each linked to its field.
const signupErrors = [
  { message: 'First name is required', href: '#firstName' },
  { message: 'Last name is required', href: '#lastName' },
  { message: 'Email is required', href: '#email' },
  { message: 'Please enter a valid email address', href: '#email' },
  { message: 'Password is required', href: '#password' },
  { message: 'Password must be at least 6 characters long', href: '#password' },
  { message: 'Passwords do not match', href: '#confirmPassword' },
];

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: { title: 'Please correct the following', errors: signupErrors, focusOnMount: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        // Tall enough for the summary and the whole form below it.
        desktopTall: { name: 'Desktop, tall', styles: { width: '1200px', height: '1100px' }, type: 'desktop' },
      },
    },
    docs: {
      description: {
        component:
          'The GOV.UK error summary pattern: every validation message of a form in one titled list, shown above ' +
          'the form after a submit (WCAG 3.3.1 Error Identification). The box is a `role="alert"` region named by ' +
          'its heading, so all messages are announced together; with `focusOnMount` it also takes focus when it ' +
          'appears, so the next Tab reaches the first link. Each message can link to its field: following the ' +
          'link focuses the input and scrolls its label into view. The thick border and icon mark it as an ' +
          'error without relying on colour (1.4.1). The signup form removes the summary as soon as a field is ' +
          'edited.',
      },
    },
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignupErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'Please correct the following' });
    await expect(summary).toHaveFocus();
    const items = within(summary).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(signupErrors.map(({ message }) => message));
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(links[6]).toHaveAttribute('href', '#confirmPassword');
  },
};

export const LinkFocusesField: Story = {
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  render: (args) => (
    <Stack gap="large">
      <ErrorSummary {...args} />
      <Stack gap="medium">
        <TextField id="firstName" label="First name" autoComplete="given-name" error="First name is required" />
        <TextField id="lastName" label="Last name" autoComplete="family-name" error="Last name is required" />
        <TextField id="email" label="Email" type="email" autoComplete="email" error="Email is required" />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          showLabel="Show password"
          error="Password is required"
        />
        <PasswordField
          id="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          showLabel="Show password"
          error="Passwords do not match"
        />
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Please correct the following' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First name is required' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Passwords do not match' }));
    await expect(canvas.getByLabelText('Confirm password', { selector: 'input' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Last name is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  },
};

export const WithoutFocusOnMount: Story = {
  args: { focusOnMount: false, errors: signupErrors.slice(0, 2) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).not.toHaveFocus();
  },
};

export const MessagesWithoutLinks: Story = {
  args: {
    title: 'Your account could not be created',
    errors: [
      {
        message: 'An account with this email already exists. Please sign in instead or use a different email address.',
      },
    ],
    focusOnMount: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Bitte korrigieren Sie die folgenden Angaben, bevor Sie fortfahren',
    description: 'Ihr Konto wurde noch nicht erstellt.',
    errors: [
      { message: 'Vorname ist erforderlich', href: '#firstName' },
      { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein', href: '#email' },
      { message: 'Das Passwort muss mindestens 6 Zeichen lang sein', href: '#password' },
      { message: 'Die Passwörter stimmen nicht überein', href: '#confirmPassword' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'يرجى تصحيح ما يلي',
    errors: [
      { message: 'الاسم الأول مطلوب', href: '#firstName' },
      { message: 'يرجى إدخال بريد إلكتروني صالح', href: '#email' },
      { message: 'كلمتا المرور غير متطابقتين', href: '#confirmPassword' },
    ],
  },
};
