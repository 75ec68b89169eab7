/**
 * The first read of the application on a page, without waiting for supabase-js.
 *
 * A signed-in visitor who opens a wizard or checklist page directly would otherwise wait for the
 * supabase-js chunk to download and start before the page's data is even asked for; on a slow
 * phone that is most of a second. supabase-js keeps the session in localStorage under
 * `sb-<first label of the project's host>-auth-token`; while the access token saved there has a
 * minute or more left, `application_get` is called with it by a plain `fetch`, the same request
 * `rpc()` makes. Anything other than a clean answer (no saved session, a token about to expire, a
 * refusal, a network error, a body that is not JSON) returns null, and the caller asks through
 * supabase-js, which refreshes the session and classifies the error as it always does. The server
 * checks the token either way: this reads nothing the visitor could not read already.
 */
import type { Application, ApplicationResult } from './ApplicationService';

/** A token with less than this left is left to supabase-js to refresh first. */
export const QUICK_READ_MIN_VALIDITY_MS = 60_000;

export interface QuickReadOptions {
  /** The Supabase project's URL (the local server's origin by default). */
  url: string;
  anonKey: string;
  /** Where supabase-js keeps its session (window.localStorage). */
  storage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  now: () => number;
}

/** supabase-js's default storage key for the project at `url`. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** The saved access token while it is valid for at least QUICK_READ_MIN_VALIDITY_MS; null otherwise. */
export function savedAccessToken({ url, storage, now }: Pick<QuickReadOptions, 'url' | 'storage' | 'now'>) {
  try {
    const saved = JSON.parse(storage.getItem(sessionStorageKey(url)) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof saved?.access_token !== 'string' || typeof saved.expires_at !== 'number') return null;
    return saved.expires_at * 1000 - now() >= QUICK_READ_MIN_VALIDITY_MS ? saved.access_token : null;
  } catch {
    return null;
  }
}

/** `application_get` with the saved token, or null when supabase-js should be asked instead. */
export async function quickApplicationGet(
  options: QuickReadOptions,
): Promise<ApplicationResult<Application | null> | null> {
  const token = savedAccessToken(options);
  if (!token) return null;
  try {
    const response = await options.fetch(`${options.url}/rest/v1/rpc/application_get`, {
      method: 'POST',
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: '{}',
    });
    if (!response.ok) return null;
    const value = (await response.json()) as unknown;
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) return null;
    return { ok: true, value: value as Application | null };
  } catch {
    return null;
  }
}
