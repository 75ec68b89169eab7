/**
 * A phone number (or any short code) that must not be split over two lines, for use as a message
 * value: spaces become no-break spaces and hyphens non-breaking hyphens. Longer German sentences
 * otherwise wrap "+1 (555)" and "010-0199" onto separate lines. Use the raw value for `tel:` links.
 */
export function keepTogether(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
