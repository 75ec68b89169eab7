import Database from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations, type Migration } from './migrations.ts';

export type Db = Database.Database;

/**
 * Opens (or creates) the database in WAL mode and brings its schema up to date. `synchronous =
 * FULL` makes every commit durable before the statement returns, so whatever the client is told
 * succeeded survives a crash or power cut.
 */
export function openDatabase(dataDir: string, file = 'itin-bridge.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const location = path.join(dataDir, file);
  const db = new Database(location);
  // Owner-only before anything is written: SQLite gives the -wal and -shm files the same mode.
  chmodSync(location, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, list: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const newlyApplied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
