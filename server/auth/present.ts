import type { IdentityRow, UserRow } from './store.ts';

/** The User object of the GoTrue API, as supabase-js expects it. */
export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: '';
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export function parseObject(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function presentIdentity(row: IdentityRow): IdentityJson {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: parseObject(row.identity_data),
    provider: row.provider,
    ...(row.last_sign_in_at ? { last_sign_in_at: row.last_sign_in_at } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(row.email ? { email: row.email } : {}),
  };
}

export function presentUser(user: UserRow, identities: IdentityRow[]): UserJson {
  const optional = (key: string, value: string | null) => (value ? { [key]: value } : {});
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('confirmed_at', user.email_confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('new_email', user.email_change),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: parseObject(user.raw_app_meta_data),
    user_metadata: parseObject(user.raw_user_meta_data),
    identities: identities.map(presentIdentity),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}
