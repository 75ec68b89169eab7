// Pure helpers behind DateInput: the order of the three fields in a language, and the value the
// fields stand for, which stays readable while only some of them are filled in.

export const dateParts = ['day', 'month', 'year'] as const;
export type DatePart = (typeof dateParts)[number];

/** What the three fields hold, as typed (digits only). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const emptyParts: DateParts = { day: '', month: '', year: '' };

/**
 * The order of day, month and year in `locale`'s numeric dates, read from
 * `Intl.DateTimeFormat#formatToParts`: `['month', 'day', 'year']` for en-US, `['day', 'month', 'year']`
 * for de, `['year', 'month', 'day']` for zh. An unknown locale falls back to the runtime's default.
 */
export function datePartOrder(locale: string): DatePart[] {
  const sample = new Date(Date.UTC(2001, 1, 3));
  const order = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(sample)
    .map((part) => part.type)
    .filter((type): type is DatePart => (dateParts as readonly string[]).includes(type));
  // Every locale the runtime knows writes all three; anything else gets the ISO order.
  return order.length === 3 ? order : ['year', 'month', 'day'];
}

/**
 * The value of three date fields: `YYYY-MM-DD` (month and day padded) once the year has four
 * digits and month and day one or two; otherwise the fields as typed, joined as `year-month-day`
 * (`'-3-'` is "month 3, nothing else"), so a half-filled date survives a save and a reload.
 * All empty gives `''`. A padded value is not necessarily a real date: see `isCompleteDate`.
 */
export function formatDateValue(parts: DateParts): string {
  const { day, month, year } = parts;
  if (!day && !month && !year) return '';
  if (/^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) && /^\d{1,2}$/.test(day)) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return `${year}-${month}-${day}`;
}

/** The fields a value stands for; the inverse of `formatDateValue`. Anything unreadable gives empty fields. */
export function parseDateValue(value: string | null | undefined): DateParts {
  if (!value) return { ...emptyParts };
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value);
  if (!match) return { ...emptyParts };
  return { year: match[1]!, month: match[2]!, day: match[3]! };
}

/** True when `value` is a full `YYYY-MM-DD` that names a real calendar day (no 31 April, 29 February only in leap years). */
export function isCompleteDate(value: string | null | undefined): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
