/** The languages the e-mails to applicants are written in. */
export const MAIL_LANGUAGES = ['en', 'es', 'pt', 'de', 'zh'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The e-mail language for a profile's `language` value (a tag like `pt-BR` counts as `pt`);
 * English for anything else.
 */
export function mailLanguage(value: unknown): MailLanguage {
  const base = typeof value === 'string' ? value.toLowerCase().split(/[-_]/)[0] : undefined;
  return (MAIL_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as MailLanguage) : 'en';
}
