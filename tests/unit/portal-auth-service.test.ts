import { describe, expect, it } from 'vitest';
import { classifyAuthError, toAuthUser } from '../../portal/auth/AuthService';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';

describe('classifyAuthError (error codes of the auth API)', () => {
  it.each([
    ['invalid_credentials', 400, 'invalid_credentials'],
    ['user_already_exists', 422, 'user_already_exists'],
    ['email_not_confirmed', 400, 'email_not_confirmed'],
    ['weak_password', 422, 'weak_password'],
    ['same_password', 422, 'same_password'],
    ['otp_expired', 403, 'otp_expired'],
    ['session_not_found', 403, 'session_missing'],
    ['over_request_rate_limit', 429, 'rate_limited'],
    ['over_email_send_rate_limit', 429, 'rate_limited'],
    ['validation_failed', 400, 'service'],
  ] as const)('maps %s (%i) to %s', (code, status, kind) => {
    expect(classifyAuthError(code, status, 'message')).toBe(kind);
  });

  it("recognises a duplicate account by the message 'User already registered'", () => {
    expect(classifyAuthError(undefined, 400, 'User already registered')).toBe('user_already_exists');
  });

  it('treats network failures and server errors as unexpected', () => {
    expect(classifyAuthError(undefined, 0, 'Failed to fetch')).toBe('unexpected');
    expect(classifyAuthError(undefined, 500, 'Internal error')).toBe('unexpected');
    expect(classifyAuthError(undefined, undefined, 'boom')).toBe('unexpected');
  });
});

describe('toAuthUser', () => {
  it('reads names and progress from user_metadata', () => {
    expect(
      toAuthUser({
        id: 'u1',
        email: 'ana@example.com',
        user_metadata: { first_name: 'Ana', last_name: 'Silva', last_step: '/step4', step2_completed: true },
      }),
    ).toEqual({
      id: 'u1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Silva',
      lastStep: '/step4',
      step2Completed: true,
      staff: false,
    });
  });

  it('reads the staff role from app_metadata only', () => {
    expect(toAuthUser({ id: 'u3', email: 's@example.com', app_metadata: { role: 'staff' } }).staff).toBe(true);
    expect(toAuthUser({ id: 'u4', email: 'a@example.com', app_metadata: { provider: 'email' } }).staff).toBe(false);
    expect(toAuthUser({ id: 'u5', email: 'a@example.com', user_metadata: { role: 'staff' } }).staff).toBe(false);
  });

  it('ignores missing or malformed metadata', () => {
    expect(
      toAuthUser({
        id: 'u2',
        email: null,
        user_metadata: { first_name: 7, last_step: 'https://evil.example', step2_completed: 'yes' },
      }),
    ).toEqual({
      id: 'u2',
      email: '',
      firstName: '',
      lastName: '',
      lastStep: null,
      step2Completed: false,
      staff: false,
    });
  });
});

describe('createMemoryAuthService', () => {
  it('follows the server rules the screens rely on', async () => {
    const auth = createMemoryAuthService({ users: [{ email: 'Ana@Example.com', password: 'secret1' }] });
    expect(await auth.signIn('ana@example.com', 'nope')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_credentials' },
    });
    expect(
      await auth.signUp({ email: 'ana@example.com', password: 'secret1', firstName: '', lastName: '' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'user_already_exists', message: 'User already registered' },
    });
    expect(
      await auth.signUp({ email: 'bo@example.com', password: '12345', firstName: '', lastName: '' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'weak_password' },
    });
    expect(await auth.updateUserData({ last_step: '/step2' })).toMatchObject({
      ok: false,
      error: { kind: 'session_missing' },
    });
    expect(await auth.signIn('ana@example.com', 'secret1')).toMatchObject({
      ok: true,
      value: { email: 'ana@example.com' },
    });
    expect(await auth.updateUserData({ last_step: '/step2' })).toMatchObject({
      ok: true,
      value: { lastStep: '/step2' },
    });
    expect(await auth.requestPasswordReset('nobody@example.com', 'http://x/reset-password')).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('refuses a signed-in user that does not exist', () => {
    expect(() => createMemoryAuthService({ signedInAs: 'ghost@example.com' })).toThrow(/not in users/);
  });
});
