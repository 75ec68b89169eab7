/**
 * The one door to authentication. Pages and hooks call this interface, never supabase-js:
 * production wires `createSupabaseAuthService()` (supabase-js loaded lazily, so the landing page
 * does not ship it); stories and unit tests wire `createMemoryAuthService()`.
 *
 * Every method resolves (never rejects) to a typed result, so callers branch on `error.kind`
 * instead of parsing messages:
 *
 *   const result = await auth.signIn(email, password);
 *   if (!result.ok && result.error.kind === 'invalid_credentials') …
 */
import type { StepRoute } from '../paths';

/** The signed-in person, with the profile and progress kept in `user_metadata`. */
export interface AuthUser {
  id: string;
  /** Lower-cased by the auth server. */
  email: string;
  /** `user_metadata.first_name` as entered (not title-cased); '' when missing. */
  firstName: string;
  /** `user_metadata.last_name` as entered; '' when missing. */
  lastName: string;
  /** `user_metadata.last_step`, when it holds a valid step route. */
  lastStep: StepRoute | null;
  /** `user_metadata.step2_completed === true`. */
  step2Completed: boolean;
  /**
   * `app_metadata.role === 'staff'`: the staff console is offered. Only the server can grant the
   * role, and the server checks it again on every staff call.
   */
  staff: boolean;
}

export interface AuthSession {
  user: AuthUser;
  /** Unix seconds at which the access token expires. */
  expiresAt: number | null;
}

export type AuthErrorKind =
  /** Wrong e-mail or password (also unknown e-mail: no enumeration). */
  | 'invalid_credentials'
  /** Sign-up with an e-mail that already has an account. */
  | 'user_already_exists'
  /** The account exists but its e-mail address is not confirmed yet. */
  | 'email_not_confirmed'
  /** The password is shorter than the server's minimum or otherwise rejected as weak. */
  | 'weak_password'
  /** The new password equals the current one. */
  | 'same_password'
  /** A recovery or confirmation link that is invalid, used or expired. */
  | 'otp_expired'
  /** An operation that needs a session was called without one. */
  | 'session_missing'
  /** Too many requests; try again later. */
  | 'rate_limited'
  /** Any other error the auth service answered with (its message is meaningful). */
  | 'service'
  /** Network failure or an exception (the message is for logs, not for users). */
  | 'unexpected';

export interface AuthError {
  kind: AuthErrorKind;
  /** The service's own message (or the exception's), e.g. 'User already registered'. */
  message: string;
  /** The service's error code when it sent one, e.g. 'user_already_exists'. */
  code?: string;
}

export type AuthResult<T> = { ok: true; value: T } | { ok: false; error: AuthError };

/** What `signUp` produced: a session (auto-confirm), or an account waiting for e-mail confirmation. */
export type SignUpOutcome =
  { status: 'signed_in'; user: AuthUser } | { status: 'confirmation_required'; user: AuthUser };

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Keys the portal keeps in `user_metadata` (shallow-merged by the server; `null` deletes a key). */
export interface UserMetadataPatch {
  first_name?: string;
  last_name?: string;
  last_step?: StepRoute;
  step2_completed?: boolean;
  /** The portal language the person chose (e-mails to them are written in it). */
  language?: string;
}

export type AuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export type AuthStateListener = (event: AuthEvent, session: AuthSession | null) => void;

export interface AuthService {
  /** Password sign-in. */
  signIn(email: string, password: string): Promise<AuthResult<AuthUser>>;
  /** Creates an account with `first_name`/`last_name` in its metadata. */
  signUp(input: SignUpInput): Promise<AuthResult<SignUpOutcome>>;
  /** Ends the session on this device (local state is cleared even if the server is unreachable). */
  signOut(): Promise<AuthResult<void>>;
  /** Asks the server for the current user (validates the access token). `null` when signed out. */
  getUser(): Promise<AuthResult<AuthUser | null>>;
  /** The session held by the client (refreshed when near expiry). `null` when signed out. */
  getSession(): Promise<AuthResult<AuthSession | null>>;
  /** Subscribes to session events; returns the unsubscribe function. */
  onAuthStateChange(listener: AuthStateListener): () => void;
  /** Merges `data` into the user's metadata. */
  updateUserData(data: UserMetadataPatch): Promise<AuthResult<AuthUser>>;
  /** Sends a recovery e-mail whose link lands on `redirectTo`. Succeeds for unknown e-mails too. */
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult<void>>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(password: string): Promise<AuthResult<AuthUser>>;
}

/** Builds an `AuthUser` from a GoTrue user object (shared by both implementations). */
export function toAuthUser(user: {
  id: string;
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}): AuthUser {
  const meta = user.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const lastStep = meta.last_step;
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    lastStep: isStep(lastStep) ? lastStep : null,
    step2Completed: meta.step2_completed === true,
    staff: user.app_metadata?.role === 'staff',
  };
}

const stepPattern = /^\/(step[1-6]|basic-data-form)$/;
function isStep(value: unknown): value is StepRoute {
  return typeof value === 'string' && stepPattern.test(value);
}

/** Maps a GoTrue error code (and HTTP status) to the kind the portal branches on. */
export function classifyAuthError(
  code: string | undefined,
  status: number | undefined,
  message: string,
): AuthErrorKind {
  switch (code) {
    case 'invalid_credentials':
      return 'invalid_credentials';
    case 'user_already_exists':
    case 'email_exists':
      return 'user_already_exists';
    case 'email_not_confirmed':
      return 'email_not_confirmed';
    case 'weak_password':
      return 'weak_password';
    case 'same_password':
      return 'same_password';
    case 'otp_expired':
      return 'otp_expired';
    case 'session_not_found':
    case 'session_expired':
    case 'no_authorization':
    case 'bad_jwt':
      return 'session_missing';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return 'rate_limited';
    default:
      break;
  }
  // A duplicate account is recognised by its message as well as its code (docs/product.md § Errors).
  if (/User already registered/i.test(message)) return 'user_already_exists';
  if (status === 429) return 'rate_limited';
  if (status !== undefined && status >= 400 && status < 500) return 'service';
  return 'unexpected';
}
