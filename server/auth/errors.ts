import { HttpError } from '../http/errors.ts';

/**
 * The error codes of the auth API (GoTrue's `error_code` values), their HTTP status and the
 * message GoTrue sends, so the client's error classes and messages come out the same.
 */
export const authErrors = {
  user_already_exists: [422, 'User already registered'],
  email_exists: [422, 'A user with this email address has already been registered'],
  invalid_credentials: [400, 'Invalid login credentials'],
  email_not_confirmed: [400, 'Email not confirmed'],
  weak_password: [422, 'Password should be at least 6 characters.'],
  validation_failed: [400, 'Unable to validate request'],
  over_request_rate_limit: [429, 'Request rate limit reached'],
  over_email_send_rate_limit: [429, 'For security purposes, you can only request this once every 60 seconds'],
  refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
  refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
  session_not_found: [403, 'Session from session_id claim in JWT does not exist'],
  no_authorization: [401, 'This endpoint requires a valid Bearer token'],
  bad_jwt: [403, 'invalid JWT: unable to parse or verify signature'],
  user_not_found: [403, 'User from sub claim in JWT does not exist'],
  user_metadata_too_large: [422, 'User metadata must be at most 8 KB as JSON'],
  same_password: [422, 'New password should be different from the old password.'],
  otp_expired: [403, 'Email link is invalid or has expired'],
  bad_json: [400, 'Could not parse request body as JSON'],
  unsupported_grant_type: [400, 'unsupported_grant_type'],
  flow_state_not_found: [404, 'invalid flow state, no valid flow state found'],
  request_too_large: [413, 'Request body is too large'],
  not_found: [404, 'Not found'],
  method_not_allowed: [405, 'Method not allowed'],
  invalid_api_key: [401, 'Invalid API key'],
  no_api_key: [401, 'No API key found in request'],
  unexpected_failure: [500, 'Unexpected failure, please check server logs for more information'],
} as const satisfies Record<string, readonly [number, string]>;

export type AuthErrorCode = keyof typeof authErrors;

export function authError(
  code: AuthErrorCode,
  message?: string,
  options: { status?: number; extra?: Record<string, unknown> } = {},
): HttpError {
  const [status, defaultMessage] = authErrors[code];
  return new HttpError(options.status ?? status, code, message ?? defaultMessage, { extra: options.extra });
}
