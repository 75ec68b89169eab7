import { HttpError } from '../http/errors.ts';

/**
 * The errors of the application API, with the HTTP status each one is sent with. They reach the
 * client in PostgREST's shape (`code`, `message`, `details`, `hint`), so supabase-js hands them
 * over as `error`; the portal words them by `code`, the message is for logs.
 */
export const rpcErrors = {
  no_api_key: [401, 'No API key found in request'],
  invalid_api_key: [401, 'Invalid API key'],
  no_authorization: [401, 'This function requires a signed-in user'],
  bad_jwt: [401, 'The access token is invalid or expired'],
  reauthentication_needed: [401, 'Sign in again to confirm this action'],
  bad_json: [400, 'Could not parse request body as JSON'],
  invalid_arguments: [400, 'The arguments are invalid'],
  invalid_itin: [400, 'The ITIN is not valid'],
  not_staff: [403, 'Only staff may call this function'],
  not_owner: [403, 'The object does not belong to the caller'],
  wrong_status: [403, 'The application is not in a status that allows this'],
  function_not_found: [404, 'Could not find the function'],
  not_found: [404, 'Not found'],
  method_not_allowed: [405, 'Method not allowed'],
  version_conflict: [409, 'The application was changed since it was read'],
  request_too_large: [413, 'Request body is too large'],
  invalid_answers: [422, 'Some answers are missing or invalid'],
  missing_documents: [422, 'Some required documents are missing'],
  over_request_rate_limit: [429, 'Request rate limit reached'],
} as const satisfies Record<string, readonly [number, string]>;

export type RpcErrorCode = keyof typeof rpcErrors;

/** `details` is a string, as in PostgREST; structured details are sent as JSON text. */
export function rpcError(code: RpcErrorCode, details?: unknown, message?: string): HttpError {
  const [status, defaultMessage] = rpcErrors[code];
  const text =
    details === undefined || details === null ? null : typeof details === 'string' ? details : JSON.stringify(details);
  return new HttpError(status, code, message ?? defaultMessage, { extra: { details: text, hint: null } });
}
