/**
 * StaffService on supabase-js: the staff functions through `rpc()`, files through the storage API
 * with the staff's own session (the bucket lets staff read every applicant's folder). Loaded on
 * first use, on the shared auth client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { STATUSES } from '../../domain';
import { supabaseClient } from '../auth/supabaseClient';
import type { ApplicationDocument } from './ApplicationService';
import {
  STAFF_PAGE_SIZE,
  type StaffApplication,
  type StaffList,
  type StaffService,
  type StatusCounts,
} from './StaffService';
import { callRpc, downloadObject, type SupabaseApplicationOptions } from './supabaseApplicationService';

export function createSupabaseStaffService({ url, anonKey }: SupabaseApplicationOptions): StaffService {
  const client: SupabaseClient = supabaseClient(url, anonKey);

  const rpc = <T>(name: string, args: Record<string, unknown>) => callRpc<T>(client, name, args);

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
    downloadDocument: (objectPath) => downloadObject(client, objectPath),
  };
}
