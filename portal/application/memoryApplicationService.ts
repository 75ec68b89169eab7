/**
 * An ApplicationService that lives in memory, for stories and unit tests. It applies the same
 * `domain/` rules as the server (answer parsing, submit validation, checklist, status machine,
 * versions), and can be told to be slow, offline, or to fail.
 *
 *   const app = createMemoryApplicationService({
 *     application: { answers: { reasons: ['f'] } },   // an existing draft (null: none yet)
 *     today: '2026-11-26',                             // the day the rules are measured against
 *     latency: 300,                                    // ms per call; Infinity never answers
 *     errors: { submit: { kind: 'unexpected', message: 'Server down' } },
 *   });
 *   app.editElsewhere({ ...answers });                 // another tab saves: the next save conflicts
 *   app.setOffline(true);                              // every call fails with 'network'
 */
import {
  computeChecklist,
  isEditable,
  missingDocuments,
  parseAnswers,
  submitTarget,
  validateForSubmit,
  type DocumentKind,
  type Status,
  type W7Answers,
} from '../../domain';
import {
  checkDocumentFile,
  type Application,
  type ApplicationDocument,
  type ApplicationEvent,
  type ApplicationPayment,
  type ApplicationError,
  type ApplicationResult,
  type ApplicationService,
  type ReviewStatus,
} from './ApplicationService';

export interface MemoryApplicationSeed {
  status?: Status;
  version?: number;
  answers?: W7Answers;
  documents?: Array<Pick<ApplicationDocument, 'kind'> & Partial<ApplicationDocument>>;
  status_note?: string | null;
  /** The day the application was filed with the IRS (YYYY-MM-DD). */
  filed_on?: string | null;
  /** The ITIN the IRS assigned. */
  itin?: string | null;
  /** When it was sent (ISO). @default the seeding moment, for any status past draft */
  submitted_at?: string | null;
  /**
   * Its history. @default one status event per move along the usual path to `status`, all at
   * the seeding moment
   */
  events?: ApplicationEvent[];
  /** The confirmed payment. @default a payment of the package for any status past submitted */
  payment?: ApplicationPayment | null;
}

export interface MemoryApplicationOptions {
  /** The signed-in user's id (the folder of uploaded objects). @default a fixed test id */
  userId?: string;
  /** The application that exists from the start; `null` or absent: none yet. */
  application?: MemoryApplicationSeed | null;
  /**
   * The day the rules are measured against (YYYY-MM-DD), and the day of every timestamp the
   * service writes (at noon UTC), so a story or test draws the same dates whenever it runs.
   * @default the clock's today (and the clock's time)
   */
  today?: string;
  /** Delay of every call in ms; `Infinity` leaves calls pending forever. @default 0 */
  latency?: number;
  /** Start offline: every call fails with `network`. @default false */
  offline?: boolean;
  /** Forced failures by method name. */
  errors?: Partial<Record<keyof ApplicationService, ApplicationError>>;
  /** The account as `account_export` reports it under `profile`. @default `{ id: userId }` */
  profile?: Record<string, unknown>;
}

export interface MemoryApplicationService extends ApplicationService {
  /** The stored application (a copy), or null. */
  snapshot(): Application | null;
  /** Another tab or device saves `answers`: the version moves on, so this tab's next save conflicts. */
  editElsewhere(answers: W7Answers): void;
  /** Makes every following call fail with `network` (true) or work again (false). */
  setOffline(offline: boolean): void;
  /** Replaces or clears a forced failure. */
  setError(method: keyof ApplicationService, error: ApplicationError | null): void;
  /** Moves the application as staff or the payment provider would (no checks). */
  setStatus(status: Status, note?: string | null, extra?: { filed_on?: string; itin?: string }): void;
  /**
   * The payment provider's notification: records a payment of the package and moves a submitted
   * application to paid (nothing changes for any other status, as on the server).
   */
  pay(transactionId?: string): void;
  /** Reviews a document as staff would. */
  reviewDocument(id: string, status: ReviewStatus, note?: string | null): void;
  /** The objects uploaded so far, by object path. */
  readonly objects: ReadonlyMap<string, File>;
  /** The names of the calls made so far, in order (for asserting one save at a time). */
  readonly calls: readonly string[];
}

