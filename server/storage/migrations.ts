/**
 * Schema changes, applied in order and recorded in `schema_migrations`. Never edit a released
 * migration: add a new one. Timestamps are ISO-8601 UTC strings, as GoTrue returns them.
 */
import { applicationMigrations } from '../application/migrations.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'auth',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        encrypted_password TEXT NOT NULL,
        email_confirmed_at TEXT,
        confirmation_sent_at TEXT,
        recovery_sent_at TEXT,
        email_change TEXT,
        email_change_sent_at TEXT,
        last_sign_in_at TEXT,
        raw_app_meta_data TEXT NOT NULL DEFAULT '{}',
        raw_user_meta_data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE identities (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        provider_id TEXT NOT NULL,
        identity_data TEXT NOT NULL,
        email TEXT,
        last_sign_in_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (provider, provider_id)
      ) STRICT;
      CREATE INDEX identities_user_id ON identities(user_id);

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        aal TEXT NOT NULL DEFAULT 'aal1',
        amr TEXT NOT NULL,
        user_agent TEXT,
        ip TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        refreshed_at TEXT
      ) STRICT;
      CREATE INDEX sessions_user_id ON sessions(user_id);

      -- The token itself is never stored: only its SHA-256 (for lookup) and the random seed it is
      -- derived from with the server secret, so the current token of a session can be handed out
      -- again within the reuse interval while a copy of the database alone reveals no token.
      CREATE TABLE refresh_tokens (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        seed TEXT NOT NULL,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        parent_id INTEGER,
        revoked INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX refresh_tokens_session_id ON refresh_tokens(session_id);

      CREATE TABLE one_time_tokens (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_type TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        otp_hash TEXT NOT NULL,
        relates_to TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX one_time_tokens_user ON one_time_tokens(user_id, token_type);
    `,
  },
  {
    version: 2,
    name: 'mail, forms and payments',
    sql: `
      CREATE TABLE mail (
        id TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text_body TEXT NOT NULL,
        html_body TEXT NOT NULL,
        link TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX mail_to_address ON mail(to_address);

      CREATE TABLE form_submissions (
        id TEXT PRIMARY KEY,
        form_id TEXT NOT NULL,
        nonce TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL,
        lang TEXT NOT NULL,
        ip TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX form_submissions_form ON form_submissions(form_id, created_at);

      CREATE TABLE form_uploads (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        original_name TEXT NOT NULL,
        stored_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        nonce TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        button_id TEXT NOT NULL,
        item_name TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 3,
    name: 'link lifetimes and code attempts',
    sql: `
      -- A message with a link names the one-time token behind it and when that expires, so it can
      -- be dropped once the link is used, replaced or expired.
      ALTER TABLE mail ADD COLUMN link_ref TEXT;
      ALTER TABLE mail ADD COLUMN expires_at INTEGER;
      CREATE INDEX mail_link_ref ON mail(link_ref);
      -- Messages stored before this version cannot be matched to their token: drop their links.
      DELETE FROM mail WHERE link IS NOT NULL;

      -- Wrong six-digit codes entered for an address; the code ends after five.
      ALTER TABLE one_time_tokens ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX one_time_tokens_address ON one_time_tokens(relates_to, token_type);
    `,
  },
  ...applicationMigrations,
];
