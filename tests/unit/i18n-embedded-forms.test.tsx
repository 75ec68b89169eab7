// In a build that embeds forms at steps 2 and 3, every embedded form (and the basic data form,
// embedded in every build) opens in the portal's language.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '../../portal/i18n/locales';
import { compiledCatalog, renderScreen, settled } from './i18n-helpers';

// Hoisted above the imports, so the helper comes in through a dynamic import.
vi.mock('../../portal/config', async (importOriginal) =>
  (await import('./embedded-config')).embeddedFormsConfig(importOriginal),
);

const codes = locales.map((option) => option.code);

describe('embedded forms open in the portal language', () => {
  it.each(codes.flatMap((locale) => ['/step2', '/step3', '/basic-data-form'].map((path) => [locale, path] as const)))(
    '%s on %s',
    async (locale, path) => {
      renderScreen(path, true, locale, compiledCatalog(locale));
      await settled();
      const frame = await waitFor(() => {
        const element = document.querySelector('iframe');
        expect(element).not.toBeNull();
        return element!;
      });
      expect(new URL(frame.src).searchParams.get('lang')).toBe(locale);
    },
  );
});
