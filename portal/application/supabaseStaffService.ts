/**
 * StaffService on supabase-js: the staff functions through `rpc()`, files through the storage API
 * with the staff's own session (the bucket lets staff read every applicant's folder). Loaded on
 * first use, on the shared auth client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { STATUSES } from '../../domain';
import { supabaseClient } from '../auth/supabaseClient';
import {
  classifyApplicationError,
  type ApplicationDocument,
  type ApplicationError,
  type ApplicationResult,
} from './ApplicationService';
import {
  STAFF_PAGE_SIZE,
  type StaffApplication,
  type StaffList,
  type StaffService,
  type StatusCounts,
} from './StaffService';
import { DOCUMENTS_BUCKET, type SupabaseApplicationOptions } from './supabaseApplicationService';

const unexpected = (error: unknown): ApplicationError => ({
  kind: 'unexpected',
  message: error instanceof Error ? error.message : String(error),
});

export function createSupabaseStaffService({ url, anonKey }: SupabaseApplicationOptions): StaffService {
  const client: SupabaseClient = supabaseClient(url, anonKey);

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<ApplicationResult<T>> {
    try {
      const { data, error, status } = await client.rpc(name, args);
      if (error) {
        const reached = typeof status === 'number' && status > 0;
        return {
          ok: false,
          error: classifyApplicationError({
            code: error.code,
            message: error.message,
            details: error.details,
            ...(reached ? { status } : {}),
          }),
        };
      }
      return { ok: true, value: data as T };
    } catch (error) {
      return { ok: false, error: unexpected(error) };
    }
  }

  const list: StaffService['list'] = ({ status, query, page = 1, perPage = STAFF_PAGE_SIZE } = {}) =>
    rpc<StaffList>('staff_list_applications', {
      ...(status ? { status } : {}),
      ...(query?.trim() ? { query: query.trim() } : {}),
      page,
      per_page: perPage,
    });

  return {
    list,
    async counts() {
      // One small page per status: the total of each is its count.
      const answers = await Promise.all(STATUSES.map((status) => list({ status, perPage: 1 })));
      const counts = {} as StatusCounts;
      for (const [index, answer] of answers.entries()) {
        if (!answer.ok) return answer;
        counts[STATUSES[index]!] = answer.value.total;
      }
      return { ok: true, value: counts };
    },
    get: (id) => rpc<StaffApplication>('staff_get_application', { id }),
    setStatus: ({ id, status, note, filedOn, itin }) =>
      rpc<StaffApplication>('staff_set_status', {
        id,
        status,
        ...(note !== undefined ? { note } : {}),
        ...(filedOn !== undefined ? { filed_on: filedOn } : {}),
        ...(itin !== undefined ? { itin } : {}),
      }),
    reviewDocument: ({ id, status, note }) =>
      rpc<ApplicationDocument>('staff_review_document', { id, status, ...(note !== undefined ? { note } : {}) }),
    async downloadDocument(objectPath) {
      try {
        const { data, error } = await client.storage.from(DOCUMENTS_BUCKET).download(objectPath);
        if (error) {
          const status = (error as { status?: unknown }).status;
          return {
            ok: false,
            error: classifyApplicationError({
              message: error.message,
              ...(typeof status === 'number' && status > 0 ? { status } : {}),
            }),
          };
        }
        return { ok: true, value: data };
      } catch (error) {
        return { ok: false, error: unexpected(error) };
      }
    },
  };
}
