import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { callerFrom, checkApiKey } from '../application/caller.ts';
import { DOCUMENTS_BUCKET, type Caller } from '../application/service.ts';
import type { ApplicationStore } from '../application/store.ts';
import type { AuthService } from '../auth/service.ts';
import type { ServerConfig } from '../config.ts';
import { JSON_BODY_LIMIT, isPlainObject, parseJson, readBody } from '../http/body.ts';
import type { RequestContext } from '../http/context.ts';
import { HttpError, isHttpError } from '../http/errors.ts';
import { multipartBoundary } from '../http/multipart.ts';
import { send, sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { readToken, signToken } from '../http/signedToken.ts';
import type { ObjectFiles } from './files.ts';
import { MultipartFileStream } from './multipartStream.ts';
import { MAX_DOCUMENT_BYTES } from '../../domain/uploads.ts';
import { EXTENSIONS } from './sniff.ts';

export const STORAGE_PREFIX = '/storage/v1';
/** The largest document accepted. */
export const MAX_OBJECT_BYTES = MAX_DOCUMENT_BYTES;
/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** After a refusal the rest of an upload is read and dropped up to this much, then cut off. */
const DRAIN_LIMIT = 32 * 1024 * 1024;
const MAX_SIGNED_SECONDS = 7 * 24 * 3600;

export interface StorageRoutesDeps {
  config: ServerConfig;
  auth: AuthService;
  store: ApplicationStore;
  files: ObjectFiles;
  /** Secret for signed download URLs. */
  secret: string;
}

const err = (status: number, error: string, message: string) => new HttpError(status, error, message);

/** Checks an object name against the bucket's layout: `<user id>/<uuid>.<ext>`. */
function objectName(folder: string | undefined, file: string | undefined): string {
  if (!folder || !file) throw err(400, 'InvalidKey', 'Invalid object name');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(folder)) {
    throw err(400, 'InvalidKey', 'Objects live in the folder of their owner');
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|jpeg|png|heic)$/.test(file)) {
    throw err(400, 'InvalidKey', 'Object names are <uuid>.<pdf|jpg|jpeg|png|heic>');
  }
  return `${folder}/${file}`;
}

function requireBucket(bucket: string | undefined): void {
  if (bucket !== DOCUMENTS_BUCKET) throw err(404, 'Bucket not found', 'Bucket not found');
}

/** Reads and drops what is left of a refused upload so the client can read the answer. */
function drainRest(ctx: RequestContext): void {
  let dropped = 0;
  ctx.req.unpipe();
  ctx.req.removeAllListeners('data');
  ctx.req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) ctx.req.socket.destroy();
  });
  ctx.req.resume();
}

/**
 * The storage API of the private `documents` bucket as supabase-js's storage client calls it:
 * upload, download, remove and signed URLs. Owners write and read their own folder; staff read
 * every folder. Files are encrypted at rest (see ObjectFiles).
 */
