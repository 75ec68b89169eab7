import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { pt } from './locales/pt.ts';
import { zh } from './locales/zh.ts';

export const LANGS = ['en', 'es', 'pt', 'de', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export interface FieldCopy {
  label: string;
  hint?: string;
}

/** The text of one form in one language. */
export interface FormCopy {
  title: string;
  description: string;
  submit: string;
  sections: Record<string, string>;
  fields: Record<string, FieldCopy>;
  options: Record<string, Record<string, string>>;
}

/** Text shared by every form; messages use {label}, {max} and {other} placeholders. */
export interface CommonCopy {
  brand: string;
  requiredNote: string;
  optional: string;
  choose: string;
  submitting: string;
  secure: string;
  summaryTitle: string;
  errorPrefix: string;
  successTitle: string;
  successBody: string;
  reference: string;
  fileAgain: string;
  notFoundTitle: string;
  notFoundBody: string;
  fields: Record<'first_name' | 'last_name' | 'email' | 'phone', FieldCopy>;
  errors: {
    required: string;
    choose: string;
    consent: string;
    email: string;
    tooLong: string;
    invalid: string;
    characters: string;
    date: string;
    datePast: string;
    dateNotPast: string;
    dateAfter: string;
    phone: string;
    country: string;
    fileSize: string;
    fileType: string;
    fileEmpty: string;
    expired: string;
    /** Too many posts or uploads just now, or no room left for files. */
    tryLater: string;
  };
}

export interface Locale {
  common: CommonCopy;
  forms: Record<'itin-application' | 'document-intake' | 'basic-data', FormCopy>;
}

export const locales: Record<Lang, Locale> = { en, es, pt, de, zh };

export function isLang(value: string | null | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

/** Fills {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
