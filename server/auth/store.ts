import type { Db } from '../storage/db.ts';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  created_at: string;
  updated_at: string;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  updated_at: string;
  refreshed_at: string | null;
}

export interface RefreshTokenRow {
  id: number;
  token_hash: string;
  seed: string;
  session_id: string;
  user_id: string;
  parent_id: number | null;
  revoked: number;
  created_at: string;
  updated_at: string;
}

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'email_change';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  otp_hash: string;
  relates_to: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  failed_attempts: number;
}

/** True for SQLite's unique-constraint failure, which is how concurrent duplicates surface. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Every SQL statement of the auth service, prepared once. */
export class AuthStore {
  private readonly s;

  constructor(readonly db: Db) {
    const p = <T = unknown>(sql: string) => db.prepare<unknown[], T>(sql);
    this.s = {
      userById: p<UserRow>('SELECT * FROM users WHERE id = ?'),
      userByEmail: p<UserRow>('SELECT * FROM users WHERE email = ?'),
      insertUser: p(`INSERT INTO users (id, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        VALUES (@id, @email, @encrypted_password, @email_confirmed_at, @confirmation_sent_at,
        @raw_app_meta_data, @raw_user_meta_data, @created_at, @updated_at)`),
      identitiesOf: p<IdentityRow>('SELECT * FROM identities WHERE user_id = ? ORDER BY created_at'),
      insertIdentity: p(`INSERT INTO identities (id, user_id, provider, provider_id, identity_data, email,
        last_sign_in_at, created_at, updated_at)
        VALUES (@id, @user_id, @provider, @provider_id, @identity_data, @email, @last_sign_in_at, @created_at, @updated_at)`),
      touchIdentity: p('UPDATE identities SET last_sign_in_at = ?, updated_at = ? WHERE user_id = ? AND provider = ?'),
      setIdentityEmail: p(
        'UPDATE identities SET email = ?, identity_data = ?, updated_at = ? WHERE user_id = ? AND provider = ?',
      ),
      signedIn: p('UPDATE users SET last_sign_in_at = ?, updated_at = ? WHERE id = ?'),
      session: p<SessionRow>('SELECT * FROM sessions WHERE id = ?'),
      insertSession: p(`INSERT INTO sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at)
        VALUES (@id, @user_id, 'aal1', @amr, @user_agent, @ip, @created_at, @updated_at)`),
      refreshedSession: p('UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?'),
      deleteSession: p('DELETE FROM sessions WHERE id = ?'),
      deleteSessionsOf: p('DELETE FROM sessions WHERE user_id = ?'),
      deleteOtherSessions: p('DELETE FROM sessions WHERE user_id = ? AND id <> ?'),
      refreshByHash: p<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = ?'),
      activeRefresh: p<RefreshTokenRow>(
        'SELECT * FROM refresh_tokens WHERE session_id = ? AND revoked = 0 ORDER BY id DESC LIMIT 1',
      ),
      insertRefresh:
        p(`INSERT INTO refresh_tokens (token_hash, seed, session_id, user_id, parent_id, created_at, updated_at)
        VALUES (@token_hash, @seed, @session_id, @user_id, @parent_id, @created_at, @updated_at)`),
      revokeRefresh: p('UPDATE refresh_tokens SET revoked = 1, updated_at = ? WHERE id = ?'),
      deleteUnusedTokens: p<{ id: string }>(
        'DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = ? AND used_at IS NULL RETURNING id',
      ),
      deleteAllUnusedTokens: p<{ id: string }>(
        'DELETE FROM one_time_tokens WHERE user_id = ? AND used_at IS NULL RETURNING id',
      ),
      outstandingForAddress: p<OneTimeTokenRow>(
        `SELECT * FROM one_time_tokens WHERE relates_to = ? AND token_type = ? AND used_at IS NULL AND expires_at > ?`,
      ),
      failAttempt: p<{ failed_attempts: number }>(
        'UPDATE one_time_tokens SET failed_attempts = failed_attempts + 1 WHERE id = ? RETURNING failed_attempts',
      ),
      insertOneTime:
        p(`INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, otp_hash, relates_to, created_at, expires_at)
        VALUES (@id, @user_id, @token_type, @token_hash, @otp_hash, @relates_to, @created_at, @expires_at)`),
      oneTimeByHash: p<OneTimeTokenRow>('SELECT * FROM one_time_tokens WHERE token_hash = ?'),
      oneTimeByOtp: p<OneTimeTokenRow>('SELECT * FROM one_time_tokens WHERE otp_hash = ? AND token_type = ?'),
      useOneTime: p('UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL'),
      purgeOneTime: p('DELETE FROM one_time_tokens WHERE expires_at < ?'),
    };
  }

