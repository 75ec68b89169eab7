import { config } from '../config';
import type { AuthResult, AuthService } from './AuthService';

type Implementation = Promise<AuthService>;

/**
 * The supabase-js implementation, imported with the first call: pages that never touch auth (the
 * landing page of a visitor who is not signed in) download none of its code.
 */
function loadedOnFirstUse(load: () => Implementation): AuthService {
  let implementation: Implementation | null = null;
  const service = () =>
    (implementation ??= load().catch((error: unknown) => {
      implementation = null;
      throw error;
    }));
  const call =
    <A extends unknown[], T>(method: (auth: AuthService, ...args: A) => Promise<AuthResult<T>>) =>
    async (...args: A): Promise<AuthResult<T>> => {
      try {
        return await method(await service(), ...args);
      } catch (error) {
        return {
          ok: false,
          error: { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) },
        };
      }
    };
  return {
    signIn: call((auth, email: string, password: string) => auth.signIn(email, password)),
    signUp: call((auth, input: Parameters<AuthService['signUp']>[0]) => auth.signUp(input)),
    signOut: call((auth) => auth.signOut()),
    getUser: call((auth) => auth.getUser()),
    getSession: call((auth) => auth.getSession()),
    updateUserData: call((auth, data: Parameters<AuthService['updateUserData']>[0]) => auth.updateUserData(data)),
    requestPasswordReset: call((auth, email: string, redirectTo: string) =>
      auth.requestPasswordReset(email, redirectTo),
    ),
    updatePassword: call((auth, password: string) => auth.updatePassword(password)),
    onAuthStateChange(listener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      service().then(
        (auth) => {
          if (!cancelled) unsubscribe = auth.onAuthStateChange(listener);
        },
        (error: unknown) => console.error('[auth] Could not load the auth client', error),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}

/** The app's AuthService: supabase-js against the configured project (same origin by default). */
export const defaultAuthService: AuthService = loadedOnFirstUse(() =>
  import('./supabaseAuthService').then(({ createSupabaseAuthService }) =>
    createSupabaseAuthService({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey }),
  ),
);
