/**
 * What supabase-js saved of the session, read without loading supabase-js: it keeps the session
 * under `sb-<first label of the project's host>-auth-token` in the browser's storage. Used for a
 * page's first read of the application (portal/application/quickRead.ts); everything else asks
 * the AuthService.
 */
import type { KeyValueStore } from '../session/storage';

/** A token with less than this left is left to supabase-js to refresh first. */
export const SAVED_TOKEN_MIN_VALIDITY_MS = 60_000;

/** supabase-js's default storage key for the project at `url`. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** The saved access token while it is valid for at least SAVED_TOKEN_MIN_VALIDITY_MS; null otherwise. */
export function savedAccessToken(url: string, store: Pick<KeyValueStore, 'getItem'>, now: number): string | null {
  try {
    const saved = JSON.parse(store.getItem(sessionStorageKey(url)) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof saved?.access_token !== 'string' || typeof saved.expires_at !== 'number') return null;
    return saved.expires_at * 1000 - now >= SAVED_TOKEN_MIN_VALIDITY_MS ? saved.access_token : null;
  } catch {
    return null;
  }
}
