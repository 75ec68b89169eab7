import type { Migration } from '../storage/migrations.ts';

/**
 * The application record: one application per user, its documents (rows pointing at stored
 * objects), the events of its life and the payments confirmed for it. Numbered from 100 so the
 * auth and stand-in migrations keep the low numbers to themselves.
 */
export const applicationMigrations: readonly Migration[] = [
  {
    version: 100,
    name: 'application record',
    sql: `
      CREATE TABLE applications (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        version INTEGER NOT NULL,
        answers TEXT NOT NULL,
        status_note TEXT,
        filed_on TEXT,
        itin TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT
      ) STRICT;
      CREATE INDEX applications_status ON applications(status, updated_at);

      CREATE TABLE storage_objects (
        bucket TEXT NOT NULL,
        name TEXT NOT NULL,
        owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        size INTEGER NOT NULL,
        mime_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (bucket, name)
      ) STRICT;
      CREATE INDEX storage_objects_owner ON storage_objects(owner_id);

      CREATE TABLE application_documents (
        id TEXT PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        object_path TEXT NOT NULL UNIQUE,
        file_name TEXT NOT NULL,
        review_status TEXT NOT NULL DEFAULT 'pending',
        review_note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX application_documents_application ON application_documents(application_id);

      CREATE TABLE application_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        from_status TEXT,
        to_status TEXT,
        actor TEXT NOT NULL,
        actor_id TEXT,
        document_id TEXT,
        note TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX application_events_application ON application_events(application_id, id);

      CREATE TABLE application_payments (
        id TEXT PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        transaction_id TEXT NOT NULL UNIQUE,
        amount_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX application_payments_application ON application_payments(application_id);
    `,
  },
];
