// The validated form of the sign-in screens and the account page (portal/forms): fields bound by
// name, the summary and notice it draws, and the submit button's busy state.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { FormPasswordField, FormTextField, SubmitButton } from '../../portal/forms/fields';
import { useValidatedForm, type FormNotice } from '../../portal/forms/useValidatedForm';
import { ValidatedForm } from '../../portal/forms/ValidatedForm';

const inEnglish = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      {ui}
    </IntlProvider>,
  );

function PasswordForm({
  action,
}: {
  action: (values: { name: string; secret: string }) => Promise<FormNotice | void>;
}) {
  const form = useValidatedForm({
    initial: { name: '', secret: '' },
    ids: { name: 'test-name', secret: 'test-secret' },
    validate: ({ secret }) => (secret ? [] : [{ field: 'secret' as const, code: 'passwordRequired' as const }]),
  });
  return (
    <ValidatedForm form={form} onSubmit={form.submit(action)} noValidate noticeId="test-notice">
      <FormTextField field="name" label="Name" required />
      <FormPasswordField field="secret" name="password" label="Secret" required />
      <SubmitButton loadingLabel="Saving…">Save</SubmitButton>
    </ValidatedForm>
  );
}

describe('ValidatedForm', () => {
  it('gives each field its id, name, required words and the show-password toggle', () => {
    inEnglish(<PasswordForm action={async () => undefined} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('id', 'test-name');
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toBeRequired();
    expect(screen.getAllByText('required')).toHaveLength(2);
    const secret = screen.getByLabelText(/Secret/, { selector: 'input' });
    expect(secret).toHaveAttribute('id', 'test-secret');
    expect(secret).toHaveAttribute('name', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists the problems linked to their fields, marks the field, and clears them on edit', async () => {
    const action = vi.fn(async () => undefined);
    inEnglish(<PasswordForm action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: 'Password is required' });
    expect(link).toHaveAttribute('href', '#test-secret');
    const secret = screen.getByLabelText(/Secret/, { selector: 'input' });
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
    await userEvent.type(secret, 'x');
    expect(screen.queryByRole('link', { name: 'Password is required' })).not.toBeInTheDocument();
    expect(secret).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the submit busy while the action runs, then shows its notice', async () => {
    let finish: (notice: FormNotice) => void = () => undefined;
    const action = vi.fn(() => new Promise<FormNotice>((resolve) => (finish = resolve)));
    inEnglish(<PasswordForm action={action} />);
    await userEvent.type(screen.getByLabelText(/Secret/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(action).toHaveBeenCalledWith({ name: '', secret: 'secret1' });
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    finish({ tone: 'error', text: 'Refused' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(document.getElementById('test-notice')).toHaveTextContent('Refused');
  });

  it('refuses a field outside a form, or one the form does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => inEnglish(<FormTextField field="name" label="Name" />)).toThrow(/inside a ValidatedForm/);
    function Unknown() {
      const form = useValidatedForm({ initial: { name: '' }, ids: { name: 'n' } });
      return (
        <ValidatedForm form={form} onSubmit={form.submit(async () => undefined)}>
          <FormTextField field="email" label="E-mail" />
        </ValidatedForm>
      );
    }
    expect(() => inEnglish(<Unknown />)).toThrow('The form has no field "email".');
    vi.mocked(console.error).mockRestore();
  });
});
