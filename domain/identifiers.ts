/**
 * Taxpayer number formats. An ITIN is 9XX-XX-XXXX with middle digits 50-65, 70-88, 90-92 or
 * 94-99; an SSN never starts with 9, 000 or 666 and has no all-zero group or serial. Both may be
 * written with or without the dashes.
 */
function digits(value: string): string | undefined {
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
}

export function isValidItin(value: string): boolean {
  const d = digits(value);
  if (!d || d[0] !== '9') return false;
  const middle = Number(d.slice(3, 5));
  return (
    (middle >= 50 && middle <= 65) ||
    (middle >= 70 && middle <= 88) ||
    (middle >= 90 && middle <= 92) ||
    (middle >= 94 && middle <= 99)
  );
}

export function isValidSsn(value: string): boolean {
  const d = digits(value);
  if (!d) return false;
  const area = d.slice(0, 3);
  return area !== '000' && area !== '666' && d[0] !== '9' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

/** An IRS number (IRSN) is nine digits written 3-2-4. */
export function isValidIrsn(value: string): boolean {
  return digits(value) !== undefined;
}

/** The canonical 3-2-4 spelling of a nine-digit number, or undefined. */
export function formatTin(value: string): string | undefined {
  const d = digits(value);
  return d ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : undefined;
}