  userById(id: string): UserRow | undefined {
    return this.s.userById.get(id);
  }
  userByEmail(email: string): UserRow | undefined {
    return this.s.userByEmail.get(email);
  }
  insertUser(
    row: Omit<UserRow, 'recovery_sent_at' | 'email_change' | 'email_change_sent_at' | 'last_sign_in_at'>,
  ): void {
    this.s.insertUser.run(row);
  }
  /** Updates the given columns of a user; column names come from the typed keys, never from input. */
  updateUser(id: string, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>): void {
    const keys = Object.keys(changes) as (keyof typeof changes)[];
    if (!keys.length) return;
    const assignments = keys.map((k) => `${k} = @${k}`).join(', ');
    this.db.prepare(`UPDATE users SET ${assignments} WHERE id = @id`).run({ ...changes, id });
  }
  identitiesOf(userId: string): IdentityRow[] {
    return this.s.identitiesOf.all(userId);
  }
  insertIdentity(row: IdentityRow): void {
    this.s.insertIdentity.run(row);
  }
  setIdentityEmail(userId: string, email: string, identityData: string, at: string): void {
    this.s.setIdentityEmail.run(email, identityData, at, userId, 'email');
  }
  markSignedIn(userId: string, at: string): void {
    this.s.signedIn.run(at, at, userId);
    this.s.touchIdentity.run(at, at, userId, 'email');
  }
  session(id: string): SessionRow | undefined {
    return this.s.session.get(id);
  }
  insertSession(row: Omit<SessionRow, 'aal' | 'refreshed_at'>): void {
    this.s.insertSession.run(row);
  }
  markRefreshed(sessionId: string, at: string): void {
    this.s.refreshedSession.run(at, at, sessionId);
  }
  deleteSession(id: string): void {
    this.s.deleteSession.run(id);
  }
  deleteSessionsOf(userId: string): void {
    this.s.deleteSessionsOf.run(userId);
  }
  deleteOtherSessions(userId: string, keepSessionId: string): void {
    this.s.deleteOtherSessions.run(userId, keepSessionId);
  }
  refreshByHash(hash: string): RefreshTokenRow | undefined {
    return this.s.refreshByHash.get(hash);
  }
  activeRefresh(sessionId: string): RefreshTokenRow | undefined {
    return this.s.activeRefresh.get(sessionId);
  }
  insertRefresh(row: Omit<RefreshTokenRow, 'id' | 'revoked'>): void {
    this.s.insertRefresh.run(row);
  }
  revokeRefresh(id: number, at: string): void {
    this.s.revokeRefresh.run(at, id);
  }
  /** Stores a new one-time token in place of the unused ones of its kind; returns the ids it replaced. */
  replaceOneTimeToken(row: Omit<OneTimeTokenRow, 'used_at' | 'failed_attempts'>): string[] {
    const replaced = this.voidOneTimeTokens(row.user_id, row.token_type);
    this.s.insertOneTime.run(row);
    return replaced;
  }
  /** Deletes the unused one-time tokens of a user (of one kind, or all); returns their ids. */
  voidOneTimeTokens(userId: string, type?: OneTimeTokenType): string[] {
    const rows =
      type === undefined ? this.s.deleteAllUnusedTokens.all(userId) : this.s.deleteUnusedTokens.all(userId, type);
    return rows.map((r) => r.id);
  }
  /** Unused, unexpired one-time tokens sent to an address. */
  outstandingForAddress(address: string, type: OneTimeTokenType, now: number): OneTimeTokenRow[] {
    return this.s.outstandingForAddress.all(address, type, now);
  }
  /** Counts one wrong code against a token; returns the count so far. */
  failAttempt(id: string): number {
    return this.s.failAttempt.get(id)?.failed_attempts ?? 0;
  }
  oneTimeByHash(hash: string): OneTimeTokenRow | undefined {
    return this.s.oneTimeByHash.get(hash);
  }
  oneTimeByOtp(hash: string, type: OneTimeTokenType): OneTimeTokenRow | undefined {
    return this.s.oneTimeByOtp.get(hash, type);
  }
  /** Marks a one-time token used; false when another request used it first. */
  useOneTime(id: string, at: number): boolean {
    return this.s.useOneTime.run(at, id).changes === 1;
  }
  purgeExpiredOneTime(before: number): void {
    this.s.purgeOneTime.run(before);
  }
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
