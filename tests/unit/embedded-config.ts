// The configuration of a build that embeds forms at steps 2 and 3 (the stand-ins `server/` serves),
// for the tests of that mode. A test file takes it in place of the real module:
//
//   vi.mock('../../portal/config', async (importOriginal) =>
//     (await import('./embedded-config')).embeddedFormsConfig(importOriginal),
//   );
//
// The route table, step 2, step 3 and step 4 then behave as in such a build.
import type * as ConfigModule from '../../portal/config';

export const EMBEDDED_FORM_ENV = {
  VITE_APPLICATION_FORM_URL: '/forms/itin-application',
  VITE_INTAKE_FORM_URL: '/forms/document-intake',
} as const;

export async function embeddedFormsConfig(importOriginal: () => Promise<unknown>): Promise<typeof ConfigModule> {
  const actual = (await importOriginal()) as typeof ConfigModule;
  return {
    ...actual,
    config: actual.parseConfig({ ...import.meta.env, ...EMBEDDED_FORM_ENV }, window.location.origin),
  };
}
