/**
 * Looks a name that came from a request up in a plain record by own property only, so names such
 * as `__proto__`, `constructor` or `toString` find nothing instead of Object.prototype members.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}