/** The package's price as the server's price list has it (cents, currency). */
export const MEMORY_PACKAGE_PRICE = { amount_cents: 125_000, currency: 'USD' } as const;

/** The statuses an application passes through on its way to `status`. */
function pathTo(status: Status): Status[] {
  const main: Status[] = ['draft', 'submitted', 'paid', 'in_review'];
  if (status === 'draft') return ['draft'];
  if (main.includes(status)) return main.slice(0, main.indexOf(status) + 1);
  if (status === 'changes_requested') return [...main, 'changes_requested'];
  if (status === 'filed') return [...main, 'filed'];
  return [...main, 'filed', status];
}

const PAID: readonly Status[] = ['paid', 'in_review', 'changes_requested', 'filed', 'itin_issued', 'rejected'];

export const MEMORY_USER_ID = '00000000-0000-4000-8000-000000000001';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(100000000000 + counter).slice(-12)}`;
};

const clone = <T>(value: T): T => structuredClone(value);

export function createMemoryApplicationService(options: MemoryApplicationOptions = {}): MemoryApplicationService {
  const userId = options.userId ?? MEMORY_USER_ID;
  const latency = options.latency ?? 0;
  const errors = { ...options.errors };
  let offline = options.offline ?? false;
  const objects = new Map<string, File>();
  const calls: string[] = [];
  const today = () => options.today ?? new Date().toISOString().slice(0, 10);
  const now = () => (options.today ? `${options.today}T12:00:00.000Z` : new Date().toISOString());

  let application: Application | null = null;
  if (options.application) {
    const seed = options.application;
    const at = now();
    const status = seed.status ?? 'draft';
    const steps = pathTo(status);
    const history: ApplicationEvent[] =
      seed.events ??
      steps.slice(1).map((to, index) => ({
        id: index + 1,
        type: 'status',
        from_status: steps[index] as Status,
        to_status: to,
        actor: to === 'submitted' ? 'applicant' : to === 'paid' ? 'payment' : 'staff',
        document_id: null,
        note: to === 'changes_requested' || to === 'rejected' ? (seed.status_note ?? null) : null,
        created_at: at,
      }));
    application = {
      id: nextId(),
      status,
      version: seed.version ?? 1,
      answers: clone(seed.answers ?? {}),
      created_at: at,
      updated_at: at,
      submitted_at: seed.submitted_at !== undefined ? seed.submitted_at : status !== 'draft' ? at : null,
      status_note: seed.status_note ?? null,
      filed_on: seed.filed_on ?? null,
      itin: seed.itin ?? null,
      documents: (seed.documents ?? []).map((d) => ({
        id: d.id ?? nextId(),
        kind: d.kind,
        object_path: d.object_path ?? `${userId}/${nextId()}.pdf`,
        file_name: d.file_name ?? `${d.kind}.pdf`,
        review_status: d.review_status ?? 'pending',
        review_note: d.review_note ?? null,
        created_at: at,
        updated_at: at,
      })),
      events: clone(history),
      payment:
        seed.payment !== undefined
          ? clone(seed.payment)
          : PAID.includes(status)
            ? {
                status: 'completed',
                ...MEMORY_PACKAGE_PRICE,
                transaction_id: `standin_${nextId()}`,
                paid_at: history.find((e) => e.to_status === 'paid')?.created_at ?? at,
              }
            : null,
      checklist: [],
    };
  }

  /** The application as the server presents it: the checklist recomputed from the answers. */
  const present = (app: Application): Application =>
    clone({ ...app, checklist: computeChecklist(app.answers, app.documents, today()) });

  const fail = <T>(error: ApplicationError): ApplicationResult<T> => ({ ok: false, error });
  const err = (kind: ApplicationError['kind'], code: string, extra: Partial<ApplicationError> = {}) =>
    fail<never>({ kind, code, message: code, ...extra });

  async function run<T>(
    name: keyof ApplicationService,
    body: () => ApplicationResult<T>,
  ): Promise<ApplicationResult<T>> {
    calls.push(name);
    if (latency === Infinity) return new Promise<never>(() => {});
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    else await Promise.resolve();
    if (offline) return fail({ kind: 'network', message: 'Failed to fetch' });
    const forced = errors[name];
    if (forced) return fail(forced);
    return body();
  }

  const event = (app: Application, from: Status, to: Status, actor: string, note: string | null = null) =>
    app.events.push({
      id: app.events.length + 1,
      type: 'status',
      from_status: from,
      to_status: to,
      actor,
      document_id: null,
      note,
      created_at: now(),
    });

  const addDocument = (
    kind: DocumentKind,
    objectPath: string,
    fileName: string,
  ): ApplicationResult<ApplicationDocument> => {
    if (!objects.has(objectPath)) return err('not_found', 'not_found', { status: 404 });
    if (!objectPath.startsWith(`${userId}/`)) return err('forbidden', 'not_owner', { status: 403 });
    if (!application) return err('not_found', 'not_found', { status: 404 });
    if (!isEditable(application.status)) {
      return err('wrong_status', 'wrong_status', { status: 403, currentStatus: application.status });
    }
    if (application.documents.some((d) => d.object_path === objectPath)) {
      return err('invalid_arguments', 'invalid_arguments', { status: 400 });
    }
    const at = now();
    const document: ApplicationDocument = {
      id: nextId(),
      kind,
      object_path: objectPath,
      file_name: fileName,
      review_status: 'pending',
      review_note: null,
      created_at: at,
      updated_at: at,
    };
    application.documents.push(document);
    return { ok: true, value: clone(document) };
  };

  const service: MemoryApplicationService = {
    objects,
    calls,

    get: () => run('get', () => ({ ok: true, value: application ? present(application) : null })),

    saveDraft: ({ answers, version }) =>
      run('saveDraft', () => {
        const parsed = parseAnswers(answers);
        if (parsed.errors.length)
          return err('invalid_answers', 'invalid_answers', { status: 422, fields: parsed.errors });
        const at = now();
        if (!application) {
          if (version !== 0) return err('version_conflict', 'version_conflict', { status: 409, currentVersion: 0 });
          application = {
            id: nextId(),
            status: 'draft',
            version: 1,
            answers: parsed.answers,
            created_at: at,
            updated_at: at,
            submitted_at: null,
            status_note: null,
            filed_on: null,
            itin: null,
            documents: [],
            events: [],
            payment: null,
            checklist: [],
          };
          return { ok: true, value: { version: 1, updated_at: at } };
        }
        if (!isEditable(application.status)) {
          return err('wrong_status', 'wrong_status', { status: 403, currentStatus: application.status });
        }
        if (application.version !== version) {
          return err('version_conflict', 'version_conflict', { status: 409, currentVersion: application.version });
        }
        application.answers = parsed.answers;
        application.version += 1;
        application.updated_at = at;
        return { ok: true, value: { version: application.version, updated_at: at } };
      }),

    submit: ({ version }) =>
      run('submit', () => {
        if (!application) return err('not_found', 'not_found', { status: 404 });
        if (application.version !== version) {
          return err('version_conflict', 'version_conflict', { status: 409, currentVersion: application.version });
        }
        const target = submitTarget(application.status);
        if (!target) return err('wrong_status', 'wrong_status', { status: 403, currentStatus: application.status });
        const fields = validateForSubmit(application.answers, { today: today() });
        if (fields.length) return err('invalid_answers', 'invalid_answers', { status: 422, fields });
        const missing = missingDocuments(computeChecklist(application.answers, application.documents, today()));
        if (missing.length) return err('missing_documents', 'missing_documents', { status: 422, missing });
        const from = application.status;
        application.status = target;
        application.submitted_at = now();
        application.updated_at = application.submitted_at;
        event(application, from, target, 'applicant');
        return { ok: true, value: present(application) };
      }),

    addDocument: ({ kind, objectPath, fileName }) =>
      run('addDocument', () => addDocument(kind, objectPath.replace(/^documents\//, ''), fileName)),

    removeDocument: (id) =>
      run('removeDocument', () => {
        const document = application?.documents.find((d) => d.id === id);
        if (!application || !document) return err('not_found', 'not_found', { status: 404 });
        if (!isEditable(application.status)) {
          return err('wrong_status', 'wrong_status', { status: 403, currentStatus: application.status });
        }
        application.documents = application.documents.filter((d) => d.id !== id);
        objects.delete(document.object_path);
        return { ok: true, value: undefined };
      }),

    async uploadDocument(file, kind, { onProgress, signal } = {}) {
      const checked = checkDocumentFile(file);
      if (!checked.ok) return checked;
      calls.push('upload');
      // Progress in four steps, each after the latency, so stories can show the bar moving.
      const steps = 4;
      for (let step = 1; step <= steps; step += 1) {
        if (latency === Infinity) return new Promise<never>(() => {});
        await new Promise((resolve) => setTimeout(resolve, latency / steps));
        if (signal?.aborted) return fail({ kind: 'aborted', message: 'Upload cancelled' });
        if (offline) return fail({ kind: 'network', message: 'Upload failed' });
        onProgress?.({ loaded: Math.round((file.size * step) / steps), total: file.size });
      }
      const forced = errors.uploadDocument;
      if (forced) return fail(forced);
      const objectPath = `${userId}/${nextId()}.${checked.ext}`;
      objects.set(objectPath, file);
      const added = await service.addDocument({ kind, objectPath, fileName: file.name || `document.${checked.ext}` });
      if (!added.ok) objects.delete(objectPath);
      return added;
    },

    paymentCheckout: (language) =>
      run('paymentCheckout', () => {
        if (!application) return err('not_found', 'not_found', { status: 404 });
        if (application.status !== 'submitted') {
          return err('wrong_status', 'wrong_status', { status: 403, currentStatus: application.status });
        }
        return {
          ok: true,
          value: {
            action: '/checkout',
            fields: { cmd: '_s-xclick', invoice: application.id, lc: language, currency_code: 'USD', amount: '125.00' },
          },
        };
      }),

    accountExport: () =>
      run('accountExport', () => ({
        ok: true,
        value: {
          exported_at: now(),
          profile: clone(options.profile ?? { id: userId }),
          application: application ? present(application) : null,
          files: [...objects.entries()].map(([path, file]) => ({ path, size: file.size, mime_type: file.type })),
        },
      })),

    accountDelete: () =>
      run('accountDelete', () => {
        application = null;
        objects.clear();
        return { ok: true, value: undefined };
      }),

    downloadDocument: (objectPath) =>
      run('downloadDocument', () => {
        const stored = objects.get(objectPath);
        if (stored) return { ok: true, value: stored };
        // A seeded document has no bytes of its own: it downloads as a one-line PDF.
        if (application?.documents.some((d) => d.object_path === objectPath)) {
          return { ok: true, value: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }) };
        }
        return err('not_found', 'not_found', { status: 404 });
      }),

    snapshot: () => (application ? present(application) : null),

    editElsewhere(answers) {
      const parsed = parseAnswers(answers);
      if (parsed.errors.length) throw new Error(`editElsewhere: invalid answers ${JSON.stringify(parsed.errors)}`);
      if (!application) {
        throw new Error('editElsewhere: there is no application yet');
      }
      application.answers = parsed.answers;
      application.version += 1;
      application.updated_at = now();
    },

    setOffline(value) {
      offline = value;
    },

    setError(method, error) {
      if (error) errors[method] = error;
      else delete errors[method];
    },

    setStatus(status, note = null, extra = {}) {
      if (!application) throw new Error('setStatus: there is no application yet');
      event(application, application.status, status, 'staff', note);
      application.status = status;
      application.status_note = note;
      if (extra.filed_on) application.filed_on = extra.filed_on;
      if (extra.itin) application.itin = extra.itin;
    },

    pay(transactionId = `standin_${nextId()}`) {
      if (!application || application.status !== 'submitted' || application.payment) return;
      const at = now();
      application.payment = {
        status: 'completed',
        ...MEMORY_PACKAGE_PRICE,
        transaction_id: transactionId,
        paid_at: at,
      };
      event(application, 'submitted', 'paid', 'payment');
      application.status = 'paid';
      application.updated_at = at;
    },

    reviewDocument(id, status, note = null) {
      const document = application?.documents.find((d) => d.id === id);
      if (!document) throw new Error(`reviewDocument: no document ${id}`);
      document.review_status = status;
      document.review_note = note;
    },
  };
  return service;
}
