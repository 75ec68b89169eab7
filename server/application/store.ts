import type { Db } from '../storage/db.ts';
import type { DocumentKind, Status } from '../../domain/index.ts';

export interface ApplicationRow {
  id: string;
  user_id: string;
  status: Status;
  version: number;
  answers: string;
  status_note: string | null;
  filed_on: string | null;
  itin: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export interface DocumentRow {
  id: string;
  application_id: string;
  kind: DocumentKind;
  object_path: string;
  file_name: string;
  review_status: 'pending' | 'accepted' | 'needs_attention';
  review_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRow {
  id: number;
  application_id: string;
  type: 'status' | 'document_review';
  from_status: string | null;
  to_status: string | null;
  actor: 'applicant' | 'staff' | 'payment';
  actor_id: string | null;
  document_id: string | null;
  note: string | null;
  created_at: string;
}

export interface PaymentRow {
  id: string;
  application_id: string;
  transaction_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  created_at: string;
}

export interface ObjectRow {
  bucket: string;
  name: string;
  owner_id: string;
  size: number;
  mime_type: string;
  created_at: string;
}

export type NewEvent = Omit<EventRow, 'id'>;

/** Every SQL statement of the application record, prepared once. */
export class ApplicationStore {
  private readonly s;

  constructor(readonly db: Db) {
    const p = <T = unknown>(sql: string) => db.prepare<unknown[], T>(sql);
    this.s = {
      byUser: p<ApplicationRow>('SELECT * FROM applications WHERE user_id = ?'),
      byId: p<ApplicationRow>('SELECT * FROM applications WHERE id = ?'),
      insert: p(`INSERT INTO applications (id, user_id, status, version, answers, created_at, updated_at)
        VALUES (@id, @user_id, @status, @version, @answers, @created_at, @updated_at)`),
      saveAnswers: p(
        'UPDATE applications SET answers = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?',
      ),
      setStatus: p(`UPDATE applications SET status = @status, version = version + 1, updated_at = @updated_at,
        submitted_at = COALESCE(@submitted_at, submitted_at), status_note = @status_note,
        filed_on = COALESCE(@filed_on, filed_on), itin = COALESCE(@itin, itin) WHERE id = @id`),
      documents: p<DocumentRow>('SELECT * FROM application_documents WHERE application_id = ? ORDER BY created_at, id'),
      document: p<DocumentRow>('SELECT * FROM application_documents WHERE id = ?'),
      documentByPath: p<DocumentRow>('SELECT * FROM application_documents WHERE object_path = ?'),
      insertDocument: p(`INSERT INTO application_documents
        (id, application_id, kind, object_path, file_name, created_at, updated_at)
        VALUES (@id, @application_id, @kind, @object_path, @file_name, @created_at, @updated_at)`),
      deleteDocument: p('DELETE FROM application_documents WHERE id = ?'),
      reviewDocument: p(
        'UPDATE application_documents SET review_status = ?, review_note = ?, updated_at = ? WHERE id = ?',
      ),
      events: p<EventRow>('SELECT * FROM application_events WHERE application_id = ? ORDER BY id'),
      insertEvent: p(`INSERT INTO application_events
        (application_id, type, from_status, to_status, actor, actor_id, document_id, note, created_at)
        VALUES (@application_id, @type, @from_status, @to_status, @actor, @actor_id, @document_id, @note, @created_at)`),
      payment: p<PaymentRow>(
        "SELECT * FROM application_payments WHERE application_id = ? AND status = 'completed' ORDER BY created_at DESC LIMIT 1",
      ),
      paymentByTransaction: p<PaymentRow>('SELECT * FROM application_payments WHERE transaction_id = ?'),
      insertPayment: p(`INSERT INTO application_payments
        (id, application_id, transaction_id, amount_cents, currency, status, created_at)
        VALUES (@id, @application_id, @transaction_id, @amount_cents, @currency, @status, @created_at)`),
      object: p<ObjectRow>('SELECT * FROM storage_objects WHERE bucket = ? AND name = ?'),
      objectsOf: p<ObjectRow>('SELECT * FROM storage_objects WHERE owner_id = ?'),
      insertObject: p(`INSERT INTO storage_objects (bucket, name, owner_id, size, mime_type, created_at)
        VALUES (@bucket, @name, @owner_id, @size, @mime_type, @created_at)`),
      deleteObject: p('DELETE FROM storage_objects WHERE bucket = ? AND name = ?'),
      deleteUser: p('DELETE FROM users WHERE id = ?'),
    };
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  byUser(userId: string) {
    return this.s.byUser.get(userId);
  }
  byId(id: string) {
    return this.s.byId.get(id);
  }
  insert(row: Pick<ApplicationRow, 'id' | 'user_id' | 'status' | 'version' | 'answers' | 'created_at' | 'updated_at'>) {
    this.s.insert.run(row);
  }
  /** Writes answers only if the version is still `expected`; false when someone else wrote first. */
  saveAnswers(id: string, answers: string, at: string, expected: number): boolean {
    return this.s.saveAnswers.run(answers, at, id, expected).changes === 1;
  }
  setStatus(change: {
    id: string;
    status: Status;
    updated_at: string;
    submitted_at?: string | null;
    status_note?: string | null;
    filed_on?: string | null;
    itin?: string | null;
  }) {
    this.s.setStatus.run({ submitted_at: null, status_note: null, filed_on: null, itin: null, ...change });
  }
  documents(applicationId: string) {
    return this.s.documents.all(applicationId);
  }
  document(id: string) {
    return this.s.document.get(id);
  }
  documentByPath(path: string) {
    return this.s.documentByPath.get(path);
  }
  insertDocument(row: Omit<DocumentRow, 'review_status' | 'review_note'>) {
    this.s.insertDocument.run(row);
  }
  deleteDocument(id: string) {
    this.s.deleteDocument.run(id);
  }
  reviewDocument(id: string, status: DocumentRow['review_status'], note: string | null, at: string) {
    this.s.reviewDocument.run(status, note, at, id);
  }
  events(applicationId: string) {
    return this.s.events.all(applicationId);
  }
  insertEvent(event: NewEvent) {
    this.s.insertEvent.run(event);
  }
  payment(applicationId: string) {
    return this.s.payment.get(applicationId);
  }
  paymentByTransaction(transactionId: string) {
    return this.s.paymentByTransaction.get(transactionId);
  }
  insertPayment(row: PaymentRow) {
    this.s.insertPayment.run(row);
  }
  object(bucket: string, name: string) {
    return this.s.object.get(bucket, name);
  }
  objectsOf(ownerId: string) {
    return this.s.objectsOf.all(ownerId);
  }
  insertObject(row: ObjectRow) {
    this.s.insertObject.run(row);
  }
  deleteObject(bucket: string, name: string) {
    return this.s.deleteObject.run(bucket, name).changes === 1;
  }
  deleteUser(id: string) {
    this.s.deleteUser.run(id);
  }

  /** Applications for the staff list, filtered by status and a name or e-mail substring, the one unchanged longest first. */
  list(filter: { status?: string; query?: string; limit: number; offset: number }) {
    const where: string[] = [];
    const params: Record<string, unknown> = { limit: filter.limit, offset: filter.offset };
    if (filter.status) {
      where.push('a.status = @status');
      params.status = filter.status;
    }
    if (filter.query) {
      // The query is a literal substring: LIKE's wildcards in it are escaped.
      params.query = `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(`(lower(u.email) LIKE @query ESCAPE '\\'
        OR lower(coalesce(json_extract(a.answers, '$.name.first'), '') || ' ' || coalesce(json_extract(a.answers, '$.name.last'), '')) LIKE @query ESCAPE '\\'
        OR lower(coalesce(json_extract(u.raw_user_meta_data, '$.first_name'), '') || ' ' || coalesce(json_extract(u.raw_user_meta_data, '$.last_name'), '')) LIKE @query ESCAPE '\\')`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = `FROM applications a JOIN users u ON u.id = a.user_id ${clause}`;
    const total = (this.db.prepare(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare(
        `SELECT a.*, u.email AS email, u.raw_user_meta_data AS user_meta ${from}
         ORDER BY a.updated_at ASC, a.id LIMIT @limit OFFSET @offset`,
      )
      .all(params) as (ApplicationRow & { email: string; user_meta: string })[];
    return { rows, total };
  }
}
