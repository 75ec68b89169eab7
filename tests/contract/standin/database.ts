import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../../supabase/migrations');

/** The migrations in the order the Supabase CLI applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort()
    .map((name) => path.join(MIGRATIONS_DIR, name));
}

/**
 * Postgres in this process: the platform stand-in (roles, `auth`, `storage`) and then every
 * migration, as `supabase db push` would apply them to a new project.
 */
export async function startDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(readFileSync(path.join(here, 'platform.sql'), 'utf8'));
  for (const file of migrationFiles()) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`migration ${path.basename(file)} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return db;
}
