/**
 * A StaffService that lives in memory, for stories and unit tests. It follows the server's rules
 * (the staff role, the status machine and what each move needs, the ITIN format, which statuses
 * allow document reviews, the queue's order and paging) and can be told to be slow or to fail.
 *
 *   const staff = createMemoryStaffService({
 *     applications: [{ status: 'paid', applicant: { name: 'Ana Souza', email: 'ana@example.com' }, answers }],
 *     latency: 300,                                   // ms per call; Infinity never answers
 *     errors: { setStatus: { kind: 'forbidden', message: 'not_staff', status: 403 } },
 *     staff: false,                                   // the caller lacks the role: every call is 403
 *   });
 */
import { computeChecklist, findTransition, formatTin, isValidItin, type Status, type W7Answers } from '../../domain';
import type {
  ApplicationDocument,
  ApplicationError,
  ApplicationEvent,
  ApplicationResult,
  ReviewStatus,
} from './ApplicationService';
import {
  emptyCounts,
  STAFF_PAGE_SIZE,
  type StaffApplicant,
  type StaffApplication,
  type StaffService,
} from './StaffService';

export interface MemoryStaffSeed {
  id?: string;
  status: Status;
  applicant: StaffApplicant;
  answers?: W7Answers;
  documents?: Array<Pick<ApplicationDocument, 'kind'> & Partial<ApplicationDocument>>;
  events?: Array<Partial<ApplicationEvent> & Pick<ApplicationEvent, 'type'>>;
  status_note?: string | null;
  filed_on?: string | null;
  itin?: string | null;
  /** When the application was created and last changed (ISO). @default consecutive days from 2026-10-01 */
  created_at?: string;
  updated_at?: string;
}

export interface MemoryStaffOptions {
  applications?: MemoryStaffSeed[];
  /** Files by object path; documents without one download as a small PDF. */
  files?: Record<string, Blob>;
  /** The caller holds the staff role. @default true */
  staff?: boolean;
  /** The day the rules are measured against (YYYY-MM-DD). @default '2026-11-26' */
  today?: string;
  /** Delay of every call in ms; `Infinity` leaves calls pending forever. @default 0 */
  latency?: number;
  /** Forced failures by method name. */
  errors?: Partial<Record<keyof StaffService, ApplicationError>>;
}

export interface MemoryStaffService extends StaffService {
  /** The stored application (a copy). */
  snapshot(id: string): StaffApplication | undefined;
  /** Replaces or clears a forced failure. */
  setError(method: keyof StaffService, error: ApplicationError | null): void;
  /** The names of the calls made so far, in order. */
  readonly calls: readonly string[];
}

const clone = <T>(value: T): T => structuredClone(value);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A one-page PDF, so previews and downloads have something real to show. */
export function samplePdf(title = 'Sample document'): Blob {
  const text = `BT /F1 24 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${text.length} >> stream`,
    text,
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new Blob([body], { type: 'application/pdf' });
}

