import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process stand-in for the two Supabase APIs the portal uses besides Auth, over a PGlite
 * database holding the migrations: PostgREST's `/rest/v1/rpc/<name>` (and plain table reads) and
 * the Storage API's `/storage/v1/object/...`. Like them, it checks the `apikey`, verifies the
 * bearer token (HS256), and runs every request in its own transaction as the token's role with
 * the claims in `request.jwt.claims`, so row-level security, grants and the functions' own checks
 * decide everything. File bytes are kept in memory; object rows live in `storage.objects`.
 */
export interface StandIn {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs an access token as the project's Auth would. */
  sign(claims: Record<string, unknown>): string;
  close(): Promise<void>;
}

type Claims = Record<string, unknown> & { role?: unknown; exp?: unknown };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const BODY_LIMIT = 12 * 1024 * 1024;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error ?? status));
  }
}

interface DbError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDbError(error: unknown): error is DbError {
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

/** PostgREST's answer to a database error: the PGRST raise gives status and body; else SQLSTATE classes. */
function restError(error: DbError, role: string): ApiError {
  if (error.code === 'PGRST') {
    const body = JSON.parse(error.message) as Record<string, unknown>;
    const { status } = JSON.parse(error.detail ?? '{}') as { status?: number };
    return new ApiError(status ?? 400, body);
  }
  const body = {
    code: error.code ?? null,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  };
  const code = error.code ?? '';
  if (code === '42501') return new ApiError(role === 'anon' ? 401 : 403, body);
  if (code === '42883' || code === '42P01') return new ApiError(404, body);
  if (code.startsWith('23')) return new ApiError(409, body);
  if (code === 'P0001' || code.startsWith('22')) return new ApiError(400, body);
  return new ApiError(500, body);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT)
      throw new ApiError(413, { statusCode: '413', error: 'Payload too large', message: 'too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'content-length': String(raw.length),
    ...headers,
  });
  res.end(raw);
}

