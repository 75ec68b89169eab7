import { randomUUID } from 'node:crypto';
import {
  computeChecklist,
  findTransition,
  isDocumentKind,
  isEditable,
  isIsoDate,
  isStatus,
  isValidItin,
  missingDocuments,
  parseAnswers,
  submitTarget,
  validateForSubmit,
  formatTin,
  type Actor,
  type Status,
  type W7Answers,
} from '../../domain/index.ts';
import { isPlainObject } from '../http/body.ts';
import { rpcError } from './errors.ts';
import type { ApplicationRow, ApplicationStore, DocumentRow, EventRow, PaymentRow } from './store.ts';

export const DOCUMENTS_BUCKET = 'documents';
/** How recently the caller must have signed in to delete the account. */
export const REAUTHENTICATION_SECONDS = 5 * 60;

/** Who is calling, as established from the access token and the current user row. */
export interface Caller {
  userId: string;
  email: string;
  staff: boolean;
  /** When the caller last proved their password (unix seconds). */
  authenticatedAt: number;
  userMetadata: Record<string, unknown>;
}

/** Told about every status change, after it is committed (e-mails to the applicant). */
export type StatusListener = (change: {
  application: ApplicationRow;
  from: Status;
  to: Status;
  note: string | null;
}) => void;

/** Removes the stored files of objects; called after their rows are gone. */
export type FileRemover = (objectNames: string[]) => void;

type Args = Record<string, unknown>;

function args(input: unknown): Args {
  if (input === undefined || input === null) return {};
  if (!isPlainObject(input)) throw rpcError('invalid_arguments', 'arguments must be a JSON object');
  return input;
}

function optionalText(value: unknown, name: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > max) throw rpcError('invalid_arguments', name);
  return value.trim() === '' ? null : value.trim();
}

function requireId(value: unknown, name = 'id'): string {
  if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value)) throw rpcError('invalid_arguments', name);
  return value.toLowerCase();
}

function requireVersion(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw rpcError('invalid_arguments', 'version');
  return value;
}

/** The answers as the client sees them. */
function answersOf(row: ApplicationRow): W7Answers {
  return JSON.parse(row.answers) as W7Answers;
}

/**
 * The application record: reads and writes of one applicant's application, staff review and
 * status changes. Every write runs in one SQLite transaction, and answers carry a version that
 * must match, so two tabs or two requests cannot silently overwrite each other.
 */
export class ApplicationService {
  private readonly listeners: StatusListener[] = [];
  private fileRemover: FileRemover = () => {};

  constructor(
    readonly store: ApplicationStore,
    private readonly now: () => number,
  ) {}

  onStatusChange(listener: StatusListener): void {
    this.listeners.push(listener);
  }

  setFileRemover(remover: FileRemover): void {
    this.fileRemover = remover;
  }

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  private today(): string {
    return this.nowIso().slice(0, 10);
  }

  // ---- presentation ---------------------------------------------------------------------

  present(row: ApplicationRow, forStaff = false) {
    const answers = answersOf(row);
    const documents = this.store.documents(row.id);
    const payment = this.store.payment(row.id);
    return {
      id: row.id,
      status: row.status,
      version: row.version,
      answers,
      created_at: row.created_at,
      updated_at: row.updated_at,
      submitted_at: row.submitted_at,
      status_note: row.status_note,
      filed_on: row.filed_on,
      itin: row.itin,
      documents: documents.map(presentDocument),
      events: this.store.events(row.id).map((e) => presentEvent(e, forStaff)),
      payment: payment ? presentPayment(payment) : null,
      checklist: computeChecklist(answers, documents, this.today()),
    };
  }

  // ---- applicant ------------------------------------------------------------------------

  get(caller: Caller) {
    const row = this.store.byUser(caller.userId);
    return row ? this.present(row) : null;
  }

