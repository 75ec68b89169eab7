/**
 * The staff console's door to the applications: the queue, one application with its applicant,
 * the status changes the status machine allows, document reviews and the files themselves. Like
 * ApplicationService, every method resolves (never rejects) to a typed result with the same error
 * kinds (`forbidden` for a caller without the staff role, `wrong_status` for a move the status
 * machine refuses, `invalid_arguments` for a bad ITIN or date):
 *
 *   const page = await staff.list({ status: 'paid', query: 'ana', page: 1 });
 *   const moved = await staff.setStatus({ id, status: 'filed', filedOn: '2026-11-20' });
 *   if (!moved.ok && moved.error.kind === 'wrong_status') … // someone else moved it first
 *
 * The app wires `defaultStaffService` (supabase-js, loaded on first use); stories and unit tests
 * wire `createMemoryStaffService()`, which applies the same `domain/` rules as the server.
 */
import { STATUSES, type Status } from '../../domain';
import type { Application, ApplicationDocument, ApplicationResult } from './ApplicationService';

export interface StaffApplicant {
  /** First and last name from the answers, else from the account; '' when neither is known. */
  name: string;
  email: string;
}

/** One row of the queue. */
export interface StaffApplicationSummary {
  id: string;
  status: Status;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  applicant: StaffApplicant;
}

/** An application as staff read it: the applicant's record plus their name and e-mail. */
export interface StaffApplication extends Application {
  applicant: StaffApplicant;
}

export interface StaffListQuery {
  status?: Status;
  /** A substring of the applicant's name or e-mail (case-insensitive). */
  query?: string;
  /** From 1. @default 1 */
  page?: number;
  /** 1 to 100. @default STAFF_PAGE_SIZE */
  perPage?: number;
}

export interface StaffList {
  items: StaffApplicationSummary[];
  /** How many match the query over all pages. */
  total: number;
}

/** How many applications are in each status. */
export type StatusCounts = Record<Status, number>;

export interface StaffStatusChange {
  id: string;
  status: Status;
  /** The note the applicant reads (changes requested, rejection). */
  note?: string;
  /** The day the application was sent to the IRS (YYYY-MM-DD), for `filed`. */
  filedOn?: string;
  /** The ITIN the IRS issued, for `itin_issued`. */
  itin?: string;
}

export interface StaffDocumentReview {
  id: string;
  status: 'accepted' | 'needs_attention';
  /** What the applicant must fix (needs attention). */
  note?: string;
}

export interface StaffService {
  /** The queue, oldest change first, filtered by status and by name or e-mail. */
  list(query?: StaffListQuery): Promise<ApplicationResult<StaffList>>;
  /** How many applications are in each status. */
  counts(): Promise<ApplicationResult<StatusCounts>>;
  get(id: string): Promise<ApplicationResult<StaffApplication>>;
  /** Moves the application (only the moves the status machine gives staff); the applicant is e-mailed where the server does so. */
  setStatus(change: StaffStatusChange): Promise<ApplicationResult<StaffApplication>>;
  reviewDocument(review: StaffDocumentReview): Promise<ApplicationResult<ApplicationDocument>>;
  /** The file of a document (`<user id>/<uuid>.<ext>`), read with the staff's own session. */
  downloadDocument(objectPath: string): Promise<ApplicationResult<Blob>>;
}

/** Rows per page of the queue. */
export const STAFF_PAGE_SIZE = 20;

/** Counts of zero for every status. */
export function emptyCounts(): StatusCounts {
  return Object.fromEntries(STATUSES.map((status) => [status, 0])) as StatusCounts;
}
