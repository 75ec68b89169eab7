/**
 * Who is signed in (docs/product.md § Session, plus "a user counts as logged in only while supabase-js holds a
 * session"). Status is 'authenticated' or 'anonymous'. A visitor with a saved session is
 * 'authenticated' at once, from what this browser saved (`verified: false`), so a step page renders
 * without waiting for the network; once the page has painted, the session is checked with the
 * AuthService in the background (which loads supabase-js), and the visitor becomes 'anonymous'
 * (the route guard then sends them to /login) if the auth client holds no session for that user.
 * Progress recorded before the check answers is saved here at once and written to the account
 * once the session is confirmed. A visitor with nothing saved is 'anonymous' at once, and the auth
 * library is not even loaded for them.
 *
 * Pages use the hooks in `portal/session/hooks.ts`, not this context directly.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthUser, UserMetadataPatch } from '../auth/AuthService';
import { useAuthService } from '../auth/AuthContext';
import { formLanguageOf, isAppLocale } from '../i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import type { StepRoute } from '../paths';
import { resolvePostLoginPath, type RequestedLocation } from './lastStep';
import { titleCase } from './names';
import {
  clearStoredSession,
  readLastStep,
  readStep2Completed,
  readStoredSession,
  writeLastStep,
  writeStep2Completed,
  writeStoredSession,
  type KeyValueStore,
  type StoredUser,
} from './storage';
import { useStore } from './StoreContext';

export type SessionStatus = 'anonymous' | 'authenticated';

/** Progress as last known from the account's metadata (used to avoid redundant writes). */
interface RemoteProgress {
  lastStep: StepRoute | null;
  step2Completed: boolean;
}

interface SessionState {
  status: SessionStatus;
  user: StoredUser | null;
  remote: RemoteProgress;
  /** Step 2 done, from this browser's flag or the account's metadata. */
  step2Completed: boolean;
  /** `lastStep_{email}` of this browser. */
  localLastStep: StepRoute | null;
  /** True from an explicit logout until the landing page shows (see RequireAuth). */
  signedOut: boolean;
  /**
   * False while a session restored from this browser has not been confirmed by the auth client
   * yet (`remote` is then unknown); true once it has, or after a sign-in.
   */
  verified: boolean;
  /**
   * The account's e-mail and names as entered at sign-up (not title-cased), as the auth service
   * reports them: known after a sign-in or once a restored session is confirmed; null before.
   * Embedded forms are prefilled with these.
   */
  account: AccountDetails | null;
}

/** What the auth service says about the signed-in account (names as entered). */
export type AccountDetails = Pick<AuthUser, 'email' | 'firstName' | 'lastName' | 'staff'>;

const accountOf = ({ email, firstName, lastName, staff }: AuthUser): AccountDetails => ({
  email,
  firstName,
  lastName,
  staff,
});

export interface LoginOptions {
  /** The location the route guard remembered (from the login route's state). */
  requested?: RequestedLocation | null;
  /** Save this as the last step before resolving where to go (signup: '/step1'). */
  lastStep?: StepRoute;
}