export function createMemoryStaffService(options: MemoryStaffOptions = {}): MemoryStaffService {
  const latency = options.latency ?? 0;
  const errors = { ...options.errors };
  const staff = options.staff ?? true;
  const files = new Map(Object.entries(options.files ?? {}));
  const today = options.today ?? '2026-11-26';
  const calls: string[] = [];
  let ids = 0;
  const nextId = () => `00000000-0000-4000-9000-${pad((ids += 1), 12)}`;
  // Timestamps fall on `today` too, so a story draws the same history whenever it runs.
  const now = () => `${today}T12:00:00.000Z`;

  const applications = new Map<string, StaffApplication>();
  (options.applications ?? []).forEach((seed, index) => {
    const created = seed.created_at ?? `2026-10-${pad(index + 1, 2)}T09:00:00.000Z`;
    const updated = seed.updated_at ?? created;
    const id = seed.id ?? nextId();
    const userId = `00000000-0000-4000-8000-${pad(index + 1, 12)}`;
    const documents: ApplicationDocument[] = (seed.documents ?? []).map((d) => ({
      id: d.id ?? nextId(),
      kind: d.kind,
      object_path: d.object_path ?? `${userId}/${nextId()}.pdf`,
      file_name: d.file_name ?? `${d.kind}.pdf`,
      review_status: d.review_status ?? 'pending',
      review_note: d.review_note ?? null,
      created_at: created,
      updated_at: updated,
    }));
    applications.set(id, {
      id,
      status: seed.status,
      version: 1,
      answers: clone(seed.answers ?? {}),
      created_at: created,
      updated_at: updated,
      submitted_at: seed.status === 'draft' ? null : created,
      status_note: seed.status_note ?? null,
      filed_on: seed.filed_on ?? null,
      itin: seed.itin ?? null,
      documents,
      events: (seed.events ?? []).map((e, n) => ({
        id: e.id ?? n + 1,
        type: e.type,
        from_status: e.from_status ?? null,
        to_status: e.to_status ?? null,
        actor: e.actor ?? 'applicant',
        document_id: e.document_id ?? null,
        note: e.note ?? null,
        created_at: e.created_at ?? created,
      })),
      payment: null,
      checklist: [],
      applicant: clone(seed.applicant),
    });
  });

  const present = (app: StaffApplication): StaffApplication =>
    clone({ ...app, checklist: computeChecklist(app.answers, app.documents, today) });

  const fail = <T>(error: ApplicationError): ApplicationResult<T> => ({ ok: false, error });
  const err = (kind: ApplicationError['kind'], code: string, status: number, extra: Partial<ApplicationError> = {}) =>
    fail<never>({ kind, code, message: code, status, ...extra });

  async function run<T>(name: keyof StaffService, body: () => ApplicationResult<T>): Promise<ApplicationResult<T>> {
    calls.push(name);
    if (latency === Infinity) return new Promise<never>(() => {});
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    else await Promise.resolve();
    const forced = errors[name];
    if (forced) return fail(forced);
    if (!staff) return err('forbidden', 'not_staff', 403);
    return body();
  }

  /** The queue's order: the application that has waited longest since its last change first. */
  const queue = () =>
    [...applications.values()].sort((a, b) => a.updated_at.localeCompare(b.updated_at) || a.id.localeCompare(b.id));

  const addEvent = (app: StaffApplication, event: Omit<ApplicationEvent, 'id' | 'created_at' | 'actor'>) => {
    const at = now();
    app.events.push({ ...event, id: app.events.length + 1, actor: 'staff', created_at: at });
    app.updated_at = at;
  };

  return {
    calls,

    list: (query = {}) =>
      run('list', () => {
        const page = query.page ?? 1;
        const perPage = query.perPage ?? STAFF_PAGE_SIZE;
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
          return err('invalid_arguments', 'invalid_arguments', 400);
        }
        const needle = query.query?.trim().toLowerCase() ?? '';
        const matching = queue().filter(
          (app) =>
            (!query.status || app.status === query.status) &&
            (!needle ||
              app.applicant.email.toLowerCase().includes(needle) ||
              app.applicant.name.toLowerCase().includes(needle)),
        );
        return {
          ok: true,
          value: {
            total: matching.length,
            items: matching.slice((page - 1) * perPage, page * perPage).map((app) => ({
              id: app.id,
              status: app.status,
              created_at: app.created_at,
              updated_at: app.updated_at,
              submitted_at: app.submitted_at,
              applicant: clone(app.applicant),
            })),
          },
        };
      }),

    counts: () =>
      run('counts', () => {
        const counts = emptyCounts();
        for (const app of applications.values()) counts[app.status] += 1;
        return { ok: true, value: counts };
      }),

    get: (id) =>
      run('get', () => {
        const app = applications.get(id);
        return app ? { ok: true, value: present(app) } : err('not_found', 'not_found', 404);
      }),

    setStatus: ({ id, status, note, filedOn, itin }) =>
      run('setStatus', () => {
        const app = applications.get(id);
        if (!app) return err('not_found', 'not_found', 404);
        if (filedOn !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(filedOn) || filedOn > today)) {
          return err('invalid_arguments', 'invalid_arguments', 400);
        }
        if (itin !== undefined && !isValidItin(itin)) return err('invalid_arguments', 'invalid_itin', 400);
        const transition = findTransition(app.status, status, 'staff');
        if (!transition) return err('wrong_status', 'wrong_status', 403, { currentStatus: app.status });
        const trimmed = note?.trim() || null;
        if (transition.needs === 'note' && !trimmed) return err('invalid_arguments', 'invalid_arguments', 400);
        if (transition.needs === 'filed_on' && !filedOn) return err('invalid_arguments', 'invalid_arguments', 400);
        if (transition.needs === 'itin' && !itin) return err('invalid_arguments', 'invalid_itin', 400);
        const from = app.status;
        app.status = status;
        app.status_note = trimmed;
        if (filedOn) app.filed_on = filedOn;
        if (itin) app.itin = formatTin(itin) ?? itin;
        addEvent(app, { type: 'status', from_status: from, to_status: status, document_id: null, note: trimmed });
        return { ok: true, value: present(app) };
      }),

    reviewDocument: ({ id, status, note }) =>
      run('reviewDocument', () => {
        const app = [...applications.values()].find((a) => a.documents.some((d) => d.id === id));
        const document = app?.documents.find((d) => d.id === id);
        if (!app || !document) return err('not_found', 'not_found', 404);
        if (app.status === 'draft' || app.status === 'itin_issued' || app.status === 'rejected') {
          return err('wrong_status', 'wrong_status', 403, { currentStatus: app.status });
        }
        document.review_status = status satisfies ReviewStatus;
        document.review_note = note?.trim() || null;
        document.updated_at = now();
        addEvent(app, {
          type: 'document_review',
          from_status: null,
          // As on the server: a review event carries the document's new review status here.
          to_status: status as unknown as Status,
          document_id: id,
          note: document.review_note,
        });
        return { ok: true, value: clone(document) };
      }),

    downloadDocument: (objectPath) =>
      run('downloadDocument', () => {
        const known = [...applications.values()].some((a) => a.documents.some((d) => d.object_path === objectPath));
        if (!known && !files.has(objectPath)) return err('not_found', 'not_found', 404);
        const file = files.get(objectPath) ?? samplePdf(objectPath.slice(objectPath.lastIndexOf('/') + 1));
        return { ok: true, value: file };
      }),

    snapshot: (id) => {
      const app = applications.get(id);
      return app ? present(app) : undefined;
    },

    setError(method, error) {
      if (error) errors[method] = error;
      else delete errors[method];
    },
  };
}
