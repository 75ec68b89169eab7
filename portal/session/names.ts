/**
 * Display form of a name: split on spaces, hyphens and apostrophes, capitalise each
 * word, join the words with single spaces. "mary-jane  o'BRIEN" → "Mary Jane O Brien".
 */
export function titleCase(name: string): string {
  return name
    .split(/[\s\-'’]+/u)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1).toLocaleLowerCase())
    .join(' ');
}
