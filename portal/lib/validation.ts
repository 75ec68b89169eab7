/**
 * Form rules (docs/product.md § Validation). The rules return codes; the screens turn codes into messages
 * (`validationMessages`), so the rules stay testable without react-intl.
 */

/** An e-mail address: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export type SignupField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

export type ValidationCode =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordsMismatch';

export interface FieldProblem<F extends string = SignupField> {
  field: F;
  code: ValidationCode;
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type PasswordField = 'password' | 'confirmPassword';

/** The rules for a new password and its confirmation (signup and password reset). */
export function validateNewPassword(password: string, confirmPassword: string): FieldProblem<PasswordField>[] {
  const problems: FieldProblem<PasswordField>[] = [];
  if (!password) problems.push({ field: 'password', code: 'passwordRequired' });
  else if (password.length < MIN_PASSWORD_LENGTH) problems.push({ field: 'password', code: 'passwordTooShort' });
  if (password !== confirmPassword) problems.push({ field: 'confirmPassword', code: 'passwordsMismatch' });
  return problems;
}

/** Every problem of the signup form, in field order (all collected, shown together). */
export function validateSignup(form: SignupForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!form.firstName.trim()) problems.push({ field: 'firstName', code: 'firstNameRequired' });
  if (!form.lastName.trim()) problems.push({ field: 'lastName', code: 'lastNameRequired' });
  const email = form.email.trim();
  if (!email) problems.push({ field: 'email', code: 'emailRequired' });
  else if (!EMAIL_PATTERN.test(email)) problems.push({ field: 'email', code: 'emailInvalid' });
  problems.push(...validateNewPassword(form.password, form.confirmPassword));
  return problems;
}
