import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateSignup, type SignupForm } from '../../portal/lib/validation';

const valid: SignupForm = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual([]);
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'firstNameRequired'],
    [{ lastName: '' }, 'lastName', 'lastNameRequired'],
    [{ email: '' }, 'email', 'emailRequired'],
    [{ email: 'ana@example' }, 'email', 'emailInvalid'],
    [{ email: 'ana @example.com' }, 'email', 'emailInvalid'],
    [{ email: 'ana@exa mple.com' }, 'email', 'emailInvalid'],
    [{ password: '', confirmPassword: '' }, 'password', 'passwordRequired'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'password', 'passwordTooShort'],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', 'passwordsMismatch'],
  ] as const)('reports %j as %s/%s', (change, field, code) => {
    expect(validateSignup({ ...valid, ...change })).toEqual([{ field, code }]);
  });

  it('accepts exactly six characters and an e-mail with surrounding spaces', () => {
    expect(
      validateSignup({ ...valid, email: ' ana@example.com ', password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual([]);
  });

  it('collects every problem at once, in field order', () => {
    expect(
      validateSignup({ firstName: '', lastName: '', email: 'nope', password: '123', confirmPassword: '' }).map(
        (problem) => problem.code,
      ),
    ).toEqual(['firstNameRequired', 'lastNameRequired', 'emailInvalid', 'passwordTooShort', 'passwordsMismatch']);
  });

  it('does not call two empty passwords a mismatch', () => {
    expect(validateNewPassword('', '')).toEqual([{ field: 'password', code: 'passwordRequired' }]);
  });
});
