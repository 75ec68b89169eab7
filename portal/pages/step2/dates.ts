/** Dates of the answers (ISO, YYYY-MM-DD) written for the reader. */
import { isIsoDate } from '../../../domain';

/** A stored ISO date in the reader's words, e.g. "27 March 2007", "2007年3月27日". */
export function formatDate(iso: string | undefined, locale: string): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
