import { config } from '../config';
import { createSupabaseAuthService } from './supabaseAuthService';

/** The app's AuthService: supabase-js against the configured project (same origin by default). */
export const defaultAuthService = createSupabaseAuthService({
  url: config.supabaseUrl,
  anonKey: config.supabaseAnonKey,
});
