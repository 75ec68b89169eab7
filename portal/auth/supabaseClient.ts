/**
 * The one supabase-js client of the page, created on first use and shared by the auth and the
 * application services, so both speak with the same session (one token refresh, one storage key).
 * Import this module dynamically: it pulls in supabase-js.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const clients = new Map<string, SupabaseClient>();

/** The client for `url` with `anonKey` (the same instance on every call). */
export function supabaseClient(url: string, anonKey: string): SupabaseClient {
  const key = `${url}\n${anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient(url, anonKey);
    clients.set(key, client);
  }
  return client;
}
