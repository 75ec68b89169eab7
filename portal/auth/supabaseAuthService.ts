/**
 * AuthService on supabase-js. The library is imported dynamically on first use, so routes that
 * never touch auth (the landing page of a visitor with no stored session) do not download it.
 */
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import {
  classifyAuthError,
  toAuthUser,
  type AuthError,
  type AuthEvent,
  type AuthResult,
  type AuthService,
  type AuthSession,
  type AuthStateListener,
  type AuthUser,
} from './AuthService';

export interface SupabaseAuthOptions {
  /** Project URL (or the local server's origin). */
  url: string;
  /** Public anonymous key. */
  anonKey: string;
}

const knownEvents: readonly AuthEvent[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
];

function toSession(session: Session | null): AuthSession | null {
  return session ? { user: toAuthUser(session.user), expiresAt: session.expires_at ?? null } : null;
}

function fromError(error: unknown): AuthError {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code, status, name } = error as { message: string; code?: string; status?: number; name?: string };
    if (name === 'AuthSessionMissingError') return { kind: 'session_missing', message, code };
    // Network failures and 5xx surface as retryable errors: not the user's fault, not a service verdict.
    if (name === 'AuthRetryableFetchError') return { kind: 'unexpected', message, code };
    return { kind: classifyAuthError(code, status, message), message, code };
  }
  return { kind: 'unexpected', message: String(error) };
}

const fail = <T>(error: unknown): AuthResult<T> => ({ ok: false, error: fromError(error) });

/** Creates the production AuthService. The supabase client is created once, on first use. */
export function createSupabaseAuthService({ url, anonKey }: SupabaseAuthOptions): AuthService {
  let client: Promise<SupabaseClient> | null = null;
  const getClient = () =>
    (client ??= import('./supabaseClient').then(({ supabaseClient }) => supabaseClient(url, anonKey)));

  async function run<T>(operation: (client: SupabaseClient) => Promise<AuthResult<T>>): Promise<AuthResult<T>> {
    try {
      return await operation(await getClient());
    } catch (error) {
      return {
        ok: false,
        error: { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  const userResult = (user: User | null, error: unknown): AuthResult<AuthUser> =>
    error ? fail(error) : user ? { ok: true, value: toAuthUser(user) } : fail({ message: 'No user returned' });

  return {
    signIn: (email, password) =>
      run(async (c) => {
        const { data, error } = await c.auth.signInWithPassword({ email, password });
        return userResult(data.user, error);
      }),

    signUp: ({ email, password, firstName, lastName }) =>
      run(async (c) => {
        const { data, error } = await c.auth.signUp({
          email,
          password,
          options: { data: { first_name: firstName, last_name: lastName } },
        });
        if (error) return fail(error);
        if (!data.user) return fail({ message: 'No user returned' });
        const user = toAuthUser(data.user);
        return {
          ok: true,
          value: data.session ? { status: 'signed_in', user } : { status: 'confirmation_required', user },
        };
      }),

    signOut: () =>
      run(async (c) => {
        // 'local': signing out here must not end the user's sessions on other devices.
        const { error } = await c.auth.signOut({ scope: 'local' });
        return error ? fail(error) : { ok: true, value: undefined };
      }),

    getUser: () =>
      run(async (c) => {
        // getUser() asks the server; without a stored session it answers with a missing-session error.
        const { data: sessionData } = await c.auth.getSession();
        if (!sessionData.session) return { ok: true, value: null };
        const { data, error } = await c.auth.getUser();
        return error ? fail(error) : { ok: true, value: data.user ? toAuthUser(data.user) : null };
      }),

    getSession: () =>
      run(async (c) => {
        const { data, error } = await c.auth.getSession();
        return error ? fail(error) : { ok: true, value: toSession(data.session) };
      }),

    onAuthStateChange(listener: AuthStateListener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void getClient().then((c) => {
        if (cancelled) return;
        const { data } = c.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
          // Calling back into the client from inside this callback can dead-lock it, so the
          // listener runs on the next task.
          if (knownEvents.includes(event as AuthEvent)) {
            setTimeout(() => listener(event as AuthEvent, toSession(session)), 0);
          }
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },

    updateUserData: (data) =>
      run(async (c) => {
        const { data: result, error } = await c.auth.updateUser({ data });
        return userResult(result.user, error);
      }),

    requestPasswordReset: (email, redirectTo) =>
      run(async (c) => {
        const { error } = await c.auth.resetPasswordForEmail(email, { redirectTo });
        return error ? fail(error) : { ok: true, value: undefined };
      }),

    updatePassword: (password) =>
      run(async (c) => {
        const { data, error } = await c.auth.updateUser({ password });
        return userResult(data.user, error);
      }),
  };
}
