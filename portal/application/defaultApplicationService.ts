/**
 * The app's ApplicationService, as a forwarder: the service itself (its first quick read, then
 * supabase-js; `loadedApplicationService.ts`) is imported with the first call, so the landing page
 * carries only these lines, and pages that never touch the application download none of it.
 */
import type { ApplicationResult, ApplicationService } from './ApplicationService';

type Method = (...args: unknown[]) => Promise<ApplicationResult<unknown>>;

/** An ApplicationService whose methods call the one `load` resolves to; a failed load is a network error. */
export function forwardOnFirstUse(load: () => Promise<ApplicationService>): ApplicationService {
  let loading: Promise<ApplicationService> | null = null;
  const method =
    (name: keyof ApplicationService): Method =>
    async (...args) => {
      try {
        const service = await (loading ??= load().catch((error: unknown) => {
          loading = null;
          throw error;
        }));
        return await (service[name] as Method)(...args);
      } catch (error) {
        // The chunk could not be loaded: most likely the connection.
        return {
          ok: false,
          error: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
        };
      }
    };
  // `then` stays undefined: the service is an object, not a promise to wait for.
  return new Proxy({} as ApplicationService, {
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then' ? method(name as keyof ApplicationService) : undefined,
  });
}

export const defaultApplicationService: ApplicationService = forwardOnFirstUse(() =>
  import('./loadedApplicationService').then(({ loadedApplicationService }) => loadedApplicationService),
);
