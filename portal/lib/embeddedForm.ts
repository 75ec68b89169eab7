/**
 * Talking to the embedded external forms (steps 2 and 3, basic data form).
 *
 * URL: `buildFormUrl` adds `first_name`, `last_name`, `email` (each only when non-empty),
 * `lang` and `parent_origin` (so the form knows where to post its messages even when the referrer
 * is stripped).
 *
 * Messages: the form posts a completion STRING containing the iframe-resizer marker
 * `[iFrameSizer]` after a successful submit, and height OBJECTS `{ type: 'itin-form:height' }`.
 * A completion counts only when it comes from the iframe's own window and the form's origin, so
 * another frame or tab cannot complete a step (docs/decisions.md).
 */

/** The iframe-resizer marker that means "the external form was submitted" (docs/product.md § Embedded forms). */
export const FORM_COMPLETION_MARKER = '[iFrameSizer]';

export interface PrefillData {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface FormUrlOptions {
  /** The portal's language, passed as `lang` for the form's own text. */
  lang?: string;
  /** The portal's origin, passed as `parent_origin`. @default window.location.origin */
  parentOrigin?: string;
}

/** The form URL with prefill and language parameters. `baseUrl` may be relative to the app origin. */
export function buildFormUrl(baseUrl: string, prefill: PrefillData | null, options: FormUrlOptions = {}): string {
  const parentOrigin = options.parentOrigin ?? window.location.origin;
  const url = new URL(baseUrl, parentOrigin);
  const add = (name: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) url.searchParams.set(name, trimmed);
  };
  add('first_name', prefill?.firstName);
  add('last_name', prefill?.lastName);
  add('email', prefill?.email);
  add('lang', options.lang);
  add('parent_origin', parentOrigin);
  return url.href;
}

/** The origin of a form URL (what `event.origin` must equal). */
export function formOriginOf(formUrl: string): string {
  return new URL(formUrl, window.location.origin).origin;
}

/**
 * True when `event` is the embedded form announcing a successful submit: sent by `iframe`'s own
 * window, from `formOrigin`, with string data containing `[iFrameSizer]`.
 */
export function isFormCompletionMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  iframe: HTMLIFrameElement | null | undefined,
  formOrigin: string,
): boolean {
  if (!iframe?.contentWindow || event.source !== iframe.contentWindow) return false;
  if (event.origin !== formOrigin) return false;
  return typeof event.data === 'string' && event.data.includes(FORM_COMPLETION_MARKER);
}

/**
 * The height the embedded form reports (`{ type: 'itin-form:height', height }`), under the same
 * source and origin checks; null for any other message.
 */
export function formHeightFromMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  iframe: HTMLIFrameElement | null | undefined,
  formOrigin: string,
): number | null {
  if (!iframe?.contentWindow || event.source !== iframe.contentWindow || event.origin !== formOrigin) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  return type === 'itin-form:height' && typeof height === 'number' && Number.isFinite(height) && height > 0
    ? height
    : null;
}
