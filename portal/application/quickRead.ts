/**
 * The first read of the application on a page, without waiting for supabase-js.
 *
 * A signed-in visitor who opens a wizard or checklist page directly would otherwise wait for the
 * supabase-js chunk to download and start before the page's data is even asked for; on a slow
 * phone that is most of a second. While the access token supabase-js saved has a minute or more
 * left (portal/auth/savedSession.ts), `application_get` is called with it by a plain `fetch`, the
 * same request `rpc()` makes. Anything other than a clean answer (no saved session, a token about to expire, a
 * refusal, a network error, a body that is not JSON) returns null, and the caller asks through
 * supabase-js, which refreshes the session and classifies the error as it always does. The server
 * checks the token either way: this reads nothing the visitor could not read already.
 */
import { savedAccessToken } from '../auth/savedSession';
import type { KeyValueStore } from '../session/storage';
import type { Application, ApplicationResult } from './ApplicationService';

export interface QuickReadOptions {
  /** The Supabase project's URL (the local server's origin by default). */
  url: string;
  anonKey: string;
  /** Where supabase-js keeps its session (the app's store: localStorage). */
  storage: Pick<KeyValueStore, 'getItem'>;
  fetch: typeof fetch;
  now: () => number;
}

/** `application_get` with the saved token, or null when supabase-js should be asked instead. */
export async function quickApplicationGet(
  options: QuickReadOptions,
): Promise<ApplicationResult<Application | null> | null> {
  const token = savedAccessToken(options.url, options.storage, options.now());
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
