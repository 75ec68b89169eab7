/**
 * What the portal and the embedded external forms (steps 2 and 3, basic data form) say to each
 * other (docs/product.md § Embedded forms).
 *
 * Address: `buildFormUrl` adds `first_name`, `last_name`, `email` (each only when non-empty),
 * `lang`, `theme` and `parent_origin` (so the form knows where to post its messages even when the
 * referrer is stripped), all at once.
 *
 * Messages: the form posts a completion STRING containing the iframe-resizer marker
 * `[iFrameSizer]` after a successful submit, and height OBJECTS `{ type: 'itin-form:height' }`.
 * A message counts only when it comes from the iframe's own window and the form's origin, so
 * another frame or tab cannot complete a step or resize the frame (docs/decisions.md).
 */

/** The iframe-resizer marker that means "the external form was submitted". */
export const FORM_COMPLETION_MARKER = '[iFrameSizer]';

export interface PrefillData {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface FormUrlOptions {
  /** The portal's language, passed as `lang` for the form's own text. */
  lang?: string;
  /** The portal's theme when the form opens, passed as `theme` so the form opens in the same colours. */
  theme?: string;
  /** The portal's origin, passed as `parent_origin`. @default window.location.origin */
  parentOrigin?: string;
}

/** The form URL with prefill, language and theme. `baseUrl` may be relative to the app origin. */
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
  add('theme', options.theme);
  return url.href;
}

/** The origin of a form URL (what `event.origin` must equal). */
export function formOriginOf(formUrl: string): string {
  return new URL(formUrl, window.location.origin).origin;
}

/** A message from the embedded form: it was submitted, or it reports the height of its content. */
export type FormMessage = { type: 'completed' } | { type: 'height'; height: number };

/**
 * Reads a `message` event as one of the form's messages: sent by `iframe`'s own window, from
 * `formOrigin`, either a string containing `[iFrameSizer]` (completion) or
 * `{ type: 'itin-form:height', height }` with a positive finite height. Anything else is null.
 */
export function readFormMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  iframe: HTMLIFrameElement | null | undefined,
  formOrigin: string,
): FormMessage | null {
  if (!iframe?.contentWindow || event.source !== iframe.contentWindow) return null;
  if (event.origin !== formOrigin) return null;
  const data: unknown = event.data;
  if (typeof data === 'string') return data.includes(FORM_COMPLETION_MARKER) ? { type: 'completed' } : null;
  if (!data || typeof data !== 'object') return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  return type === 'itin-form:height' && typeof height === 'number' && Number.isFinite(height) && height > 0
    ? { type: 'height', height }
    : null;
}
