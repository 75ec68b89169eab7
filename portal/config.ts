/**
 * Build-time configuration (Vite env), validated once at start. Every value has a working local
 * default: with no `.env` at all the portal talks to `server/` on its own origin (docs/architecture.md
 * § Configuration). A malformed URL stops the app at start with a message naming the variable,
 * rather than failing later inside a request.
 */

/** The public development key shared with `server/` (like the Supabase CLI demo key; not a secret). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpdGluLWJyaWRnZS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0MDI4ODAwLCJleHAiOjIwNzkzODg4MDB9.cnrM1c_oar7Yu97WQSa-FduTy8zwfswLMUIh44XcdAU';

export const configDefaults = {
  VITE_BASIC_DATA_FORM_URL: '/forms/basic-data',
  VITE_PAYMENT_URL: '/checkout',
  VITE_PAYMENT_BUTTON_ID: 'ITINBRIDGE-COMPLETE-1250',
  VITE_SUPPORT_EMAIL: 'support@itinbridge.example',
  VITE_SUPPORT_PHONE: '+1 (555) 010-0199',
} as const;

/**
 * The value of `VITE_APPLICATION_FORM_URL` / `VITE_INTAKE_FORM_URL` that asks for the portal's own
 * screen explicitly; leaving the variable unset does the same.
 */
export const NO_EMBEDDED_FORM = 'none';

export interface PortalConfig {
  /** Base URL of the Supabase project (or of `server/`), without a trailing slash. */
  supabaseUrl: string;
  /** Public anonymous key sent with every auth request. */
  supabaseAnonKey: string;
  /** True when no Supabase URL was configured, i.e. auth is the local `server/` on this origin. */
  usesLocalBackend: boolean;
  /**
   * Step 2: the external ITIN application form to embed (absolute URL) when the build sets
   * `VITE_APPLICATION_FORM_URL` (the stand-in `server/` serves is `/forms/itin-application`);
   * otherwise `null`, and step 2 is the portal's own W-7 wizard.
   */
  applicationFormUrl: string | null;
  /**
   * Step 3: the external document intake form to embed (absolute URL) when the build sets
   * `VITE_INTAKE_FORM_URL` (the stand-in `server/` serves is `/forms/document-intake`); otherwise
   * `null`, and step 3 is the portal's own document checklist.
   */
  intakeFormUrl: string | null;
  /** The basic data form page (absolute URL). */
  basicDataFormUrl: string;
  /** Step 4: hosted payment page the Buy Now form posts to (absolute URL). */
  paymentUrl: string;
  /** Step 4: the hosted button id of the package. */
  paymentButtonId: string;
  /** Step 6: support e-mail address. */
  supportEmail: string;
  /** Step 6: support phone number, as displayed. */
  supportPhone: string;
}

/** The subset of `import.meta.env` the portal reads. */
export type PortalEnv = Partial<Record<string, string | boolean | undefined>>;

function read(env: PortalEnv, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

function absoluteUrl(name: string, value: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw new Error(`Invalid configuration: ${name}="${value}" is not a valid URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Invalid configuration: ${name}="${value}" must be an http(s) URL.`);
  }
  return url.href;
}

/**
 * Builds the configuration from an env object. Relative URLs resolve against `origin` (the app's
 * own origin), so the defaults point at the basic data form and payment stand-ins that `server/`
 * serves next to the app.
 * Throws a readable error for a malformed URL.
 */
export function parseConfig(env: PortalEnv, origin: string): PortalConfig {
  const supabaseRaw = read(env, 'VITE_SUPABASE_URL');
  const supabaseUrl = supabaseRaw
    ? absoluteUrl('VITE_SUPABASE_URL', supabaseRaw, origin).replace(/\/+$/, '')
    : new URL(origin).origin;
  const withDefault = (name: keyof typeof configDefaults): string => read(env, name) || configDefaults[name];
  const url = (name: keyof typeof configDefaults) => absoluteUrl(name, withDefault(name), origin);
  // An embedded form only when its URL is configured: unset (or `none`) leaves the step to the
  // portal's own screen.
  const embeddedForm = (name: 'VITE_APPLICATION_FORM_URL' | 'VITE_INTAKE_FORM_URL') => {
    const value = read(env, name);
    return value === '' || value.toLowerCase() === NO_EMBEDDED_FORM ? null : absoluteUrl(name, value, origin);
  };
  return {
    supabaseUrl,
    supabaseAnonKey: read(env, 'VITE_SUPABASE_ANON_KEY') || LOCAL_ANON_KEY,
    usesLocalBackend: !supabaseRaw,
    applicationFormUrl: embeddedForm('VITE_APPLICATION_FORM_URL'),
    intakeFormUrl: embeddedForm('VITE_INTAKE_FORM_URL'),
    basicDataFormUrl: url('VITE_BASIC_DATA_FORM_URL'),
    paymentUrl: url('VITE_PAYMENT_URL'),
    paymentButtonId: withDefault('VITE_PAYMENT_BUTTON_ID'),
    supportEmail: withDefault('VITE_SUPPORT_EMAIL'),
    supportPhone: withDefault('VITE_SUPPORT_PHONE'),
  };
}

/**
 * The validated configuration of this build. The build prerenders public pages without a window;
 * relative URLs then resolve against a stand-in origin, which none of those pages displays.
 */
export const config: PortalConfig = parseConfig(
  import.meta.env as PortalEnv,
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);
