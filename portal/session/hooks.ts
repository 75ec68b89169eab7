/**
 * Session hooks for pages. All of them need <SessionProvider> (App.tsx and PortalProviders set
 * it up); `useSession().logout` and the guards also need the router.
 *
 *   const { status, user, logout } = useSession();      // step header: user.firstName, logout button
 *   useRecordLastStep(paths.step3);                      // first line of every step page
 *   const { completed, markCompleted } = useStep2Completion();
 *   const user = useCurrentUser();                       // embedded forms: prefill
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../auth/AuthService';
import { paths, type StepRoute } from '../paths';
import { useSessionContext, type AccountDetails, type LoginOptions, type SessionStatus } from './SessionContext';
import type { StoredUser } from './storage';

export interface UseSession {
  /**
   * 'authenticated' or 'anonymous'. A session saved in this browser counts as 'authenticated' at
   * once and turns 'anonymous' should the background check refuse it (see SessionContext).
   */
  status: SessionStatus;
  /** The signed-in user (names title-cased), or null. */
  user: StoredUser | null;
  /** Where a signed-in user continues: last step (this browser, else the account), else /step1. */
  resumePath: string;
  /** Saves the signed-in user and returns where to go next (see SessionContext `login`). */
  login(user: AuthUser, options?: LoginOptions): string;
  /** Signs out and goes to the landing page. The last-step record is kept. */
  logout(): Promise<void>;
}

export function useSession(): UseSession {
  const context = useSessionContext();
  const navigate = useNavigate();
  const { logout: endSession } = context;
  const logout = useCallback(async () => {
    // The protected page's guard sends a user who has just logged out home (not to /login);
    // this navigation covers a logout from a public page.
    const ended = endSession();
    await navigate(paths.home);
    await ended;
  }, [navigate, endSession]);
  return { status: context.status, user: context.user, resumePath: context.resumePath, login: context.login, logout };
}

/** Records `path` as the user's last step (this browser and the account) when the page mounts. */
export function useRecordLastStep(path: StepRoute): void {
  const { recordLastStep, status } = useSessionContext();
  useEffect(() => {
    if (status === 'authenticated') recordLastStep(path);
  }, [path, status, recordLastStep]);
}

export interface UseStep2Completion {
  /** True once the application form was submitted (saved flag, account metadata, or a message). */
  completed: boolean;
  /** Saves step 2 as done; call it when the form's completion message arrives. */
  markCompleted(): void;
}

export function useStep2Completion(): UseStep2Completion {
  const { step2Completed, markStep2Completed } = useSessionContext();
  return { completed: step2Completed, markCompleted: markStep2Completed };
}

/**
 * The signed-in account's e-mail and names as entered at sign-up (what embedded forms are
 * prefilled with), or null until a sign-in or the session check has confirmed the account. Unlike
 * `useSession` it needs no router.
 */
export function useCurrentUser(): AccountDetails | null {
  return useSessionContext().account;
}

/** Whether the signed-in user may use the staff console: 'checking' until the account is confirmed. */
export type StaffAccess = 'checking' | 'staff' | 'not_staff';

/**
 * The staff role of the signed-in account (`app_metadata.role`), known once a sign-in or the
 * session check has confirmed the account. The server checks the role again on every staff call.
 */
export function useStaffAccess(): StaffAccess {
  const { status, verified, account } = useSessionContext();
  if (status !== 'authenticated') return 'not_staff';
  if (!verified || !account) return 'checking';
  return account.staff ? 'staff' : 'not_staff';
}
