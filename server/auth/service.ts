import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { isHttpError } from '../http/errors.ts';
import { ownEntry } from '../http/lookup.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailLanguage } from '../mail/language.ts';
import { linkMail, type LinkPurpose } from './emails.ts';
import { authError } from './errors.ts';
import { signJwt, verifyJwt, type AccessClaims } from './jwt.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { presentUser, parseObject, type SessionJson, type UserJson } from './present.ts';
import {
  isUniqueViolation,
  type AuthStore,
  type OneTimeTokenRow,
  type OneTimeTokenType,
  type SessionRow,
  type UserRow,
} from './store.ts';
import {
  MAX_PASSWORD_BYTES,
  mergeMetadata,
  metadataJson,
  normaliseEmail,
  optionalMetadata,
  requireBody,
  requireEmail,
  requireNewPassword,
} from './validation.ts';

export const ACCESS_TOKEN_SECONDS = 3600;
export const LINK_LIFETIME_SECONDS = 3600;
export const EMAIL_INTERVAL_SECONDS = 60;
/** Wrong six-digit codes an outstanding code survives; the next one ends it. */
export const MAX_CODE_ATTEMPTS = 5;

/** Facts about the request the service needs, resolved by the HTTP layer. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** This server's trusted public origin (links point here). */
  origin: string;
}

export interface AuthServiceOptions {
  now: () => number;
  confirmEmail: boolean;
  refreshReuseIntervalSeconds: number;
  secret: string;
}

interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  session: SessionRow;
}

type AmrMethod = 'password' | 'otp' | 'email_change';

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

const VERIFY_TYPES: Record<string, OneTimeTokenType> = {
  recovery: 'recovery',
  signup: 'confirmation',
  email: 'confirmation',
  email_change: 'email_change',
};

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The auth logic of GoTrue that the portal relies on: sign-up, password sign-in, rotating refresh
 * tokens with reuse detection, user updates, logout scopes, and e-mail links for recovery,
 * confirmation and e-mail change. All database work is synchronous inside transactions, so a step
 * that must be atomic (rotating a refresh token, using a link once) cannot interleave with another
 * request; only bcrypt runs off the main thread.
 */
export class AuthService {
  constructor(
    private readonly store: AuthStore,
    private readonly mailer: Mailer,
    private readonly options: AuthServiceOptions,
  ) {
    // Computed up front so the first sign-in with an unknown e-mail is not the slow one.
    void dummyHash();
  }

  private nowIso(): string {
    return new Date(this.options.now()).toISOString();
  }

  private nowSeconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  // ---- sessions -------------------------------------------------------------------------

  /** A refresh token is an HMAC of a stored random seed: reproducible by the server, not from the database. */
  private refreshTokenFor(seed: string): string {
    return createHmac('sha256', this.options.secret).update(`refresh-token:${seed}`).digest('base64url');
  }

  private insertRefreshToken(sessionId: string, userId: string, parentId: number | null): string {
    const seed = randomBytes(18).toString('base64url');
    const token = this.refreshTokenFor(seed);
    const at = this.nowIso();
    this.store.insertRefresh({
      token_hash: sha256(token),
      seed,
      session_id: sessionId,
      user_id: userId,
      parent_id: parentId,
      created_at: at,
      updated_at: at,
    });
    return token;
  }

  /** Creates a session and its first refresh token; call inside a transaction. */
  private openSession(
    user: UserRow,
    method: AmrMethod,
    meta: RequestMeta,
  ): { sessionId: string; refreshToken: string } {
    const at = this.nowIso();
    const sessionId = randomUUID();
    this.store.insertSession({
      id: sessionId,
      user_id: user.id,
      amr: JSON.stringify([{ method, timestamp: this.nowSeconds() }]),
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
      created_at: at,
      updated_at: at,
    });
    this.store.markSignedIn(user.id, at);
    return { sessionId, refreshToken: this.insertRefreshToken(sessionId, user.id, null) };
  }

