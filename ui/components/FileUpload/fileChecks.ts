// Pure helpers behind FileUpload: does a file match `accept` and the size limit, and how big is it
// in the reader's language.

/** Why a chosen file was not taken. */
export const fileRejectionReasons = ['type', 'size'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

/** A chosen file that failed a check. */
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** What `checkFile` compares against. */
export interface FileRules {
  /** The `accept` attribute's syntax: `.pdf`, `image/*`, `application/pdf`, comma-separated. Empty takes anything. */
  accept?: string;
  /** Largest size in bytes. */
  maxSize?: number;
}

/** True when the file's name or type matches one entry of `accept` (or `accept` is empty). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The first rule a file breaks, type before size, or `null` when it passes both. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): FileRejectionReason | null {
  if (!matchesAccept(file, rules.accept)) return 'type';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'size';
  return null;
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size for people, in decimal units as the operating systems show them (1 MB = 1,000,000
 * bytes), with the locale's digits and unit words: `formatFileSize(2_400_000, 'de')` → "2,4 MB".
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999.96 kB would round to "1000 kB": show it as 1 MB instead.
  if (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
