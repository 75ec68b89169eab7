import type { Db } from '../storage/db.ts';

/**
 * Grants and revokes the staff role (`app_metadata.role = 'staff'`) on the local database. The
 * role reaches the access token at the user's next sign-in or token refresh.
 */
export function setStaffRole(db: Db, email: string, staff: boolean, now: Date = new Date()): boolean {
  const row = db
    .prepare<[string], { id: string; raw_app_meta_data: string }>(
      'SELECT id, raw_app_meta_data FROM users WHERE email = ?',
    )
    .get(email.trim().toLowerCase());
  if (!row) return false;
  const meta = JSON.parse(row.raw_app_meta_data) as Record<string, unknown>;
  if (staff) meta.role = 'staff';
  else delete meta.role;
  db.prepare('UPDATE users SET raw_app_meta_data = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(meta),
    now.toISOString(),
    row.id,
  );
  return true;
}

export function listStaff(db: Db): string[] {
  return db
    .prepare<[], { email: string }>(
      "SELECT email FROM users WHERE json_extract(raw_app_meta_data, '$.role') = 'staff' ORDER BY email",
    )
    .all()
    .map((r) => r.email);
}
