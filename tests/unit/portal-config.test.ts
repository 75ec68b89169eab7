import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, parseConfig } from '../../portal/config';

const origin = 'http://localhost:4173';

describe('parseConfig', () => {
  it('defaults to the local server on the same origin', () => {
    expect(parseConfig({}, origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: LOCAL_ANON_KEY,
      usesLocalBackend: true,
      applicationFormUrl: null,
      intakeFormUrl: null,
      basicDataFormUrl: `${origin}/forms/basic-data`,
      paymentUrl: `${origin}/checkout`,
      paymentButtonId: 'ITINBRIDGE-COMPLETE-1250',
      supportEmail: expect.stringContaining('@'),
      supportPhone: expect.any(String),
    });
  });

  it('takes hosted values and trims a trailing slash from the project URL', () => {
    const config = parseConfig(
      {
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'public-key',
        VITE_INTAKE_FORM_URL: 'https://form.jotform.com/123',
        VITE_PAYMENT_URL: 'https://www.paypal.com/cgi-bin/webscr',
        VITE_SUPPORT_EMAIL: 'help@itinbridge.com',
      },
      origin,
    );
    expect(config.supabaseUrl).toBe('https://abc.supabase.co');
    expect(config.supabaseAnonKey).toBe('public-key');
    expect(config.usesLocalBackend).toBe(false);
    expect(config.intakeFormUrl).toBe('https://form.jotform.com/123');
    expect(config.paymentUrl).toBe('https://www.paypal.com/cgi-bin/webscr');
    expect(config.supportEmail).toBe('help@itinbridge.com');
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ VITE_SUPABASE_URL: '  ', VITE_PAYMENT_BUTTON_ID: '' }, origin).paymentButtonId).toBe(
      'ITINBRIDGE-COMPLETE-1250',
    );
  });

  it("uses the portal's own wizard and checklist by default, and embeds a form only when its URL is set", () => {
    for (const env of [{}, { VITE_APPLICATION_FORM_URL: ' ', VITE_INTAKE_FORM_URL: '' }]) {
      const native = parseConfig(env, origin);
      expect(native.applicationFormUrl).toBeNull();
      expect(native.intakeFormUrl).toBeNull();
    }
    const embedded = parseConfig(
      { VITE_APPLICATION_FORM_URL: '/forms/itin-application', VITE_INTAKE_FORM_URL: '/forms/document-intake' },
      origin,
    );
    expect(embedded.applicationFormUrl).toBe(`${origin}/forms/itin-application`);
    expect(embedded.intakeFormUrl).toBe(`${origin}/forms/document-intake`);
    const onlyStep3 = parseConfig({ VITE_INTAKE_FORM_URL: 'https://form.jotform.com/123' }, origin);
    expect(onlyStep3.applicationFormUrl).toBeNull();
    expect(onlyStep3.intakeFormUrl).toBe('https://form.jotform.com/123');
  });

  it("still reads 'none' as the portal's own screen", () => {
    const native = parseConfig({ VITE_APPLICATION_FORM_URL: 'none', VITE_INTAKE_FORM_URL: ' None ' }, origin);
    expect(native.applicationFormUrl).toBeNull();
    expect(native.intakeFormUrl).toBeNull();
  });

  it('stops with a clear error for a malformed URL', () => {
    expect(() => parseConfig({ VITE_SUPABASE_URL: 'http://exa mple.com' }, origin)).toThrow(
      /VITE_SUPABASE_URL="http:\/\/exa mple.com" is not a valid URL/,
    );
    expect(() => parseConfig({ VITE_APPLICATION_FORM_URL: 'javascript:alert(1)' }, origin)).toThrow(
      /VITE_APPLICATION_FORM_URL.*must be an http\(s\) URL/,
    );
  });
});
