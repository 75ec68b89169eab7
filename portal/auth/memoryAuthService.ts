/**
 * An AuthService that lives in memory, for stories and unit tests. It follows the server's rules
 * that the screens depend on (duplicate e-mail, invalid credentials, minimum password length,
 * metadata merge, recovery links) and can be told to be slow or to fail.
 *
 *   const auth = createMemoryAuthService({
 *     users: [{ email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' }],
 *     signedInAs: 'ana@example.com',     // start with a session
 *     latency: 300,                      // ms per call; Infinity never answers (loading states)
 *     errors: { signIn: { kind: 'unexpected', message: 'Network down' } },
 *   });
 */
import type { StepRoute } from '../paths';
import type {
  AuthError,
  AuthEvent,
  AuthResult,
  AuthService,
  AuthSession,
  AuthStateListener,
  AuthUser,
  UserMetadataPatch,
} from './AuthService';

export interface MemoryUser {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  lastStep?: StepRoute;
  step2Completed?: boolean;
  /** Holds the staff role (`app_metadata.role = 'staff'`). */
  staff?: boolean;
}

export interface MemoryAuthOptions {
  /** Accounts that exist from the start. */
  users?: MemoryUser[];
  /** E-mail of a user who starts signed in. */
  signedInAs?: string;
  /** Delay of every call in ms; `Infinity` leaves calls pending forever. @default 0 */
  latency?: number;
  /** Forced failures by method name: the method answers with this error instead of working. */
  errors?: Partial<Record<keyof AuthService, AuthError>>;
  /** Answer sign-up with "confirmation required" instead of a session (hosted default). @default false */
  requireEmailConfirmation?: boolean;
}

/** A recovery e-mail the memory service "sent". */
export interface MemoryMail {
  to: string;
  redirectTo: string;
}

export interface MemoryAuthService extends AuthService {
  /** Recovery e-mails requested so far (for known and unknown addresses alike). */
  readonly outbox: readonly MemoryMail[];
  /** Current accounts (a copy). */
  users(): MemoryUser[];
  /** Starts a recovery session for `email`, as following the e-mailed link would. */
  startRecovery(email: string): boolean;
  /** Ends the session as the server would (expiry, revocation) and emits SIGNED_OUT. */
  expireSession(): void;
}

const MIN_PASSWORD = 6;

export function createMemoryAuthService(options: MemoryAuthOptions = {}): MemoryAuthService {
  const latency = options.latency ?? 0;
  const accounts = new Map<string, MemoryUser & { id: string }>();
  let nextId = 1;
  const addAccount = (user: MemoryUser) => {
    const email = user.email.trim().toLowerCase();
    const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
    accounts.set(email, { ...user, email, id });
  };
  options.users?.forEach(addAccount);

  let current: string | null = options.signedInAs?.toLowerCase() ?? null;
  if (current && !accounts.has(current))
    throw new Error(`createMemoryAuthService: signedInAs "${current}" is not in users.`);
  const listeners = new Set<AuthStateListener>();
  const outbox: MemoryMail[] = [];

  const toUser = (email: string): AuthUser => {
    const account = accounts.get(email)!;
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      lastStep: account.lastStep ?? null,
      step2Completed: account.step2Completed === true,
      staff: account.staff === true,
    };
  };
  const session = (): AuthSession | null => (current ? { user: toUser(current), expiresAt: null } : null);
  const emit = (event: AuthEvent) => {
    const value = session();
    listeners.forEach((listener) => setTimeout(() => listener(event, value), 0));
  };

  function answer<T>(method: keyof AuthService, work: () => AuthResult<T>): Promise<AuthResult<T>> {
    return new Promise((resolve) => {
      if (latency === Infinity) return;
      setTimeout(() => {
        const forced = options.errors?.[method];
        resolve(forced ? { ok: false, error: forced } : work());
      }, latency);
    });
  }
  const error = <T>(kind: AuthError['kind'], message: string, code?: string): AuthResult<T> => ({
    ok: false,
    error: { kind, message, ...(code ? { code } : {}) },
  });
  const noSession = <T>() => error<T>('session_missing', 'Auth session missing!');

  return {
    get outbox() {
      return outbox;
    },
    users: () => [...accounts.values()].map(({ id: _id, ...user }) => ({ ...user })),
    startRecovery(email) {
      const key = email.trim().toLowerCase();
      if (!accounts.has(key)) return false;
      current = key;
      emit('PASSWORD_RECOVERY');
      return true;
    },
    expireSession() {
      current = null;
      emit('SIGNED_OUT');
    },

    signIn: (email, password) =>
      answer('signIn', () => {
        const key = email.trim().toLowerCase();
        const account = accounts.get(key);
        if (!account || account.password !== password)
          return error('invalid_credentials', 'Invalid login credentials', 'invalid_credentials');
        current = key;
        emit('SIGNED_IN');
        return { ok: true, value: toUser(key) };
      }),

    signUp: ({ email, password, firstName, lastName }) =>
      answer('signUp', () => {
        const key = email.trim().toLowerCase();
        if (accounts.has(key)) return error('user_already_exists', 'User already registered', 'user_already_exists');
        if (password.length < MIN_PASSWORD)
          return error('weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, 'weak_password');
        addAccount({ email: key, password, firstName, lastName });
        if (options.requireEmailConfirmation)
          return { ok: true, value: { status: 'confirmation_required', user: toUser(key) } };
        current = key;
        emit('SIGNED_IN');
        return { ok: true, value: { status: 'signed_in', user: toUser(key) } };
      }),

    signOut: () =>
      answer('signOut', () => {
        current = null;
        emit('SIGNED_OUT');
        return { ok: true, value: undefined };
      }),

    getUser: () => answer('getUser', () => ({ ok: true, value: current ? toUser(current) : null })),

    getSession: () => answer('getSession', () => ({ ok: true, value: session() })),

    onAuthStateChange(listener) {
      listeners.add(listener);
      const initial = session();
      setTimeout(() => listeners.has(listener) && listener('INITIAL_SESSION', initial), 0);
      return () => listeners.delete(listener);
    },

    updateUserData: (data: UserMetadataPatch) =>
      answer('updateUserData', () => {
        if (!current) return noSession();
        const account = accounts.get(current)!;
        if (data.first_name !== undefined) account.firstName = data.first_name;
        if (data.last_name !== undefined) account.lastName = data.last_name;
        if (data.last_step !== undefined) account.lastStep = data.last_step;
        if (data.step2_completed !== undefined) account.step2Completed = data.step2_completed;
        emit('USER_UPDATED');
        return { ok: true, value: toUser(current) };
      }),

    requestPasswordReset: (email, redirectTo) =>
      answer('requestPasswordReset', () => {
        outbox.push({ to: email.trim().toLowerCase(), redirectTo });
        return { ok: true, value: undefined };
      }),

    updatePassword: (password) =>
      answer('updatePassword', () => {
        if (!current) return noSession();
        const account = accounts.get(current)!;
        if (password.length < MIN_PASSWORD)
          return error('weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, 'weak_password');
        if (password === account.password)
          return error('same_password', 'New password should be different from the old password.', 'same_password');
        account.password = password;
        emit('USER_UPDATED');
        return { ok: true, value: toUser(current) };
      }),
  };
}
