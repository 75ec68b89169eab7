/**
 * The wizard's working copy of the answers, shared by its pages, and how it is saved: on each
 * Continue and 1.5 s after typing stops, one save at a time, over the version it was read at.
 * A save that finds a newer version (another tab or device) stops and asks: load the newer
 * answers, or keep these. A save that fails (offline, server error) keeps what was typed, says so,
 * and is tried again on the next Continue or when the browser is back online.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { isEditable, parseAnswers, type FieldError, type W7Answers } from '../../../domain';
import { useApplication } from '../../application/ApplicationContext';
import type { ApplicationError } from '../../application/ApplicationService';
import { wizardErrors } from './flow';
import { useSession } from '../../session/hooks';

/** How the working copy stands against the server. */
export type SaveStatus =
  /** Nothing typed since the last save (or since loading). */
  | 'saved'
  /** Typed, waiting for the pause or the Continue that saves it. */
  | 'dirty'
  | 'saving'
  /** Not saved: no connection. What was typed is kept. */
  | 'offline'
  /** Not saved: the server refused or failed. What was typed is kept. */
  | 'failed'
  /** Not saved: someone saved a newer version elsewhere; the applicant chooses. */
  | 'conflict';

export interface WizardContextValue {
  /** 'ready' once the application was read (or found not to exist yet). */
  state: 'loading' | 'ready' | 'error';
  answers: W7Answers;
  /** Changes the working copy and schedules a save. */
  setAnswers(next: SetStateAction<W7Answers>): void;
  status: SaveStatus;
  /** The last save's failure, while `status` is offline, failed or conflict. */
  error: ApplicationError | null;
  /** Saves now (after any save in flight); true when everything typed is saved. */
  saveNow(): Promise<boolean>;
  /** After a conflict: take the newer answers ('theirs') or save these over them ('mine'). */
  resolveConflict(choice: 'theirs' | 'mine'): Promise<void>;
  /** False once the application was submitted (answers can no longer change). */
  editable: boolean;
  /** The day the rules are measured against (YYYY-MM-DD). */
  today: string;
  /** The e-mail of the account (the W-7 has no e-mail line; shown on "check your answers"). */
  email: string;
  /** Reads the application again (after a failed first read). */
  retry(): void;
  /** What the domain's submit rules still find missing or wrong in the working copy. */
  errors: FieldError[];
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** Pause after the last keystroke before the answers are saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export interface WizardProviderProps {
  children: ReactNode;
  /** The day the rules are measured against. @default the clock's today */
  today?: string;
  /** Pause before saving while typing, in ms. @default AUTOSAVE_DELAY_MS */
  autosaveDelay?: number;
}

export function WizardProvider({
  children,
  today: fixedToday,
  autosaveDelay = AUTOSAVE_DELAY_MS,
}: WizardProviderProps) {
  const { state: loadState, application, saveDraft, reload } = useApplication();
  const { user } = useSession();
  const [answers, setAnswersState] = useState<W7Answers>({});
  const [initialized, setInitialized] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<ApplicationError | null>(null);
  const today = useMemo(() => fixedToday ?? new Date().toISOString().slice(0, 10), [fixedToday]);

  const answersRef = useRef<W7Answers>({});
  const versionRef = useRef(0);
  const dirtyRef = useRef(false);
  const statusRef = useRef<SaveStatus>('saved');
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const changeStatus = useCallback((next: SaveStatus, failure: ApplicationError | null = null) => {
    statusRef.current = next;
    setStatus(next);
    setError(failure);
  }, []);

  // The first read decides the working copy: the stored answers, or the names from sign-up.
  if (!initialized && loadState === 'ready') {
    const start: W7Answers = application
      ? application.answers
      : user && (user.firstName || user.lastName)
        ? {
            name: {
              ...(user.firstName ? { first: user.firstName } : {}),
              ...(user.lastName ? { last: user.lastName } : {}),
            },
          }
        : {};
    setInitialized(true);
    setAnswersState(start);
  }
  useEffect(() => {
    if (initialized && versionRef.current === 0 && application) versionRef.current = application.version;
  }, [initialized, application]);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    if (!dirtyRef.current) return true;
    if (statusRef.current === 'conflict') return false;
    const snapshot = answersRef.current;
    // Answers the domain would refuse (a text too long) are not sent; the page shows why on Continue.
    if (parseAnswers(snapshot).errors.length) return false;
    dirtyRef.current = false;
    changeStatus('saving');
    const result = await saveDraft(snapshot, versionRef.current);
    if (result.ok) {
      versionRef.current = result.value.version;
      changeStatus(dirtyRef.current ? 'dirty' : 'saved');
      return !dirtyRef.current;
    }
    dirtyRef.current = true;
    const kind = result.error.kind;
    changeStatus(kind === 'version_conflict' ? 'conflict' : kind === 'network' ? 'offline' : 'failed', result.error);
    return false;
  }, [saveDraft, changeStatus]);

  const saveNow = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: each waits for the one before.
    const next = chain.current.then(saveOnce, saveOnce);
    chain.current = next;
    return next;
  }, [saveOnce]);

  const setAnswers = useCallback(
    (next: SetStateAction<W7Answers>) => {
      const value = typeof next === 'function' ? next(answersRef.current) : next;
      answersRef.current = value;
      setAnswersState(value);
      dirtyRef.current = true;
      if (statusRef.current === 'saved' || statusRef.current === 'saving') changeStatus('dirty');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), autosaveDelay);
    },
    [saveNow, autosaveDelay, changeStatus],
  );

  const resolveConflict = useCallback(
    async (choice: 'theirs' | 'mine') => {
      const fresh = await reload();
      if (!fresh.ok) {
        changeStatus('offline', fresh.error);
        return;
      }
      const stored = fresh.value;
      versionRef.current = stored?.version ?? 0;
      if (choice === 'theirs') {
        dirtyRef.current = false;
        const theirs = stored?.answers ?? {};
        answersRef.current = theirs;
        setAnswersState(theirs);
        changeStatus('saved');
        return;
      }
      changeStatus('dirty');
      dirtyRef.current = true;
      await saveNow();
    },
    [reload, saveNow, changeStatus],
  );

  // Back online: try again what could not be saved.
  useEffect(() => {
    const retrySave = () => {
      if (statusRef.current === 'offline' || statusRef.current === 'failed') void saveNow();
    };
    window.addEventListener('online', retrySave);
    return () => window.removeEventListener('online', retrySave);
  }, [saveNow]);

  // Leaving the wizard: save what is pending rather than wait for the timer.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void saveNow();
      }
    },
    [saveNow],
  );

  const errors = useMemo(() => wizardErrors(answers, today), [answers, today]);

  const value = useMemo<WizardContextValue>(
    () => ({
      errors,
      state: loadState === 'error' ? 'error' : initialized ? 'ready' : 'loading',
      answers,
      setAnswers,
      status,
      error,
      saveNow,
      resolveConflict,
      editable: application ? isEditable(application.status) : true,
      today,
      email: user?.email ?? '',
      retry: () => void reload(),
    }),
    [
      errors,
      loadState,
      initialized,
      answers,
      setAnswers,
      status,
      error,
      saveNow,
      resolveConflict,
      application,
      today,
      user,
      reload,
    ],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard: render the page inside <WizardProvider>.');
  return context;
}
