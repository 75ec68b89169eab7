/**
 * Makes one ApplicationService available to the tree, with the signed-in applicant's application
 * cached once for every page that shows it (the wizard's pages, the checklist, the review).
 *
 *   const { state, application, saveDraft, uploadDocument } = useApplication();
 *
 * The record loads on the first `useApplication()` of a signed-in session and is forgotten when
 * the user changes. Writes go through the hook so the cache follows them; the service itself
 * (`useApplicationService()`) is there for calls that change nothing shown.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DocumentKind, W7Answers } from '../../domain';
import { useSessionContext } from '../session/SessionContext';
import type {
  Application,
  ApplicationDocument,
  ApplicationError,
  ApplicationResult,
  ApplicationService,
  SavedDraft,
  UploadOptions,
} from './ApplicationService';

export type ApplicationState = 'idle' | 'loading' | 'ready' | 'error';

interface Cache {
  /** Whose application this is (the signed-in e-mail), so a new user never sees the last one's. */
  owner: string | null;
  state: ApplicationState;
  application: Application | null;
  error: ApplicationError | null;
}

interface ContextValue {
  service: ApplicationService;
  cache: Cache;
  load(force?: boolean): Promise<ApplicationResult<Application | null>>;
  update(change: (application: Application | null) => Application | null): void;
}

const ApplicationContext = createContext<ContextValue | null>(null);

export interface ApplicationProviderProps {
  /** The implementation every hook and page below uses. */
  service: ApplicationService;
  children: ReactNode;
}

const today = () => new Date().toISOString().slice(0, 10);

export function ApplicationProvider({ service, children }: ApplicationProviderProps) {
  const { status, user } = useSessionContext();
  const owner = status === 'authenticated' && user ? user.email : null;
  const [cache, setCache] = useState<Cache>({ owner, state: 'idle', application: null, error: null });
  const pending = useRef<{ owner: string | null; promise: Promise<ApplicationResult<Application | null>> } | null>(
    null,
  );

  const loads = useRef(0);

  // A different user (or none): forget the record.
  if (cache.owner !== owner) setCache({ owner, state: 'idle', application: null, error: null });

  const load = useCallback(
    (force = false) => {
      const current = owner;
      if (!force && pending.current && pending.current.owner === current) return pending.current.promise;
      setCache((c) => (c.owner === current ? { ...c, state: c.application ? c.state : 'loading', error: null } : c));
      const sequence = ++loads.current;
      const promise = service.get().then((result) => {
        // A transition: the page the answer fills in (a whole wizard form, say) renders in slices,
        // giving the main thread back to input and paint between them.
        startTransition(() =>
          setCache((c) => {
            // An answer to an older read (or for another user) changes nothing.
            if (c.owner !== current || sequence !== loads.current) return c;
            return result.ok
              ? { owner: current, state: 'ready', application: result.value, error: null }
              : { ...c, state: c.application ? 'ready' : 'error', error: result.error };
          }),
        );
        if (pending.current?.promise === promise) pending.current = null;
        return result;
      });
      pending.current = { owner: current, promise };
      return promise;
    },
    [service, owner],
  );

  const update = useCallback((change: (application: Application | null) => Application | null) => {
    setCache((c) => ({ ...c, state: 'ready', error: null, application: change(c.application) }));
  }, []);

  const value = useMemo(() => ({ service, cache, load, update }), [service, cache, load, update]);
  return <ApplicationContext.Provider value={value}>{children}</ApplicationContext.Provider>;
}

function useApplicationContext(): ContextValue {
  const context = useContext(ApplicationContext);
  if (!context) throw new Error('useApplication: wrap the tree in <ApplicationProvider service={…}>.');
  return context;
}

/** The ApplicationService of the nearest ApplicationProvider. */
export function useApplicationService(): ApplicationService {
  return useApplicationContext().service;
}