export async function startStandIn(db: PGlite): Promise<StandIn> {
  const secret = randomBytes(32).toString('base64url');
  const sign = (claims: Record<string, unknown>) => {
    const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  };
  const farFuture = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600;
  const anonKey = sign({ iss: 'supabase', role: 'anon', exp: farFuture });
  const serviceRoleKey = sign({ iss: 'supabase', role: 'service_role', exp: farFuture });
  const files = new Map<string, { bytes: Buffer; mime: string }>();

  const verify = (token: string): Claims | undefined => {
    const [header, payload, signature, extra] = token.split('.');
    if (!header || !payload || !signature || extra !== undefined || header !== HEADER) return undefined;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    const a = Buffer.from(signature);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return undefined;
    }
  };

  /** The caller's role and claims, from the apikey and the bearer token, as the API gateway and PostgREST do. */
  const callerOf = (req: IncomingMessage, jwtError: (message: string) => ApiError) => {
    const apikey = req.headers['apikey'];
    const key = Array.isArray(apikey) ? apikey[0] : apikey;
    if (!key) throw new ApiError(401, { message: 'No API key found in request' });
    if (key !== anonKey && key !== serviceRoleKey) throw new ApiError(401, { message: 'Invalid API key' });
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? key;
    const claims = verify(bearer);
    if (!claims) throw jwtError('JWSError JWSInvalidSignature');
    if (typeof claims.exp === 'number' && claims.exp < Date.now() / 1000) throw jwtError('JWT expired');
    const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : undefined;
    if (!role) throw jwtError('role is not allowed');
    return { role, claims };
  };

  /** One request's transaction, as the caller's role with its claims. */
  const asCaller = async <T>(
    caller: { role: string; claims: Claims },
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.exec(`set local role ${caller.role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
      return fn(tx);
    });

  const restJwtError = (message: string) => new ApiError(401, { code: 'PGRST301', message, details: null, hint: null });

  const rest = async (req: IncomingMessage, res: ServerResponse, rest: string) => {
    const caller = callerOf(req, restJwtError);
    const rpc = /^rpc\/([A-Za-z0-9_]+)$/.exec(rest);
    if (rpc && req.method === 'POST') {
      const name = rpc[1] as string;
      const raw = await readBody(req);
      let args: unknown;
      try {
        args = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
      } catch {
        throw new ApiError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
      }
      const found = await db.query(
        `select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname = $1 and p.pronargs = 1 and p.proargtypes[0] = 'jsonb'::regtype`,
        [name],
      );
      if (found.rows.length === 0) {
        throw new ApiError(404, {
          code: 'PGRST202',
          message: `Could not find the function public.${name} in the schema cache`,
          details: null,
          hint: null,
        });
      }
      try {
        const result = await asCaller(caller, (tx) =>
          tx.query<{ result: unknown }>(`select public."${name}"($1::jsonb) as result`, [JSON.stringify(args)]),
        );
        return send(res, 200, result.rows[0]?.result ?? null);
      } catch (error) {
        if (isDbError(error)) throw restError(error, caller.role);
        throw error;
      }
    }
    const table = /^([A-Za-z0-9_]+)$/.exec(rest);
    if (table && req.method === 'GET') {
      const name = table[1] as string;
      const exists = await db.query(`select 1 from pg_tables where schemaname = 'public' and tablename = $1`, [name]);
      if (exists.rows.length === 0) {
        throw new ApiError(404, {
          code: 'PGRST205',
          message: `Could not find the table 'public.${name}'`,
          details: null,
          hint: null,
        });
      }
      try {
        const result = await asCaller(caller, (tx) =>
          tx.query<{ rows: unknown }>(`select coalesce(json_agg(t), '[]'::json) as rows from public."${name}" t`),
        );
        return send(res, 200, result.rows[0]?.rows ?? []);
      } catch (error) {
        if (isDbError(error)) throw restError(error, caller.role);
        throw error;
      }
    }
    throw new ApiError(404, {
      code: 'PGRST125',
      message: 'Invalid path specified in request URL',
      details: null,
      hint: null,
    });
  };

  const storageError = (status: number, error: string, message: string) =>
    new ApiError(status, { statusCode: String(status), error, message });
  const storageJwtError = (message: string) => storageError(400, 'InvalidJWT', message);

  /** The uploaded file: the raw body, or the file part of a multipart form (as browsers send it). */
  const uploaded = async (req: IncomingMessage, raw: Buffer) => {
    const type = req.headers['content-type'] ?? 'application/octet-stream';
    if (!type.startsWith('multipart/form-data')) return { bytes: raw, mime: type.split(';')[0]?.trim() ?? '' };
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    for (const value of form.values()) {
      if (typeof value !== 'string') return { bytes: Buffer.from(await value.arrayBuffer()), mime: value.type };
    }
    throw storageError(400, 'InvalidRequest', 'No file in the form');
  };

  const storage = async (req: IncomingMessage, res: ServerResponse, rest: string) => {
    const caller = callerOf(req, storageJwtError);
    const match = /^object\/(?:authenticated\/)?([^/]+)(?:\/(.+))?$/.exec(rest);
    if (!match) throw storageError(404, 'not_found', 'Route not found');
    const bucket = decodeURIComponent(match[1] as string);
    const name = match[2] ? decodeURIComponent(match[2]) : undefined;
    const run = async <T>(fn: (tx: Transaction) => Promise<T>) => {
      try {
        return await asCaller(caller, fn);
      } catch (error) {
        if (!isDbError(error)) throw error;
        if (error.code === '42501') throw storageError(403, 'Unauthorized', error.message);
        if (error.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
        throw storageError(500, 'internal', error.message);
      }
    };
    if ((req.method === 'POST' || req.method === 'PUT') && name) {
      const raw = await readBody(req);
      const file = await uploaded(req, raw);
      const limits = await db.query<{ file_size_limit: number | null; allowed_mime_types: string[] | null }>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      );
      const limit = limits.rows[0];
      if (!limit) throw storageError(404, 'Bucket not found', 'Bucket not found');
      if (limit.file_size_limit !== null && file.bytes.length > Number(limit.file_size_limit)) {
        throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      }
      if (limit.allowed_mime_types && !limit.allowed_mime_types.includes(file.mime)) {
        throw storageError(415, 'invalid_mime_type', `mime type ${file.mime} is not supported`);
      }
      const id = randomUUID();
      await run((tx) =>
        tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4::uuid, $5, $6)`,
          [
            id,
            bucket,
            name,
            typeof caller.claims.sub === 'string' ? caller.claims.sub : null,
            typeof caller.claims.sub === 'string' ? caller.claims.sub : null,
            JSON.stringify({ size: file.bytes.length, mimetype: file.mime }),
          ],
        ),
      );
      files.set(`${bucket}/${name}`, file);
      return send(res, 200, { Key: `${bucket}/${name}`, Id: id });
    }
    if (req.method === 'GET' && name) {
      const found = await run((tx) =>
        tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
      );
      const file = files.get(`${bucket}/${name}`);
      if (found.rows.length === 0 || !file) throw storageError(400, 'not_found', 'Object not found');
      return send(res, 200, file.bytes, { 'content-type': file.mime, 'cache-control': 'no-cache' });
    }
    if (req.method === 'DELETE' && !name) {
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { prefixes?: unknown };
      const prefixes = Array.isArray(body.prefixes) ? body.prefixes.filter((p) => typeof p === 'string') : [];
      const removed = await run(async (tx) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        return tx.query<{ name: string; bucket_id: string }>(
          'delete from storage.objects where bucket_id = $1 and name = any($2) returning name, bucket_id',
          [bucket, prefixes],
        );
      });
      removed.rows.forEach((row) => files.delete(`${bucket}/${row.name}`));
      return send(res, 200, removed.rows);
    }
    throw storageError(405, 'method_not_allowed', 'Method not allowed');
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const handle = async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'access-control-allow-headers': 'apikey, authorization, content-type, x-client-info, x-upsert',
        });
        return res.end();
      }
      if (url.pathname.startsWith('/rest/v1/')) return rest(req, res, url.pathname.slice('/rest/v1/'.length));
      if (url.pathname.startsWith('/storage/v1/')) return storage(req, res, url.pathname.slice('/storage/v1/'.length));
      throw new ApiError(404, { message: 'no Route matched with those values' });
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof ApiError) return send(res, error.status, error.body);
      send(res, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey,
    serviceRoleKey,
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
