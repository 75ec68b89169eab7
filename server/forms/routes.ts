import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { RateLimiter } from '../auth/rateLimit.ts';
import { discardBody, parseUrlEncoded, readBody } from '../http/body.ts';
import { isSameOriginPost, type RequestContext } from '../http/context.ts';
import { HttpError, isHttpError } from '../http/errors.ts';
import { discardFiles, multipartBoundary, readMultipart, type UploadedFile } from '../http/multipart.ts';
import { sendHtml } from '../http/respond.ts';
import { ownEntry } from '../http/lookup.ts';
import { stripControlCharacters } from '../http/text.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import { readToken, signToken } from '../http/signedToken.ts';
import type { StandInAssets } from '../pages/assets.ts';
import type { Theme } from '../pages/layout.ts';
import { isUniqueViolation } from '../auth/store.ts';
import type { Db } from '../storage/db.ts';
import { isLang, locales, type Lang } from './copy.ts';
import { allFields, FILE_MAX_BYTES, forms, type FormDef, type Values } from './definitions.ts';
import { renderFormMessage, renderFormNotFound, renderFormPage, renderSuccessPage } from './render.ts';
import { UploadSpace } from './uploads.ts';
import { validateSubmission, type AcceptedFile } from './validate.ts';

/** How long a rendered form may be submitted. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
const URLENCODED_LIMIT = 256 * 1024;
const MULTIPART_LIMIT = FILE_MAX_BYTES + 512 * 1024;
const PREFILL_MAX = 254;
const FIVE_MINUTES = 5 * 60 * 1000;

export interface FormRoutesDeps {
  config: ServerConfig;
  db: Db;
  assets: StandInAssets;
  /** Secret for the per-render tokens. */
  secret: string;
}

interface Presentation {
  lang: Lang;
  theme: Theme;
  parentOrigin: string | undefined;
}

function asOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function presentation(ctx: RequestContext): Presentation {
  const params = ctx.url.searchParams;
  const langParam = params.get('lang')?.slice(0, 2).toLowerCase();
  const themeParam = params.get('theme');
  // The parent is named by the portal, or is whoever framed the first load (Referer). A post back
  // to this form has the form itself as referrer, so the origin travels in the action URL.
  let parentOrigin = asOrigin(params.get('parent_origin'));
  if (!parentOrigin && ctx.req.method === 'GET') {
    const referer = ctx.req.headers.referer;
    const refererUrl = referer ? URL.canParse(referer) && new URL(referer) : undefined;
    if (refererUrl && !refererUrl.pathname.startsWith('/forms/')) parentOrigin = asOrigin(referer);
  }
  return {
    lang: isLang(langParam) ? langParam : 'en',
    theme: themeParam === 'light' || themeParam === 'dark' ? themeParam : undefined,
    parentOrigin,
  };
}

function actionUrl(form: FormDef, p: Presentation, explicitLang: boolean): string {
  const query = new URLSearchParams();
  if (explicitLang) query.set('lang', p.lang);
  if (p.theme) query.set('theme', p.theme);
  if (p.parentOrigin) query.set('parent_origin', p.parentOrigin);
  const qs = query.toString();
  return `/forms/${form.id}${qs ? `?${qs}` : ''}`;
}

/** Prefill text from the query string: one line, no control characters, bounded. */
function prefillValue(value: string | null): string {
  return stripControlCharacters(value ?? '')
    .trim()
    .slice(0, PREFILL_MAX);
}

