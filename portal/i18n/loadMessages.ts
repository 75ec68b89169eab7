/**
 * Loads a locale's compiled messages (portal/i18n/compiled/<locale>.json, produced by
 * `npm run i18n:compile`). Each locale is its own chunk, fetched only when chosen.
 *
 * English needs no catalog: it is each message's `defaultMessage`, which react-intl shows for any
 * id a catalog lacks (production builds carry it precompiled with the code of the page that uses
 * it, see scripts/prerender-messages.ts). The same fallback makes an incomplete translation show
 * English text instead of raw ids (and never crash).
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type AppLocale } from './locales';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const catalogs = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });

async function loadCatalog(locale: string): Promise<CompiledMessages> {
  const load = catalogs[`./compiled/${locale}.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.error(`[i18n] Could not load the "${locale}" messages; falling back to English.`, error);
    return {};
  }
}

export async function loadMessages(locale: AppLocale): Promise<CompiledMessages> {
  if (locale === DEFAULT_LOCALE) return {};
  if (locale === 'en-XA') {
    const { pseudoLocalize } = await import('./pseudo');
    return pseudoLocalize(await loadCatalog(DEFAULT_LOCALE));
  }
  return loadCatalog(locale);
}