export function registerStorageRoutes(router: Router, deps: StorageRoutesDeps): void {
  const { config, auth, store, files, secret } = deps;
  const headers = () => ({ ...securityHeaders('api', config.csp), 'access-control-allow-origin': '*' });

  const fail = (ctx: RequestContext, error: unknown) => {
    if (ctx.res.headersSent) return void ctx.res.destroy();
    if (isHttpError(error)) {
      // Storage's error shape: statusCode, error, message.
      sendJson(
        ctx.req,
        ctx.res,
        error.status,
        { statusCode: String(error.status), error: error.code, message: error.message },
        headers(),
      );
      return;
    }
    config.logger.error('storage request failed', { path: ctx.url.pathname, error });
    sendJson(ctx.req, ctx.res, 500, { statusCode: '500', error: 'internal', message: 'Internal error' }, headers());
  };

  const signedIn = (ctx: RequestContext): Caller => {
    checkApiKey(ctx, config);
    return callerFrom(ctx, auth);
  };

  /** Owner or staff may read; everyone else is refused. */
  const readable = (caller: Caller, name: string) => {
    const object = store.object(DOCUMENTS_BUCKET, name);
    if (!caller.staff && !name.startsWith(`${caller.userId}/`)) throw err(403, 'Unauthorized', 'Not your object');
    if (!object) throw err(404, 'not_found', 'Object not found');
    return object;
  };

  const serve = (ctx: RequestContext, name: string, mime: string) => {
    const body = files.read(name);
    send(ctx.req, ctx.res, 200, body, {
      ...headers(),
      'content-type': mime,
      'content-disposition': `attachment; filename="${name.split('/')[1]}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  };

  const route = (method: string, pattern: string, handler: (ctx: RequestContext) => Promise<void> | void) =>
    router.add(method, `${STORAGE_PREFIX}${pattern}`, async (ctx) => {
      try {
        await handler(ctx);
      } catch (error) {
        fail(ctx, error);
      }
    });

  const upload = async (ctx: RequestContext) => {
    try {
      const caller = signedIn(ctx);
      requireBucket(ctx.params.bucket);
      const name = objectName(ctx.params.folder, ctx.params.file);
      if (!name.startsWith(`${caller.userId}/`)) throw err(403, 'Unauthorized', 'Uploads go to your own folder');
      if (ctx.req.method === 'PUT' || store.object(DOCUMENTS_BUCKET, name)) {
        throw err(409, 'Duplicate', 'The resource already exists');
      }
      const declared = Number(ctx.req.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_OBJECT_BYTES + MULTIPART_OVERHEAD) {
        throw err(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      }
      const boundary = multipartBoundary(ctx.req.headers['content-type']);
      const source = new PassThrough();
      ctx.req.pipe(source);
      const body = boundary ? source.pipe(new MultipartFileStream(boundary)) : source;
      if (boundary) source.on('error', (e) => body.destroy(e));
      const received = await files.receive(body, MAX_OBJECT_BYTES);
      const ext = name.slice(name.lastIndexOf('.') + 1);
      if (!EXTENSIONS[received.mime].includes(ext)) {
        received.discard();
        throw err(415, 'invalid_mime_type', 'The file name does not match its content');
      }
      received.commit(name);
      try {
        store.insertObject({
          bucket: DOCUMENTS_BUCKET,
          name,
          owner_id: caller.userId,
          size: received.size,
          mime_type: received.mime,
          created_at: new Date(config.now()).toISOString(),
        });
      } catch (error) {
        files.remove(name);
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
          throw err(409, 'Duplicate', 'The resource already exists');
        throw error;
      }
      sendJson(ctx.req, ctx.res, 200, { Key: `${DOCUMENTS_BUCKET}/${name}`, Id: randomUUID() }, headers());
    } catch (error) {
      if (!ctx.req.readableEnded) drainRest(ctx);
      if (isHttpError(error) && error.status === 413) {
        return fail(ctx, err(413, 'Payload too large', 'The object exceeded the maximum allowed size'));
      }
      fail(ctx, error);
    }
  };
  router.add('POST', `${STORAGE_PREFIX}/object/:bucket/:folder/:file`, upload);
  router.add('PUT', `${STORAGE_PREFIX}/object/:bucket/:folder/:file`, upload);

  const download = (ctx: RequestContext) => {
    const caller = signedIn(ctx);
    requireBucket(ctx.params.bucket);
    const name = objectName(ctx.params.folder, ctx.params.file);
    serve(ctx, name, readable(caller, name).mime_type);
  };
  route('GET', '/object/:bucket/:folder/:file', download);
  route('GET', '/object/authenticated/:bucket/:folder/:file', download);

  route('POST', '/object/sign/:bucket/:folder/:file', async (ctx) => {
    const caller = signedIn(ctx);
    requireBucket(ctx.params.bucket);
    const name = objectName(ctx.params.folder, ctx.params.file);
    const input = parseJson(await readBody(ctx.req, JSON_BODY_LIMIT));
    const expiresIn = isPlainObject(input) ? input.expiresIn : undefined;
    if (
      typeof expiresIn !== 'number' ||
      !Number.isInteger(expiresIn) ||
      expiresIn < 1 ||
      expiresIn > MAX_SIGNED_SECONDS
    ) {
      throw err(400, 'InvalidRequest', 'expiresIn must be a whole number of seconds up to 7 days');
    }
    readable(caller, name);
    const token = signToken(secret, 'storage-sign', {
      url: `${DOCUMENTS_BUCKET}/${name}`,
      exp: Math.floor(config.now() / 1000) + expiresIn,
    });
    sendJson(
      ctx.req,
      ctx.res,
      200,
      { signedURL: `/object/sign/${DOCUMENTS_BUCKET}/${name}?token=${token}` },
      headers(),
    );
  });

  // The signed URL itself carries the permission: no key, no bearer token.
  route('GET', '/object/sign/:bucket/:folder/:file', (ctx) => {
    requireBucket(ctx.params.bucket);
    const name = objectName(ctx.params.folder, ctx.params.file);
    const payload = readToken(secret, 'storage-sign', ctx.url.searchParams.get('token') ?? undefined);
    if (!payload || payload.url !== `${DOCUMENTS_BUCKET}/${name}`)
      throw err(400, 'InvalidSignature', 'The signature is invalid');
    if (typeof payload.exp !== 'number' || payload.exp < config.now() / 1000)
      throw err(400, 'InvalidSignature', 'The signed URL has expired');
    const object = store.object(DOCUMENTS_BUCKET, name);
    if (!object) throw err(404, 'not_found', 'Object not found');
    serve(ctx, name, object.mime_type);
  });

  route('DELETE', '/object/:bucket', async (ctx) => {
    const caller = signedIn(ctx);
    requireBucket(ctx.params.bucket);
    const input = parseJson(await readBody(ctx.req, JSON_BODY_LIMIT));
    const prefixes = isPlainObject(input) ? input.prefixes : undefined;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 100 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw err(400, 'InvalidRequest', 'prefixes must list object names');
    }
    const names = (prefixes as string[]).map((p) => {
      const [folder, file, extra] = p.replace(/^\/+/, '').split('/');
      if (extra !== undefined) throw err(400, 'InvalidKey', 'Invalid object name');
      return objectName(folder, file);
    });
    if (names.some((n) => !n.startsWith(`${caller.userId}/`))) throw err(403, 'Unauthorized', 'Not your object');
    // Objects attached to the application are removed with document_remove, which checks its status.
    const removed = store.transaction(() =>
      names.filter((n) => !store.documentByPath(n) && store.deleteObject(DOCUMENTS_BUCKET, n)),
    );
    removed.forEach((n) => files.remove(n));
    sendJson(
      ctx.req,
      ctx.res,
      200,
      removed.map((n) => ({ name: n, bucket_id: DOCUMENTS_BUCKET })),
      headers(),
    );
  });

  router.add('OPTIONS', `${STORAGE_PREFIX}/object/:bucket/:folder/:file`, (ctx) => {
    ctx.res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers':
        'apikey, authorization, content-type, x-client-info, x-upsert, cache-control, x-metadata',
      'access-control-max-age': '86400',
    });
    ctx.res.end();
  });
}
