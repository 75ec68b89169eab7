import { config } from '../config';
import type { ApplicationResult } from './ApplicationService';
import type { StaffService } from './StaffService';

/**
 * The app's StaffService: supabase-js, imported with the first call, against the configured
 * project. Only the staff console calls it, so no other page downloads it.
 */
let implementation: Promise<StaffService> | null = null;
const load = () =>
  (implementation ??= import('./supabaseStaffService')
    .then(({ createSupabaseStaffService }) =>
      createSupabaseStaffService({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey }),
    )
    .catch((error: unknown) => {
      implementation = null;
      throw error;
    }));

const call =
  <A extends unknown[], T>(method: (staff: StaffService, ...args: A) => Promise<ApplicationResult<T>>) =>
  async (...args: A): Promise<ApplicationResult<T>> => {
    try {
      return await method(await load(), ...args);
    } catch (error) {
      // The chunk could not be loaded: most likely the connection.
      return { ok: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
    }
  };

export const defaultStaffService: StaffService = {
  list: call((s, query?: Parameters<StaffService['list']>[0]) => s.list(query)),
  counts: call((s) => s.counts()),
  get: call((s, id: string) => s.get(id)),
  setStatus: call((s, change: Parameters<StaffService['setStatus']>[0]) => s.setStatus(change)),
  reviewDocument: call((s, review: Parameters<StaffService['reviewDocument']>[0]) => s.reviewDocument(review)),
  downloadDocument: call((s, objectPath: string) => s.downloadDocument(objectPath)),
};