export interface UseApplication {
  /** 'loading' until the first answer, then 'ready' (or 'error' when nothing could be read). */
  state: ApplicationState;
  /** The application, or null before the first save. */
  application: Application | null;
  /** The last failure to read, if any. */
  error: ApplicationError | null;
  /** Reads the application again from the server. */
  reload(): Promise<ApplicationResult<Application | null>>;
  /** Saves `answers` over `version` (default: the cached version); the cache follows on success. */
  saveDraft(answers: W7Answers, version?: number): Promise<ApplicationResult<SavedDraft>>;
  /** Submits the cached version; the cache becomes the submitted application. */
  submit(): Promise<ApplicationResult<Application>>;
  /** Uploads and records a document; the cache (documents, checklist) follows. */
  uploadDocument(
    file: File,
    kind: DocumentKind,
    options?: UploadOptions,
  ): Promise<ApplicationResult<ApplicationDocument>>;
  /** Removes a document; the cache follows. */
  removeDocument(id: string): Promise<ApplicationResult<void>>;
  service: ApplicationService;
}

/**
 * The domain rules, loaded with the first write: the provider sits in every page's tree, and the
 * landing page should not carry them.
 */
const domain = () => import('../../domain');

const withChecklist = async () => {
  const { computeChecklist } = await domain();
  return (current: Application | null): Application | null =>
    current ? { ...current, checklist: computeChecklist(current.answers, current.documents, today()) } : null;
};

/** The signed-in applicant's application, loaded on first use and shared by every page. */
export function useApplication(): UseApplication {
  const { service, cache, load, update } = useApplicationContext();
  const { state } = cache;

  useEffect(() => {
    if (state === 'idle' && cache.owner) void load();
  }, [state, cache.owner, load]);

  const versionRef = useRef(cache.application?.version ?? 0);
  const existsRef = useRef(cache.application !== null);
  useEffect(() => {
    versionRef.current = cache.application?.version ?? 0;
    existsRef.current = cache.application !== null;
  });

  const saveDraft = useCallback(
    async (answers: W7Answers, version?: number) => {
      const result = await service.saveDraft({ answers, version: version ?? versionRef.current });
      if (result.ok) {
        versionRef.current = result.value.version;
        // The server keeps the answers trimmed and without empty fields; so does the cache.
        const { parseAnswers, computeChecklist } = await domain();
        const stored = parseAnswers(answers).answers;
        if (existsRef.current) {
          update((application) =>
            application
              ? {
                  ...application,
                  ...result.value,
                  answers: stored,
                  checklist: computeChecklist(stored, application.documents, today()),
                }
              : null,
          );
        } else {
          // The first save created the application: read it whole (id, dates, checklist).
          existsRef.current = true;
          await load(true);
        }
      }
      return result;
    },
    [service, update, load],
  );

  const submit = useCallback(async () => {
    const result = await service.submit({ version: versionRef.current });
    if (result.ok) update(() => result.value);
    return result;
  }, [service, update]);

  const uploadDocument = useCallback(
    async (file: File, kind: DocumentKind, options?: UploadOptions) => {
      const result = await service.uploadDocument(file, kind, options);
      if (result.ok) {
        const recompute = await withChecklist();
        update((application) =>
          recompute(application ? { ...application, documents: [...application.documents, result.value] } : null),
        );
      }
      return result;
    },
    [service, update],
  );

  const removeDocument = useCallback(
    async (id: string) => {
      const result = await service.removeDocument(id);
      if (result.ok) {
        const recompute = await withChecklist();
        update((application) =>
          recompute(
            application ? { ...application, documents: application.documents.filter((d) => d.id !== id) } : null,
          ),
        );
      }
      return result;
    },
    [service, update],
  );

  const reload = useCallback(() => load(true), [load]);

  return {
    state: state === 'idle' && cache.owner ? 'loading' : state,
    application: cache.application,
    error: cache.error,
    reload,
    saveDraft,
    submit,
    uploadDocument,
    removeDocument,
    service,
  };
}
