import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout, Button, ErrorSummary, Icon, Logo, PasswordField, Stack, TextField, TextLink } from '../../ui';
import { vars } from '../../ui/theme';

const onSubmit = fn();

function LoginForm({ loading = false }: { loading?: boolean }) {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="medium">
        <TextField
          id="email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          requiredLabel="required"
          defaultValue="ana.souza@example.com"
        />
        <Stack gap="xsmall">
          <PasswordField
            id="password"
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            requiredLabel="required"
            showLabel="Show password"
          />
          <Stack direction="horizontal" justify="end">
            <TextLink href="/forgot-password">Forgot password?</TextLink>
          </Stack>
        </Stack>
        <Button type="submit" fullWidth size="large" loading={loading} loadingLabel="Signing in…">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

// As the app draws it: the kit's arrow icon (it mirrors in right-to-left text), then the words.
const backLink = (
  <TextLink href="/" icon={<Icon name="arrow-left" size="small" />}>
    Back to Home
  </TextLink>
);

const meta = {
  title: 'UI/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  args: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your ITIN application',
    logo: <Logo name="ITIN Bridge" href="/" linkLabel="ITIN Bridge home" />,
    backLink,
    footer: 'Protected by 256-bit SSL encryption • FDIC Insured',
    alternative: (
      <>
        Don’t have an account? <TextLink href="/signup">Create account</TextLink>
      </>
    ),
    children: <LoginForm />,
  },
  decorators: [
    // Full-bleed: cancel the story frame's padding so the layout fills the viewport as in the app.
    (Story) => (
      <div style={{ margin: `calc(-1 * ${vars.space.medium})` }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone (375px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        // Tall enough for the whole signup form, so the screenshot is not cut at the fold.
        desktopTall: { name: 'Desktop, tall', styles: { width: '1200px', height: '1300px' }, type: 'desktop' },
      },
    },
    docs: {
      description: {
        component:
          'The layout of the login, signup and password screens: one centred card on a quiet branded background ' +
          'with slots for the logo, the screen’s `<h1>` title and subtitle, the form, a reassurance footer and a ' +
          'back-to-home link, and the line at the foot of the card that leads to the other screen (`alternative`). It renders the `main` landmark unless `as="div"`. The reading and focus order ' +
          'follow the visual order (back link, logo, title, form, footer; WCAG 1.3.2, 2.4.3), everything reflows ' +
          'to a single column at 320px (1.4.10), and the subtitle and footer keep 4.5:1 contrast over the ' +
          'background glow in both themes (1.4.3).',
      },
    },
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    // Reading and focus order: back link, logo link, then the form.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'ITIN Bridge home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Secur3-Pa55');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(onSubmit).toHaveBeenCalled();
    // The way to the other screen closes the card, under the form.
    const alternative = canvas.getByText(/Don’t have an account\?/);
    await expect(alternative.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Sign In' }).getBoundingClientRect().bottom,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoginPhone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375);
    // Nothing may scroll sideways at phone width.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const SigningIn: Story = {
  args: { children: <LoginForm loading /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
  },
};

function SignupForm() {
  const [showErrors, setShowErrors] = useState(true);
  const clear = () => setShowErrors(false);
  return (
    <Stack gap="medium">
      {showErrors ? (
        <ErrorSummary
          title="Please correct the following"
          errors={[
            { message: 'Last name is required', href: '#lastName' },
            { message: 'Passwords do not match', href: '#confirmPassword' },
          ]}
        />
      ) : null}
      <Stack direction={{ mobile: 'vertical', tablet: 'horizontal' }} gap="medium" align="start">
        <TextField id="firstName" label="First name" autoComplete="given-name" defaultValue="Ana" onChange={clear} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" onChange={clear} />
      </Stack>
      <TextField
        id="signupEmail"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue="ana.souza@example.com"
        onChange={clear}
      />
      <PasswordField
        id="newPassword"
        label="Password"
        autoComplete="new-password"
        showLabel="Show password"
        hint="At least 6 characters."
        onChange={clear}
      />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        showLabel="Show password"
        onChange={clear}
      />
      <Button type="submit" fullWidth size="large">
        Create Account
      </Button>
    </Stack>
  );
}

export const SignupWithErrors: Story = {
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: {
    title: 'Create your account',
    subtitle: 'Start your ITIN application in minutes',
    alternative: (
      <>
        Already have an account? <TextLink href="/login">Sign in</TextLink>
      </>
    ),
    children: <SignupForm />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'Please correct the following' });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const SignupClearsErrorsOnEdit: Story = {
  args: SignupWithErrors.args,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Souza');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Willkommen zurück bei Ihrem Antrag',
    subtitle: 'Melden Sie sich an, um Ihren Antrag auf eine Steueridentifikationsnummer fortzusetzen',
    backLink: (
      <TextLink href="/" icon={<Icon name="arrow-left" size="small" />}>
        Zurück zur Startseite
      </TextLink>
    ),
    footer: 'Geschützt durch 256-Bit-SSL-Verschlüsselung • FDIC-versichert',
    alternative: (
      <>
        Noch kein Konto? <TextLink href="/signup">Konto erstellen</TextLink>
      </>
    ),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'مرحبًا بعودتك',
    subtitle: 'سجّل الدخول لمتابعة طلبك',
    backLink: (
      <TextLink href="/" icon={<Icon name="arrow-left" size="small" />}>
        العودة إلى الصفحة الرئيسية
      </TextLink>
    ),
    footer: 'محمي بتشفير SSL بقوة 256 بت',
    alternative: (
      <>
        ليس لديك حساب؟ <TextLink href="/signup">أنشئ حسابًا</TextLink>
      </>
    ),
  },
};