  saveDraft(caller: Caller, input: unknown) {
    const a = args(input);
    const version = requireVersion(a.version);
    const { answers, errors } = parseAnswers(a.answers ?? {});
    if (errors.length) throw rpcError('invalid_answers', errors);
    const json = JSON.stringify(answers);
    const at = this.nowIso();
    return this.store.transaction(() => {
      const row = this.store.byUser(caller.userId);
      if (!row) {
        if (version !== 0) throw rpcError('version_conflict', { version: 0 });
        this.store.insert({
          id: randomUUID(),
          user_id: caller.userId,
          status: 'draft',
          version: 1,
          answers: json,
          created_at: at,
          updated_at: at,
        });
        return { version: 1, updated_at: at };
      }
      if (!isEditable(row.status)) throw rpcError('wrong_status', { status: row.status });
      if (!this.store.saveAnswers(row.id, json, at, version)) {
        throw rpcError('version_conflict', { version: row.version });
      }
      return { version: version + 1, updated_at: at };
    });
  }

  submit(caller: Caller, input: unknown) {
    const version = requireVersion(args(input).version);
    const change = this.store.transaction(() => {
      const row = this.store.byUser(caller.userId);
      if (!row) throw rpcError('not_found', 'no application');
      if (row.version !== version) throw rpcError('version_conflict', { version: row.version });
      const target = submitTarget(row.status);
      if (!target) throw rpcError('wrong_status', { status: row.status });
      const answers = answersOf(row);
      const errors = validateForSubmit(answers, { today: this.today() });
      if (errors.length) throw rpcError('invalid_answers', errors);
      const missing = missingDocuments(computeChecklist(answers, this.store.documents(row.id), this.today()));
      if (missing.length) throw rpcError('missing_documents', missing);
      return this.transition(row, target, 'applicant', caller.userId, { submitted: true });
    });
    this.announce(change);
    return this.present(change.application);
  }