export interface SessionContextValue extends SessionState {
  /** Where the signed-in user continues the journey: last step here, else in the account, else /step1. */
  resumePath: string;
  /**
   * Records a successful sign-in: saves `userData` (title-cased names) and the flag, and returns
   * the path to navigate to (requested path, else last step, else /step1).
   */
  login(user: AuthUser, options?: LoginOptions): string;
  /** Clears `userData` and the flag (last steps stay) and ends the auth session. */
  logout(): Promise<void>;
  /** Saves `path` as the user's last step here and in the account. */
  recordLastStep(path: StepRoute): void;
  /** Marks step 2 as done here and in the account. */
  markStep2Completed(): void;
  /** True between a sign-in on a guest-only screen and leaving that screen (see GuestOnly). */
  isSigningIn(): boolean;
  /** Called by GuestOnly when the screen that signed the user in unmounts. */
  endSigningIn(): void;
  /** Called by the shell once the landing page shows after a logout (clears `signedOut`). */
  acknowledgeSignOut(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const anonymous: SessionState = {
  status: 'anonymous',
  user: null,
  remote: { lastStep: null, step2Completed: false },
  step2Completed: false,
  localLastStep: null,
  signedOut: false,
  verified: false,
  account: null,
};

function logError(context: string, error: unknown) {
  console.error(`[session] ${context}`, error);
}

export interface SessionProviderProps {
  children: ReactNode;
}

/** The state of a visitor this browser remembers as signed in, before the auth client confirms it. */
function restoredState(store: KeyValueStore, saved: StoredUser): SessionState {
  return {
    status: 'authenticated',
    user: saved,
    remote: { lastStep: null, step2Completed: false },
    step2Completed: readStep2Completed(store, saved.email),
    localLastStep: readLastStep(store, saved.email),
    signedOut: false,
    verified: false,
    account: null,
  };
}

/** Runs `callback` once the browser has painted the next frame; returns a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function SessionProvider({ children }: SessionProviderProps) {
  const auth = useAuthService();
  const store = useStore();
  const [state, setState] = useState<SessionState>(() => {
    const saved = readStoredSession(store);
    return saved ? restoredState(store, saved) : anonymous;
  });
  const signingIn = useRef(false);
  /**
   * True until the check of a restored session has answered. A ref, not state: a page may record
   * progress between the answer and the render that shows it.
   */
  const awaitingCheck = useRef(state.status === 'authenticated' && !state.verified);
  /** Progress recorded while awaiting the check: written to the account once it confirms the session. */
  const unsentProgress = useRef<UserMetadataPatch>({});
  // Read by the callbacks below. Updated in a layout effect so that it is current before any
  // passive effect of a child (e.g. a step page recording itself) calls them.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  // A saved session counts only if the auth client still holds a session for that user. The check
  // waits for the first paint: the page renders from what was saved, and supabase-js (which the
  // check loads) does not compete with it.
  useEffect(() => {
    const saved = readStoredSession(store);
    if (!saved) return;
    let active = true;
    /** True while the state is still this restored, unconfirmed session (no sign-in or sign-out since). */
    const stillRestored = () => {
      const current = stateRef.current;
      return active && current.status === 'authenticated' && !current.verified && current.user?.email === saved.email;
    };
    const cancel = afterNextPaint(() => {
      void auth.getSession().then((result) => {
        if (!stillRestored()) return;
        awaitingCheck.current = false;
        if (result.ok && result.value && result.value.user.email.toLowerCase() === saved.email.toLowerCase()) {
          const { user } = result.value;
          const unsent = unsentProgress.current;
          unsentProgress.current = {};
          const patch: UserMetadataPatch = {};
          if (unsent.last_step && unsent.last_step !== user.lastStep) patch.last_step = unsent.last_step;
          if (unsent.step2_completed && !user.step2Completed) patch.step2_completed = true;
          setState((previous) => ({
            ...previous,
            remote: {
              lastStep: patch.last_step ?? user.lastStep,
              step2Completed: user.step2Completed || patch.step2_completed === true,
            },
            step2Completed: previous.step2Completed || user.step2Completed,
            verified: true,
            account: accountOf(user),
          }));
          if (Object.keys(patch).length) {
            void auth.updateUserData(patch).then((written) => {
              if (!written.ok) logError('Could not save the progress to the account', written.error);
            });
          }
          return;
        }
        unsentProgress.current = {};
        if (result.ok) clearStoredSession(store);
        else logError('Could not restore the session', result.error);
        setState(anonymous);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [auth, store]);

  // While signed in (and confirmed), follow the auth client: a session that ends (expiry,
  // revocation, sign-out in another tab) signs the user out here too.
  const following = state.status === 'authenticated' && state.verified;
  useEffect(() => {
    if (!following) return;
    return auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !session)) {
        clearStoredSession(store);
        // A logout of this tab has already set the state (with `signedOut`, which sends the page
        // home rather than to /login); its own SIGNED_OUT can arrive before this listener is gone.
        setState((previous) => (previous.signedOut ? previous : anonymous));
      } else if (session && (event === 'USER_UPDATED' || event === 'TOKEN_REFRESHED')) {
        const { lastStep, step2Completed } = session.user;
        setState((previous) =>
          previous.status === 'authenticated'
            ? {
                ...previous,
                remote: { lastStep, step2Completed },
                step2Completed: previous.step2Completed || step2Completed,
              }
            : previous,
        );
      }
    });
  }, [auth, store, following]);

  const login = useCallback(
    (user: AuthUser, options: LoginOptions = {}) => {
      const saved: StoredUser = {
        email: user.email,
        firstName: titleCase(user.firstName),
        lastName: titleCase(user.lastName),
      };
      writeStoredSession(store, saved);
      if (options.lastStep) writeLastStep(store, saved.email, options.lastStep);
      // Progress kept in the account follows the user to this browser.
      if (user.step2Completed) writeStep2Completed(store, saved.email);
      signingIn.current = true;
      awaitingCheck.current = false;
      unsentProgress.current = {};
      setState({
        status: 'authenticated',
        user: saved,
        remote: { lastStep: user.lastStep, step2Completed: user.step2Completed },
        step2Completed: user.step2Completed || readStep2Completed(store, saved.email),
        localLastStep: readLastStep(store, saved.email),
        signedOut: false,
        verified: true,
        account: accountOf(user),
      });
      return resolvePostLoginPath({
        requested: options.requested,
        storedLastStep: readLastStep(store, saved.email),
        metadataLastStep: user.lastStep,
      });
    },
    [store],
  );

  const logout = useCallback(async () => {
    awaitingCheck.current = false;
    unsentProgress.current = {};
    clearStoredSession(store);
    setState({ ...anonymous, signedOut: true });
    const result = await auth.signOut();
    if (!result.ok) logError('Sign-out did not reach the server', result.error);
  }, [auth, store]);

  const recordLastStep = useCallback(
    (path: StepRoute) => {
      const { user, remote, status } = stateRef.current;
      if (status !== 'authenticated' || !user) return;
      writeLastStep(store, user.email, path);
      setState((previous) =>
        previous.localLastStep === path && previous.remote.lastStep === path
          ? previous
          : { ...previous, localLastStep: path, remote: { ...previous.remote, lastStep: path } },
      );
      if (awaitingCheck.current) {
        unsentProgress.current.last_step = path;
        return;
      }
      if (remote.lastStep === path) return;
      void auth.updateUserData({ last_step: path }).then((result) => {
        if (!result.ok) logError('Could not save the last step to the account', result.error);
      });
    },
    [auth, store],
  );

  const markStep2Completed = useCallback(() => {
    const { user, remote, status } = stateRef.current;
    if (status !== 'authenticated' || !user) return;
    writeStep2Completed(store, user.email);
    setState((previous) => ({
      ...previous,
      step2Completed: true,
      remote: { ...previous.remote, step2Completed: true },
    }));
    if (awaitingCheck.current) {
      unsentProgress.current.step2_completed = true;
      return;
    }
    if (remote.step2Completed) return;
    void auth.updateUserData({ step2_completed: true }).then((result) => {
      if (!result.ok) logError('Could not save step 2 to the account', result.error);
    });
  }, [auth, store]);

  const isSigningIn = useCallback(() => signingIn.current, []);
  const endSigningIn = useCallback(() => {
    signingIn.current = false;
  }, []);

  const acknowledgeSignOut = useCallback(() => {
    setState((previous) => (previous.signedOut ? { ...previous, signedOut: false } : previous));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      resumePath: resolvePostLoginPath({
        storedLastStep: state.localLastStep,
        metadataLastStep: state.remote.lastStep,
      }),
      login,
      logout,
      recordLastStep,
      markStep2Completed,
      isSigningIn,
      endSigningIn,
      acknowledgeSignOut,
    }),
    [state, login, logout, recordLastStep, markStep2Completed, isSigningIn, endSigningIn, acknowledgeSignOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The raw session context. Prefer `useSession()` and the other hooks. */
export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need <SessionProvider> (see portal/App.tsx or PortalProviders).');
  return value;
}

/**
 * Switching the portal's language, wherever the person does it (the header's menu, the account
 * page): the page changes at once, and a signed-in person's choice is also saved to their account,
 * so the e-mails about their application are written in it. (Here, beside the session, because the
 * landing page's language menu needs it and this module already loads with every page.) The
 * returned function takes a locale code; anything else is ignored.
 */
export function useChooseLanguage(): (code: string) => void {
  const { setLocale } = useLocale();
  const auth = useAuthService();
  const { status } = useSessionContext();
  return useCallback(
    (code: string) => {
      if (!isAppLocale(code, true)) return;
      void setLocale(code);
      if (status === 'authenticated') void auth.updateUserData({ language: formLanguageOf(code) });
    },
    [auth, setLocale, status],
  );
}
