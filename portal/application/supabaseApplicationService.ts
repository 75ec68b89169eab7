/**
 * ApplicationService on supabase-js: `rpc()` for the functions, and a plain XMLHttpRequest to the
 * storage API for uploads, because fetch reports no upload progress and documents are large on
 * slow phones. The client is the one the auth service uses (same session); this module is loaded
 * on first use, so pages that never touch the application do not download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DocumentKind, W7Answers } from '../../domain';
import { supabaseClient } from '../auth/supabaseClient';
import {
  checkDocumentFile,
  classifyApplicationError,
  type Application,
  type ApplicationDocument,
  type ApplicationError,
  type ApplicationResult,
  type ApplicationService,
  type PaymentCheckout,
  type SavedDraft,
  type UploadOptions,
} from './ApplicationService';

export interface SupabaseApplicationOptions {
  url: string;
  anonKey: string;
}

export const DOCUMENTS_BUCKET = 'documents';

const unexpected = (error: unknown): ApplicationError => ({
  kind: 'unexpected',
  message: error instanceof Error ? error.message : String(error),
});

/** One file of the documents bucket, with the caller's own session (the bucket decides who may read it). */
export async function downloadObject(client: SupabaseClient, objectPath: string): Promise<ApplicationResult<Blob>> {
  try {
    const { data, error } = await client.storage.from(DOCUMENTS_BUCKET).download(objectPath);
    if (data) return { ok: true, value: data };
    // The storage client reports a refused download with the HTTP status, a failed fetch without.
    const status = (error as { status?: number } | null)?.status;
    if (status === 404 || status === 400)
      return { ok: false, error: { kind: 'not_found', message: 'not_found', status } };
    if (status === 401 || status === 403)
      return { ok: false, error: { kind: 'forbidden', message: 'forbidden', status } };
    return {
      ok: false,
      error: { kind: status ? 'unexpected' : 'network', message: error?.message ?? 'download failed' },
    };
  } catch (error) {
    return { ok: false, error: unexpected(error) };
  }
}

/** One database function through `rpc()`, its error classified as the portal knows them. */
export async function callRpc<T>(
  client: SupabaseClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ApplicationResult<T>> {
  try {
    const { data, error, status } = await client.rpc(name, args);
    if (error) {
      // supabase-js reports a failed fetch as an error without a code or a status.
      const reached = typeof status === 'number' && status > 0;
      return {
        ok: false,
        error: classifyApplicationError({
          code: error.code,
          message: error.message,
          details: error.details,
          ...(reached ? { status } : {}),
        }),
      };
    }
    return { ok: true, value: data as T };
  } catch (error) {
    return { ok: false, error: unexpected(error) };
  }
}

/** A random UUID, also where `crypto.randomUUID` is missing (plain http on a LAN address). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface UploadTarget {
  url: string;
  anonKey: string;
  accessToken: string;
  objectPath: string;
}

/** Sends the file's bytes to the storage API, reporting progress; resolves to a typed result. */
function putObject(file: File, target: UploadTarget, options: UploadOptions): Promise<ApplicationResult<void>> {
  return new Promise((resolve) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) return resolve({ ok: false, error: { kind: 'aborted', message: 'Upload cancelled' } });
    const xhr = new XMLHttpRequest();
    const path = target.objectPath.split('/').map(encodeURIComponent).join('/');
    xhr.open('POST', `${target.url}/storage/v1/object/${DOCUMENTS_BUCKET}/${path}`);
    xhr.setRequestHeader('apikey', target.anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${target.accessToken}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    if (file.type) xhr.setRequestHeader('content-type', file.type);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = (result: ApplicationResult<void>) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        return done({ ok: true, value: undefined });
      }
      let body: { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      done({
        ok: false,
        // Storage answers in its own shape; the status is what matters (413 size, 415 type).
        error: classifyApplicationError({
          message: body.message ?? `Upload failed with ${xhr.status}`,
          status: xhr.status,
        }),
      });
    });
    xhr.addEventListener('error', () => done({ ok: false, error: { kind: 'network', message: 'Upload failed' } }));
    xhr.addEventListener('abort', () => done({ ok: false, error: { kind: 'aborted', message: 'Upload cancelled' } }));
    xhr.send(file);
  });
}

/** Creates the production ApplicationService on the shared supabase-js client. */
export function createSupabaseApplicationService({ url, anonKey }: SupabaseApplicationOptions): ApplicationService {
  const client: SupabaseClient = supabaseClient(url, anonKey);

  const rpc = <T>(name: string, args: Record<string, unknown> = {}) => callRpc<T>(client, name, args);

  const service: ApplicationService = {
    get: () => rpc<Application | null>('application_get'),
    saveDraft: ({ answers, version }: { answers: W7Answers; version: number }) =>
      rpc<SavedDraft>('application_save_draft', { answers, version }),
    submit: ({ version }) => rpc<Application>('application_submit', { version }),
    addDocument: ({ kind, objectPath, fileName }) =>
      rpc<ApplicationDocument>('document_add', { kind, object_path: objectPath, file_name: fileName }),
    removeDocument: async (id) => {
      const result = await rpc<unknown>('document_remove', { id });
      return result.ok ? { ok: true, value: undefined } : result;
    },
    paymentCheckout: (language) => rpc<PaymentCheckout>('payment_checkout', { language }),
    accountExport: () => rpc<Record<string, unknown>>('account_export'),
    accountDelete: async () => {
      const result = await rpc<unknown>('account_delete');
      return result.ok ? { ok: true, value: undefined } : result;
    },
    downloadDocument: (objectPath) => downloadObject(client, objectPath),

    async uploadDocument(file: File, kind: DocumentKind, options: UploadOptions = {}) {
      const checked = checkDocumentFile(file);
      if (!checked.ok) return checked;
      let session;
      try {
        session = (await client.auth.getSession()).data.session;
      } catch (error) {
        return { ok: false, error: unexpected(error) };
      }
      if (!session) return { ok: false, error: { kind: 'session_missing', message: 'Not signed in' } };
      const objectPath = `${session.user.id}/${uuid()}.${checked.ext}`;
      const uploaded = await putObject(file, { url, anonKey, accessToken: session.access_token, objectPath }, options);
      if (!uploaded.ok) return uploaded;
      const added = await service.addDocument({ kind, objectPath, fileName: file.name || `document.${checked.ext}` });
      if (!added.ok) {
        // Leave no orphan object behind; a failure here only leaves a file nobody lists.
        await client.storage
          .from(DOCUMENTS_BUCKET)
          .remove([objectPath])
          .catch(() => undefined);
      }
      return added;
    },
  };
  return service;
}
