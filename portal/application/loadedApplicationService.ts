import { config } from '../config';
import type { Application, ApplicationResult, ApplicationService } from './ApplicationService';
import { defaultStore } from '../session/StoreContext';
import { quickApplicationGet } from './quickRead';

/** How long a read started ahead of the page (`startFirstRead`) stays good for its first `get`. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** The application service, and a way to start its first read before a page asks for it. */
export interface LoadedApplicationService extends ApplicationService {
  /**
   * Starts the quick read now, while the page's code is still arriving: the next `get` (within
   * EARLY_READ_MAX_AGE_MS) takes its answer instead of asking again. Does nothing once one is
   * under way, or once supabase-js has loaded.
   */
  startFirstRead(): void;
}

/**
 * The app's ApplicationService (what `defaultApplicationService` forwards to): supabase-js,
 * imported with the first call, against the configured project (same origin by default). Until it
 * has loaded, `get` first tries `quickGet` (a read that needs no supabase-js; null when it cannot
 * answer).
 */
export function loadedOnFirstUse(
  load: () => Promise<ApplicationService>,
  quickGet: () => Promise<ApplicationResult<Application | null> | null> = async () => null,
  now: () => number = Date.now,
): LoadedApplicationService {
  let implementation: Promise<ApplicationService> | null = null;
  let loaded = false;
  let early: { answer: Promise<ApplicationResult<Application | null> | null>; at: number } | null = null;
  /** The quick read started ahead, if still fresh (taken once), or a new one. */
  const firstQuickRead = () => {
    const started = early;
    early = null;
    return started && now() - started.at <= EARLY_READ_MAX_AGE_MS ? started.answer : quickGet();
  };
  const service = () =>
    (implementation ??= load().then(
      (app) => {
        loaded = true;
        return app;
      },
      (error: unknown) => {
        implementation = null;
        throw error;
      },
    ));
  const call =
    <A extends unknown[], T>(method: (app: ApplicationService, ...args: A) => Promise<ApplicationResult<T>>) =>
    async (...args: A): Promise<ApplicationResult<T>> => {
      try {
        return await method(await service(), ...args);
      } catch (error) {
        // The chunk could not be loaded: most likely the connection.
        return {
          ok: false,
          error: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
        };
      }
    };
  const get = call((app) => app.get());
  return {
    startFirstRead: () => {
      if (!loaded && !early) early = { answer: quickGet(), at: now() };
    },
    get: async () => (loaded ? null : await firstQuickRead()) ?? get(),
    saveDraft: call((app, input: Parameters<ApplicationService['saveDraft']>[0]) => app.saveDraft(input)),
    submit: call((app, input: Parameters<ApplicationService['submit']>[0]) => app.submit(input)),
    addDocument: call((app, input: Parameters<ApplicationService['addDocument']>[0]) => app.addDocument(input)),
    removeDocument: call((app, id: string) => app.removeDocument(id)),
    uploadDocument: call((app, ...args: Parameters<ApplicationService['uploadDocument']>) =>
      app.uploadDocument(...args),
    ),
    paymentCheckout: call((app, language: string) => app.paymentCheckout(language)),
    accountExport: call((app) => app.accountExport()),
    accountDelete: call((app) => app.accountDelete()),
    downloadDocument: call((app, objectPath: string) => app.downloadDocument(objectPath)),
  };
}

export const loadedApplicationService: LoadedApplicationService = loadedOnFirstUse(
  () =>
    import('./supabaseApplicationService').then(({ createSupabaseApplicationService }) =>
      createSupabaseApplicationService({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey }),
    ),
  () =>
    quickApplicationGet({
      url: config.supabaseUrl,
      anonKey: config.supabaseAnonKey,
      storage: defaultStore(),
      fetch: (...args) => window.fetch(...args),
      now: Date.now,
    }),
);