/** The stand-in of the external form service: GET renders, POST validates and stores. */
export function registerFormRoutes(router: Router, deps: FormRoutesDeps): void {
  const { config, db, assets, secret } = deps;
  const uploads = new UploadSpace(
    path.join(config.dataDir, 'uploads'),
    config.forms.uploadQuotaBytes,
    config.forms.concurrentUploads,
  );
  const limiter = new RateLimiter(config.forms.postsPerIp, FIVE_MINUTES, config.now);
  const insertSubmission = db.prepare(
    'INSERT INTO form_submissions (id, form_id, nonce, data, lang, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertUpload = db.prepare(`INSERT INTO form_uploads
    (id, submission_id, field, original_name, stored_name, content_type, size, sha256, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const submissionByNonce = db.prepare<[string], { id: string; form_id: string }>(
    'SELECT id, form_id FROM form_submissions WHERE nonce = ?',
  );

  const headers = () => securityHeaders('form', config.csp);
  const respond = (ctx: RequestContext, status: number, page: string, extra: Record<string, string> = {}) =>
    sendHtml(ctx.req, ctx.res, status, page, { ...headers(), ...extra });

  const newToken = (formId: string) =>
    signToken(secret, 'form', { f: formId, n: randomBytes(12).toString('base64url'), t: config.now() });

  const reference = (id: string) => `ITIN-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

  const notFound = (ctx: RequestContext, p: Presentation) =>
    respond(ctx, 404, renderFormNotFound(assets, p.lang, p.theme, locales[p.lang].common));

  const renderForm = (
    ctx: RequestContext,
    form: FormDef,
    p: Presentation,
    state: { values: Values; errors: Map<string, string>; formError?: string; fileDropped?: boolean },
    status: number,
  ) => {
    const locale = locales[p.lang];
    respond(
      ctx,
      status,
      renderFormPage(assets, {
        form,
        lang: p.lang,
        theme: p.theme,
        common: locale.common,
        copy: locale.forms[form.id as keyof typeof locale.forms],
        ...state,
        token: newToken(form.id),
        action: actionUrl(form, p, ctx.url.searchParams.has('lang')),
        parentOrigin: p.parentOrigin,
      }),
    );
  };

  const renderSuccess = (ctx: RequestContext, form: FormDef, p: Presentation, submissionId: string) => {
    const locale = locales[p.lang];
    respond(
      ctx,
      200,
      renderSuccessPage(assets, {
        form,
        lang: p.lang,
        theme: p.theme,
        common: locale.common,
        copy: locale.forms[form.id as keyof typeof locale.forms],
        reference: reference(submissionId),
        parentOrigin: p.parentOrigin,
      }),
    );
  };

  router.add('GET', '/forms/:formId', (ctx) => {
    const p = presentation(ctx);
    const form = ownEntry(forms, ctx.params.formId ?? '');
    if (!form) return notFound(ctx, p);
    const values: Values = {};
    for (const field of allFields(form)) {
      if (field.prefill) values[field.name] = prefillValue(ctx.url.searchParams.get(field.name));
    }
    renderForm(ctx, form, p, { values, errors: new Map() }, 200);
  });

  router.add('POST', '/forms/:formId', async (ctx) => {
    const p = presentation(ctx);
    const form = ownEntry(forms, ctx.params.formId ?? '');
    if (!form) {
      discardBody(ctx.req, URLENCODED_LIMIT);
      return notFound(ctx, p);
    }
    let files: UploadedFile[] = [];
    let kept: AcceptedFile | undefined;
    let uploading = false;
    try {
      if (!isSameOriginPost(ctx.req, config.siteUrl)) {
        throw new HttpError(403, 'cross_site', 'Cross-site form posts are not accepted');
      }
      if (!limiter.take(ctx.ip)) {
        throw new HttpError(429, 'too_many_posts', 'Too many form posts', { headers: { 'retry-after': '60' } });
      }
      if (multipartBoundary(ctx.req.headers['content-type']) && form.multipart) {
        uploads.enter();
        uploading = true;
      }
      const submission = await readSubmission(ctx, form, uploads);
      files = submission.files;
      const { fields } = submission;
      const locale = locales[p.lang];
      const copy = { common: locale.common, form: locale.forms[form.id as keyof typeof locale.forms] };
      const result = validateSubmission(form, fields, files, copy, config.now());

      const token = readToken(secret, 'form', fields.get('_token'));
      const fresh =
        token?.f === form.id &&
        typeof token.n === 'string' &&
        typeof token.t === 'number' &&
        config.now() - token.t < TOKEN_LIFETIME_MS;
      if (fresh) {
        // A repeated post of a form that already went through (double click, reload) shows its result again.
        const previous = submissionByNonce.get(token.n as string);
        if (previous && previous.form_id === form.id) return renderSuccess(ctx, form, p, previous.id);
      }
      if (!fresh || result.errors.size > 0) {
        return renderForm(
          ctx,
          form,
          p,
          {
            values: result.values,
            errors: result.errors,
            formError: fresh ? undefined : copy.common.errors.expired,
            fileDropped: result.file !== undefined,
          },
          fresh ? 422 : 403,
        );
      }
      const stored = store(ctx, form, p, token.n as string, result.values, result.file);
      kept = stored.file;
      renderSuccess(ctx, form, p, stored.id);
    } catch (error) {
      if (isHttpError(error) && (error.status < 500 || error.status === 503 || error.status === 507)) {
        const common = locales[p.lang].common;
        const body =
          error.status === 413
            ? common.errors.fileSize
            : error.status === 429 || error.status === 503 || error.status === 507
              ? common.errors.tryLater
              : common.errors.expired;
        if (!ctx.req.complete && !ctx.req.destroyed) discardBody(ctx.req, URLENCODED_LIMIT);
        return respond(
          ctx,
          error.status,
          renderFormMessage(assets, p.lang, p.theme, common, common.summaryTitle, body),
          error.headers,
        );
      }
      throw error;
    } finally {
      // Only a stored submission keeps its file; every other received file goes.
      await discardFiles(
        files.filter((f) => f.path !== kept?.path),
        uploads,
      );
      if (uploading) uploads.leave();
    }
  });

  /**
   * Moves the received file (owner-only, already on disk) to its final name and saves the
   * submission; the nonce makes a replay a no-op. Returns the submission and the file kept, if any.
   */
  function store(
    ctx: RequestContext,
    form: FormDef,
    p: Presentation,
    nonce: string,
    values: Values,
    file: AcceptedFile | undefined,
  ): { id: string; file: AcceptedFile | undefined } {
    const id = randomUUID();
    const at = new Date(config.now()).toISOString();
    let storedPath: string | undefined;
    let storedName: string | undefined;
    if (file) {
      storedName = `${id}.${file.extension}`;
      storedPath = path.join(uploads.dir, storedName);
      // A hard link, then the partial name goes: the final name never points at a half file.
      linkSync(file.path, storedPath);
      unlinkSync(file.path);
      syncDirectory(uploads.dir);
    }
    try {
      db.transaction(() => {
        insertSubmission.run(id, form.id, nonce, JSON.stringify(values), p.lang, ctx.ip, at);
        if (file && storedName) {
          insertUpload.run(
            randomUUID(),
            id,
            file.field,
            file.filename,
            storedName,
            file.contentType,
            file.size,
            file.sha256,
            at,
          );
        }
      })();
    } catch (error) {
      // The caller discards the received file, giving its space back.
      if (storedPath) unlinkSync(storedPath);
      if (isUniqueViolation(error)) {
        const previous = submissionByNonce.get(nonce);
        if (previous) return { id: previous.id, file: undefined };
      }
      throw error;
    }
    return { id, file };
  }
}

/** Flushes a directory entry change (a new or renamed file) to disk. */
function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function readSubmission(
  ctx: RequestContext,
  form: FormDef,
  uploads: UploadSpace,
): Promise<{ fields: Map<string, string>; files: UploadedFile[] }> {
  const type = ctx.req.headers['content-type'] ?? '';
  const boundary = multipartBoundary(type);
  if (boundary) return readMultipart(ctx.req, boundary, form.multipart ? MULTIPART_LIMIT : URLENCODED_LIMIT, uploads);
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return { fields: parseUrlEncoded(await readBody(ctx.req, URLENCODED_LIMIT)), files: [] };
  }
  throw new HttpError(415, 'unsupported_media_type', 'Unsupported form encoding');
}