  addDocument(caller: Caller, input: unknown) {
    const a = args(input);
    if (!isDocumentKind(a.kind)) throw rpcError('invalid_arguments', 'kind');
    const kind = a.kind;
    const fileName = optionalText(a.file_name, 'file_name', 255);
    if (!fileName) throw rpcError('invalid_arguments', 'file_name');
    if (typeof a.object_path !== 'string') throw rpcError('invalid_arguments', 'object_path');
    // Accept the path with or without the bucket name in front, as the storage client returns both.
    const objectPath = a.object_path.replace(/^documents\//, '');
    return this.store.transaction(() => {
      const object = this.store.object(DOCUMENTS_BUCKET, objectPath);
      if (!object) throw rpcError('not_found', 'object_path');
      if (object.owner_id !== caller.userId) throw rpcError('not_owner', 'object_path');
      const row = this.store.byUser(caller.userId);
      if (!row) throw rpcError('not_found', 'no application');
      if (!isEditable(row.status)) throw rpcError('wrong_status', { status: row.status });
      if (this.store.documentByPath(objectPath)) throw rpcError('invalid_arguments', 'object_path already added');
      const at = this.nowIso();
      const id = randomUUID();
      this.store.insertDocument({
        id,
        application_id: row.id,
        kind,
        object_path: objectPath,
        file_name: fileName,
        created_at: at,
        updated_at: at,
      });
      return presentDocument(this.store.document(id) as DocumentRow);
    });
  }

  removeDocument(caller: Caller, input: unknown) {
    const id = requireId(args(input).id);
    const removed = this.store.transaction(() => {
      const row = this.store.byUser(caller.userId);
      const document = this.store.document(id);
      // Someone else's document is reported as missing, so ids cannot be probed.
      if (!row || !document || document.application_id !== row.id) throw rpcError('not_found', 'id');
      if (!isEditable(row.status)) throw rpcError('wrong_status', { status: row.status });
      this.store.deleteDocument(id);
      this.store.deleteObject(DOCUMENTS_BUCKET, document.object_path);
      return document.object_path;
    });
    this.fileRemover([removed]);
    return {};
  }

  exportAccount(caller: Caller, user: Record<string, unknown>) {
    const row = this.store.byUser(caller.userId);
    return {
      exported_at: this.nowIso(),
      profile: user,
      application: row ? this.present(row) : null,
      files: this.store.objectsOf(caller.userId).map((o) => ({
        path: o.name,
        size: o.size,
        mime_type: o.mime_type,
        created_at: o.created_at,
      })),
    };
  }

  deleteAccount(caller: Caller) {
    if (this.now() / 1000 - caller.authenticatedAt > REAUTHENTICATION_SECONDS) {
      throw rpcError('reauthentication_needed');
    }
    const names = this.store.transaction(() => {
      const objects = this.store.objectsOf(caller.userId).map((o) => o.name);
      // Applications, documents, events, payments, sessions and objects cascade from the user.
      this.store.deleteUser(caller.userId);
      return objects;
    });
    this.fileRemover(names);
    return {};
  }

  // ---- staff ----------------------------------------------------------------------------

  private requireStaff(caller: Caller) {
    if (!caller.staff) throw rpcError('not_staff');
  }

  private staffView(row: ApplicationRow) {
    const user = this.store.db
      .prepare<[string], { email: string; raw_user_meta_data: string }>(
        'SELECT email, raw_user_meta_data FROM users WHERE id = ?',
      )
      .get(row.user_id);
    const meta = user ? (JSON.parse(user.raw_user_meta_data) as Record<string, unknown>) : {};
    return { ...this.present(row, true), applicant: applicantOf(answersOf(row), meta, user?.email ?? '') };
  }

  staffList(caller: Caller, input: unknown) {
    this.requireStaff(caller);
    const a = args(input);
    if (a.status !== undefined && a.status !== null && !isStatus(a.status))
      throw rpcError('invalid_arguments', 'status');
    const query = optionalText(a.query, 'query', 200);
    const page = a.page === undefined || a.page === null ? 1 : a.page;
    const perPage = a.per_page === undefined || a.per_page === null ? 20 : a.per_page;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) throw rpcError('invalid_arguments', 'page');
    if (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      throw rpcError('invalid_arguments', 'per_page');
    }
    const { rows, total } = this.store.list({
      status: (a.status as string | undefined) ?? undefined,
      query: query ?? undefined,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        status: row.status,
        created_at: row.created_at,
        updated_at: row.updated_at,
        submitted_at: row.submitted_at,
        applicant: applicantOf(answersOf(row), JSON.parse(row.user_meta) as Record<string, unknown>, row.email),
      })),
    };
  }

  staffGet(caller: Caller, input: unknown) {
    this.requireStaff(caller);
    const row = this.store.byId(requireId(args(input).id));
    if (!row) throw rpcError('not_found', 'id');
    return this.staffView(row);
  }

  staffSetStatus(caller: Caller, input: unknown) {
    this.requireStaff(caller);
    const a = args(input);
    const id = requireId(a.id);
    if (!isStatus(a.status)) throw rpcError('invalid_arguments', 'status');
    const to = a.status;
    const note = optionalText(a.note, 'note', 2000);
    let filedOn: string | null = null;
    let itin: string | null = null;
    if (a.filed_on !== undefined && a.filed_on !== null) {
      if (typeof a.filed_on !== 'string' || !isIsoDate(a.filed_on) || a.filed_on > this.today()) {
        throw rpcError('invalid_arguments', 'filed_on');
      }
      filedOn = a.filed_on;
    }
    if (a.itin !== undefined && a.itin !== null) {
      if (typeof a.itin !== 'string' || !isValidItin(a.itin)) throw rpcError('invalid_itin', 'itin');
      itin = formatTin(a.itin) as string;
    }
    const change = this.store.transaction(() => {
      const row = this.store.byId(id);
      if (!row) throw rpcError('not_found', 'id');
      const transition = findTransition(row.status, to, 'staff');
      if (!transition) throw rpcError('wrong_status', { from: row.status, to });
      if (transition.needs === 'note' && !note) throw rpcError('invalid_arguments', 'note');
      if (transition.needs === 'filed_on' && !filedOn) throw rpcError('invalid_arguments', 'filed_on');
      if (transition.needs === 'itin' && !itin) throw rpcError('invalid_itin', 'itin');
      return this.transition(row, to, 'staff', caller.userId, { note, filedOn, itin });
    });
    this.announce(change);
    return this.staffView(change.application);
  }

  staffReviewDocument(caller: Caller, input: unknown) {
    this.requireStaff(caller);
    const a = args(input);
    const id = requireId(a.id);
    if (a.status !== 'accepted' && a.status !== 'needs_attention') throw rpcError('invalid_arguments', 'status');
    const status = a.status;
    const note = optionalText(a.note, 'note', 2000);
    return this.store.transaction(() => {
      const document = this.store.document(id);
      if (!document) throw rpcError('not_found', 'id');
      const row = this.store.byId(document.application_id) as ApplicationRow;
      if (row.status === 'draft' || row.status === 'itin_issued' || row.status === 'rejected') {
        throw rpcError('wrong_status', { status: row.status });
      }
      const at = this.nowIso();
      this.store.reviewDocument(id, status, note, at);
      this.store.insertEvent({
        application_id: row.id,
        type: 'document_review',
        from_status: null,
        to_status: status,
        actor: 'staff',
        actor_id: caller.userId,
        document_id: id,
        note,
        created_at: at,
      });
      return presentDocument(this.store.document(id) as DocumentRow);
    });
  }

  // ---- payment --------------------------------------------------------------------------

  /**
   * Records a verified payment and moves the application to `paid`. Returns false (and changes
   * nothing) for a transaction id already seen or an application not awaiting payment.
   */
  recordPayment(payment: { applicationId: string; transactionId: string; amountCents: number; currency: string }) {
    const change = this.store.transaction(() => {
      if (this.store.paymentByTransaction(payment.transactionId)) return 'replayed' as const;
      const row = this.store.byId(payment.applicationId);
      if (!row) return 'unknown_application' as const;
      if (!findTransition(row.status, 'paid', 'payment')) return 'not_awaiting_payment' as const;
      this.store.insertPayment({
        id: randomUUID(),
        application_id: row.id,
        transaction_id: payment.transactionId,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        status: 'completed',
        created_at: this.nowIso(),
      });
      return this.transition(row, 'paid', 'payment', null, {});
    });
    if (typeof change === 'string') return change;
    this.announce(change);
    return 'recorded' as const;
  }

  // ---- transitions ----------------------------------------------------------------------

  /** Moves the application and appends the event; call inside a transaction. */
  private transition(
    row: ApplicationRow,
    to: Status,
    actor: Actor,
    actorId: string | null,
    extra: { note?: string | null; filedOn?: string | null; itin?: string | null; submitted?: boolean },
  ) {
    const at = this.nowIso();
    this.store.setStatus({
      id: row.id,
      status: to,
      updated_at: at,
      submitted_at: extra.submitted ? at : null,
      status_note: extra.note ?? null,
      filed_on: extra.filedOn ?? null,
      itin: extra.itin ?? null,
    });
    this.store.insertEvent({
      application_id: row.id,
      type: 'status',
      from_status: row.status,
      to_status: to,
      actor,
      actor_id: actorId,
      document_id: null,
      note: extra.note ?? null,
      created_at: at,
    });
    return { application: this.store.byId(row.id) as ApplicationRow, from: row.status, to, note: extra.note ?? null };
  }

  private announce(change: { application: ApplicationRow; from: Status; to: Status; note: string | null }) {
    for (const listener of this.listeners) listener(change);
  }
}

function presentDocument(d: DocumentRow) {
  return {
    id: d.id,
    kind: d.kind,
    object_path: d.object_path,
    file_name: d.file_name,
    review_status: d.review_status,
    review_note: d.review_note,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

function presentEvent(e: EventRow, forStaff: boolean) {
  return {
    id: e.id,
    type: e.type,
    from_status: e.from_status,
    to_status: e.to_status,
    actor: e.actor,
    ...(forStaff ? { actor_id: e.actor_id } : {}),
    document_id: e.document_id,
    note: e.note,
    created_at: e.created_at,
  };
}

function presentPayment(p: PaymentRow) {
  return {
    status: p.status,
    amount_cents: p.amount_cents,
    currency: p.currency,
    transaction_id: p.transaction_id,
    paid_at: p.created_at,
  };
}

function applicantOf(answers: W7Answers, meta: Record<string, unknown>, email: string) {
  const first = answers.name?.first ?? (typeof meta.first_name === 'string' ? meta.first_name : '');
  const last = answers.name?.last ?? (typeof meta.last_name === 'string' ? meta.last_name : '');
  return { name: `${first} ${last}`.trim(), email };
}