  private sessionJson(userId: string, sessionId: string, refreshToken: string, meta: RequestMeta): SessionJson {
    const user = this.store.userById(userId);
    const session = this.store.session(sessionId);
    if (!user || !session) throw authError('session_not_found', undefined, { status: 400 });
    const iat = this.nowSeconds();
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const json = presentUser(user, this.store.identitiesOf(user.id));
    const amr = JSON.parse(session.amr) as AccessClaims['amr'];
    const claims: AccessClaims = {
      aud: 'authenticated',
      exp,
      iat,
      iss: `${meta.origin}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: session.id,
      app_metadata: json.app_metadata,
      user_metadata: json.user_metadata,
      is_anonymous: false,
    };
    return {
      access_token: signJwt(claims, this.options.secret),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: json,
    };
  }

  private userJson(userId: string): UserJson {
    const user = this.store.userById(userId);
    if (!user) throw authError('user_not_found');
    return presentUser(user, this.store.identitiesOf(userId));
  }

  // ---- sign-up and sign-in --------------------------------------------------------------

  /** POST /signup: a session when e-mails auto-confirm, else the user and a confirmation e-mail. */
  async signUp(input: unknown, redirectTo: string, meta: RequestMeta): Promise<SessionJson | UserJson> {
    const body = requireBody(input);
    const email = requireEmail(body.email);
    const password = requireNewPassword(body.password);
    const data = metadataJson(optionalMetadata(body.data) ?? {});

    // Hashed before the address is looked up: a registered address costs the same work as a new
    // one, so the time of the answer does not tell them apart.
    const encrypted = await hashPassword(password);
    const existing = this.store.userByEmail(email);
    if (existing) return this.signUpExisting(existing, { encrypted, data }, redirectTo, meta);

    const at = this.nowIso();
    const id = randomUUID();
    const confirm = this.options.confirmEmail;
    let opened: { sessionId: string; refreshToken: string } | undefined;
    try {
      opened = this.store.transaction(() => {
        this.store.insertUser({
          id,
          email,
          encrypted_password: encrypted,
          email_confirmed_at: confirm ? null : at,
          confirmation_sent_at: null,
          raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'] }),
          raw_user_meta_data: data,
          created_at: at,
          updated_at: at,
        });
        this.store.insertIdentity({
          id: randomUUID(),
          user_id: id,
          provider: 'email',
          provider_id: id,
          identity_data: JSON.stringify({ email, email_verified: !confirm, phone_verified: false, sub: id }),
          email,
          last_sign_in_at: at,
          created_at: at,
          updated_at: at,
        });
        if (confirm) {
          const user = this.store.userById(id) as UserRow;
          this.sendLink('signup', user, email, redirectTo, meta);
          return undefined;
        }
        return this.openSession(this.store.userById(id) as UserRow, 'password', meta);
      });
    } catch (error) {
      // Another request registered the same e-mail while this one was hashing.
      if (isUniqueViolation(error)) {
        const winner = this.store.userByEmail(email);
        if (winner) return this.signUpExisting(winner, { encrypted, data }, redirectTo, meta);
      }
      throw error;
    }
    if (!opened) return this.userJson(id);
    return this.sessionJson(id, opened.sessionId, opened.refreshToken, meta);
  }

  /**
   * A sign-up for a registered e-mail. With auto-confirm it is GoTrue's 422. With confirmation on,
   * GoTrue answers as if it worked (an unconfirmed user gets the e-mail again, a confirmed one gets
   * nothing and a made-up user), so the answer does not tell whether the account exists.
   *
   * An unconfirmed account takes the password and metadata of its latest sign-up: whoever signed up
   * first with someone else's address must not keep a password once the owner confirms it.
   */
  private signUpExisting(
    user: UserRow,
    latest: { encrypted: string; data: string },
    redirectTo: string,
    meta: RequestMeta,
  ): UserJson {
    if (!this.options.confirmEmail) throw authError('user_already_exists');
    if (!user.email_confirmed_at) {
      this.store.transaction(() => {
        const current = this.store.userById(user.id);
        if (!current || current.email_confirmed_at) return;
        this.store.updateUser(user.id, {
          encrypted_password: latest.encrypted,
          raw_user_meta_data: latest.data,
          updated_at: this.nowIso(),
        });
        this.sendLink('signup', current, current.email, redirectTo, meta);
      });
      return this.userJson(user.id);
    }
    const at = this.nowIso();
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      confirmation_sent_at: at,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: at,
      updated_at: at,
      is_anonymous: false,
    };
  }

  /** POST /token?grant_type=password. Unknown e-mail and wrong password cost the same bcrypt work. */
  async signInWithPassword(input: unknown, meta: RequestMeta): Promise<SessionJson> {
    const body = requireBody(input);
    if (typeof body.email !== 'string' || body.email.trim() === '') {
      throw authError('validation_failed', 'An email address is required');
    }
    if (typeof body.password !== 'string' || body.password === '') {
      throw authError('validation_failed', 'A password is required');
    }
    const user = this.store.userByEmail(normaliseEmail(body.email));
    const tooLong = Buffer.byteLength(body.password, 'utf8') > MAX_PASSWORD_BYTES;
    const matches = await verifyPassword(body.password, user?.encrypted_password ?? (await dummyHash()));
    if (!user || !matches || tooLong) throw authError('invalid_credentials');
    if (!user.email_confirmed_at) throw authError('email_not_confirmed');
    const { sessionId, refreshToken } = this.store.transaction(() => {
      const current = this.store.userById(user.id);
      if (!current) throw authError('invalid_credentials');
      return this.openSession(current, 'password', meta);
    });
    return this.sessionJson(user.id, sessionId, refreshToken, meta);
  }

  /**
   * POST /token?grant_type=refresh_token. Rotates the token. Presenting an already rotated token
   * within the reuse interval returns the session's current token (a client that lost the
   * response retries safely); later it is treated as theft and the whole session is revoked.
   */
  refresh(input: unknown, meta: RequestMeta): SessionJson {
    const body = requireBody(input);
    if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
      throw authError('validation_failed', 'refresh_token is required');
    }
    const presented = body.refresh_token;
    type Outcome =
      | { error: 'refresh_token_not_found' | 'session_not_found' | 'refresh_token_already_used' }
      | { userId: string; sessionId: string; token: string };
    const outcome = this.store.transaction((): Outcome => {
      const row = this.store.refreshByHash(sha256(presented));
      if (!row) return { error: 'refresh_token_not_found' };
      const session = this.store.session(row.session_id);
      if (!session) return { error: 'session_not_found' };
      const at = this.nowIso();
      if (row.revoked) {
        const active = this.store.activeRefresh(session.id);
        const revokedAt = Date.parse(row.updated_at);
        const withinReuse = this.options.now() - revokedAt <= this.options.refreshReuseIntervalSeconds * 1000;
        if (active && withinReuse) {
          return { userId: row.user_id, sessionId: session.id, token: this.refreshTokenFor(active.seed) };
        }
        this.store.deleteSession(session.id);
        return { error: 'refresh_token_already_used' };
      }
      this.store.revokeRefresh(row.id, at);
      const token = this.insertRefreshToken(session.id, row.user_id, row.id);
      this.store.markRefreshed(session.id, at);
      return { userId: row.user_id, sessionId: session.id, token };
    });
    if ('error' in outcome) {
      throw authError(outcome.error, undefined, outcome.error === 'session_not_found' ? { status: 400 } : {});
    }
    return this.sessionJson(outcome.userId, outcome.sessionId, outcome.token, meta);
  }

  // ---- bearer routes --------------------------------------------------------------------

  /** Checks the bearer token, then that its session and user still exist. */
  authenticate(authorization: string | undefined): Authenticated {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw authError('no_authorization');
    const verified = verifyJwt(match[1], this.options.secret, this.nowSeconds());
    if (!verified.ok) throw authError('bad_jwt', verified.reason);
    const { claims } = verified;
    // The user first, then the session, in GoTrue's order.
    const user = this.store.userById(claims.sub);
    if (!user) throw authError('user_not_found');
    const session = this.store.session(claims.session_id);
    if (!session || session.user_id !== user.id) throw authError('session_not_found');
    return { claims, user, session };
  }

  getUser(authorization: string | undefined): UserJson {
    return this.userJson(this.authenticate(authorization).user.id);
  }

  /**
   * PUT /user: metadata is merged shallowly (null removes a key); a new password ends every other
   * session of the user; a new e-mail applies at once with auto-confirm, else after its link.
   */
  async updateUser(
    authorization: string | undefined,
    input: unknown,
    redirectTo: string,
    meta: RequestMeta,
  ): Promise<UserJson> {
    const { user, session } = this.authenticate(authorization);
    const body = requireBody(input);
    const data = optionalMetadata(body.data);
    if (data) metadataJson(data);
    let encrypted: string | undefined;
    if (body.password !== undefined && body.password !== null) {
      const password = requireNewPassword(body.password);
      if (await verifyPassword(password, user.encrypted_password)) throw authError('same_password');
      encrypted = await hashPassword(password);
    }
    let newEmail: string | undefined;
    if (body.email !== undefined && body.email !== null) {
      const email = requireEmail(body.email);
      if (email !== user.email) {
        if (this.store.userByEmail(email)) throw authError('email_exists');
        newEmail = email;
      }
    }

    try {
      this.store.transaction(() => {
        // The session may have ended while the password was hashing.
        if (!this.store.session(session.id)) throw authError('session_not_found');
        const current = this.store.userById(user.id);
        if (!current) throw authError('user_not_found');
        const at = this.nowIso();
        const changes: Partial<UserRow> = { updated_at: at };
        if (data) {
          changes.raw_user_meta_data = metadataJson(mergeMetadata(parseObject(current.raw_user_meta_data), data));
        }
        if (encrypted) changes.encrypted_password = encrypted;
        if (newEmail && !this.options.confirmEmail) {
          changes.email = newEmail;
          changes.email_change = null;
          changes.email_change_sent_at = null;
          this.store.setIdentityEmail(
            user.id,
            newEmail,
            JSON.stringify({ email: newEmail, email_verified: true, phone_verified: false, sub: user.id }),
            at,
          );
        }
        this.store.updateUser(user.id, changes);
        if (encrypted) this.store.deleteOtherSessions(user.id, session.id);
        // A new password ends every way in that the old state of the account handed out.
        if (encrypted) this.forgetLinks(this.store.voidOneTimeTokens(user.id, 'recovery'));
        if (newEmail && this.options.confirmEmail) {
          const updated = this.store.userById(user.id) as UserRow;
          const waitMs = this.emailWaitMs(updated);
          if (waitMs > 0) {
            throw authError(
              'over_email_send_rate_limit',
              `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
            );
          }
          this.sendLink('email_change', updated, newEmail, redirectTo, meta);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authError('email_exists');
      throw error;
    }
    return this.userJson(user.id);
  }

  /** POST /logout?scope=: `local` ends this session, `others` every other one, `global` all. */
  logout(authorization: string | undefined, scopeParam: string | null): void {
    const scope = (scopeParam ?? 'global') as LogoutScope;
    if (!LOGOUT_SCOPES.includes(scope)) {
      throw authError('validation_failed', `Unsupported logout scope "${String(scopeParam).slice(0, 40)}"`);
    }
    const { user, session } = this.authenticate(authorization);
    this.store.transaction(() => {
      if (scope === 'local') this.store.deleteSession(session.id);
      else if (scope === 'others') this.store.deleteOtherSessions(user.id, session.id);
      else this.store.deleteSessionsOf(user.id);
    });
  }

  // ---- e-mail links ---------------------------------------------------------------------

  /** POST /recover: always `{}` for a well-formed e-mail, whether or not an account has it. */
  recover(input: unknown, redirectTo: string, meta: RequestMeta): Record<string, never> {
    const body = requireBody(input);
    const email = requireEmail(body.email);
    const user = this.store.userByEmail(email);
    // Within the minute after an e-mail the request is dropped silently: a 429 would tell that
    // the address has an account.
    if (user) this.store.transaction(() => this.sendLink('recovery', user, email, redirectTo, meta));
    return {};
  }

  /** POST /resend: sends the sign-up confirmation again to an unconfirmed account; `{}` either way. */
  resend(input: unknown, redirectTo: string, meta: RequestMeta): Record<string, never> {
    const body = requireBody(input);
    if (body.type !== 'signup') throw authError('validation_failed', 'Only type "signup" can be resent');
    const email = requireEmail(body.email);
    const user = this.store.userByEmail(email);
    if (user && !user.email_confirmed_at) {
      this.store.transaction(() => this.sendLink('signup', user, email, redirectTo, meta));
    }
    return {};
  }

  /** The moment of the last e-mail sent to a user, of any kind, in ms. */
  private lastEmailAt(user: UserRow): number {
    return Math.max(
      ...[user.recovery_sent_at, user.confirmation_sent_at, user.email_change_sent_at].map((v) =>
        v ? Date.parse(v) : 0,
      ),
    );
  }

  /** Milliseconds until the user may be e-mailed again (at most one e-mail a minute). */
  private emailWaitMs(user: UserRow): number {
    return this.lastEmailAt(user) + EMAIL_INTERVAL_SECONDS * 1000 - this.options.now();
  }

  /** Drops the messages of links that no longer work. */
  private forgetLinks(ids: readonly string[]): void {
    for (const id of ids) this.mailer.forget(id);
  }

  /**
   * Creates a single-use link (and a six-digit code) valid for an hour, replacing any earlier one of
   * the same kind, and e-mails it. At most one e-mail per user per minute: a request within the
   * minute sends nothing and returns false. Call inside a transaction.
   */
  private sendLink(purpose: LinkPurpose, user: UserRow, to: string, redirectTo: string, meta: RequestMeta): boolean {
    const now = this.options.now();
    if (this.emailWaitMs(user) > 0) return false;
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const type: OneTimeTokenType =
      purpose === 'recovery' ? 'recovery' : purpose === 'signup' ? 'confirmation' : 'email_change';
    const id = randomUUID();
    const expiresAt = now + LINK_LIFETIME_SECONDS * 1000;
    const replaced = this.store.replaceOneTimeToken({
      id,
      user_id: user.id,
      token_type: type,
      token_hash: sha256(token),
      otp_hash: sha256(`${to}:${code}`),
      relates_to: to,
      created_at: now,
      expires_at: expiresAt,
    });
    this.forgetLinks(replaced);
    const at = new Date(now).toISOString();
    if (purpose === 'recovery') this.store.updateUser(user.id, { recovery_sent_at: at });
    else if (purpose === 'signup') this.store.updateUser(user.id, { confirmation_sent_at: at });
    else this.store.updateUser(user.id, { email_change: to, email_change_sent_at: at });
    const link = new URL(`${meta.origin}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', purpose);
    link.searchParams.set('redirect_to', redirectTo);
    // The row read again: a repeated sign-up has just replaced the metadata it was given with.
    const profile = parseObject((this.store.userById(user.id) ?? user).raw_user_meta_data);
    const language = mailLanguage(ownEntry(profile, 'language'));
    this.mailer.send(linkMail(purpose, language, to, link.toString(), code), { ref: id, expiresAt });
    return true;
  }

  /** Uses a one-time token and applies its effect; returns the new session. */
  private consume(row: OneTimeTokenRow | undefined, type: OneTimeTokenType, meta: RequestMeta): SessionJson {
    const invalid = () => authError('otp_expired', 'Token has expired or is invalid');
    const now = this.options.now();
    if (!row || row.token_type !== type || row.used_at !== null || row.expires_at <= now) throw invalid();
    const opened = this.store.transaction(() => {
      if (!this.store.useOneTime(row.id, now)) throw invalid();
      this.mailer.forget(row.id);
      const user = this.store.userById(row.user_id);
      if (!user) throw invalid();
      const at = new Date(now).toISOString();
      if (type === 'email_change') {
        if (user.email_change !== row.relates_to) throw invalid();
        const taken = this.store.userByEmail(row.relates_to);
        if (taken && taken.id !== user.id) throw authError('email_exists');
        this.store.updateUser(user.id, {
          email: row.relates_to,
          email_change: null,
          email_change_sent_at: null,
          email_confirmed_at: user.email_confirmed_at ?? at,
          updated_at: at,
        });
        this.store.setIdentityEmail(
          user.id,
          row.relates_to,
          JSON.stringify({ email: row.relates_to, email_verified: true, phone_verified: false, sub: user.id }),
          at,
        );
      } else {
        if (row.relates_to !== user.email) throw invalid();
        // Following a link sent to the address proves the address, as in GoTrue. Whoever held the
        // account before that (anybody can sign up with any address) loses every session and link.
        if (!user.email_confirmed_at) {
          this.store.updateUser(user.id, { email_confirmed_at: at, updated_at: at });
          this.store.deleteSessionsOf(user.id);
          this.forgetLinks(this.store.voidOneTimeTokens(user.id));
        }
      }
      return {
        userId: user.id,
        ...this.openSession(
          this.store.userById(user.id) as UserRow,
          type === 'email_change' ? 'email_change' : 'otp',
          meta,
        ),
      };
    });
    return this.sessionJson(opened.userId, opened.sessionId, opened.refreshToken, meta);
  }

  /**
   * GET /verify (the e-mail link): where to send the browser. Success puts the session in the
   * fragment (never in the query, so it reaches neither server logs nor Referer headers).
   */
  verifyLink(token: string | null, typeParam: string | null, redirectTo: string, meta: RequestMeta): string {
    const target = new URL(redirectTo);
    target.hash = '';
    const type = typeParam ? ownEntry(VERIFY_TYPES, typeParam) : undefined;
    try {
      if (!token || !type) throw authError('otp_expired');
      const session = this.consume(this.store.oneTimeByHash(sha256(token)), type, meta);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: typeParam ?? '',
      });
      return `${target.toString()}#${fragment.toString()}`;
    } catch (error) {
      if (!isHttpError(error) || error.status >= 500) throw error;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code === 'email_exists' ? 'email_exists' : 'otp_expired',
        error_description:
          error.code === 'email_exists' ? 'Email address already in use' : 'Email link is invalid or has expired',
      });
      return `${target.toString()}#${fragment.toString()}`;
    }
  }

  /** POST /verify: `{type, token_hash}` (the link's token) or `{type, email, token}` (the six-digit code). */
  verifyOtp(input: unknown, meta: RequestMeta): SessionJson {
    const body = requireBody(input);
    const type = typeof body.type === 'string' ? ownEntry(VERIFY_TYPES, body.type) : undefined;
    if (!type) throw authError('validation_failed', 'Verify requires a verification type');
    if (typeof body.token_hash === 'string' && body.token_hash !== '') {
      return this.consume(this.store.oneTimeByHash(sha256(body.token_hash)), type, meta);
    }
    if (typeof body.email === 'string' && typeof body.token === 'string' && /^\d{6}$/.test(body.token)) {
      const email = normaliseEmail(body.email);
      const row = this.store.oneTimeByOtp(sha256(`${email}:${body.token}`), type);
      if (!row || row.used_at !== null || row.expires_at <= this.options.now()) this.countWrongCode(email, type);
      return this.consume(row, type, meta);
    }
    throw authError('validation_failed', 'Verify requires a token_hash, or an email and a token');
  }

  /**
   * A wrong six-digit code for an address counts against every code outstanding for it; the fifth
   * ends them, so guessing one of a million codes stops after five tries whatever the IP.
   */
  private countWrongCode(address: string, type: OneTimeTokenType): void {
    const now = this.options.now();
    this.store.transaction(() => {
      for (const row of this.store.outstandingForAddress(address, type, now)) {
        if (this.store.failAttempt(row.id) >= MAX_CODE_ATTEMPTS && this.store.useOneTime(row.id, now)) {
          this.mailer.forget(row.id);
        }
      }
    });
  }

  /** Housekeeping: forgets one-time tokens an hour after they expired. */
  purge(): void {
    this.store.purgeExpiredOneTime(this.options.now() - LINK_LIFETIME_SECONDS * 1000);
  }
}
