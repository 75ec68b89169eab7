/**
 * An error meant for the client: its status, a stable machine code and a message that is safe to
 * show. Anything thrown that is not an HttpError is treated as a bug: logged, answered with a
 * generic 500 and never echoed.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
