/**
 * What the service stores about a person, as the privacy page lists it, tied to the keys of the
 * account export (`account_export`): every part of the export belongs to exactly one entry, so a
 * new kind of stored data cannot reach the export without the privacy page saying so
 * (tests/server/privacy-export.test.ts and tests/unit/portal-legal-pages.test.tsx hold both to it).
 *
 * Export keys are paths: a top-level key ('profile', 'files') or a key of the application
 * ('application.answers').
 */
export const storedDataIds = ['account', 'answers', 'progress', 'history', 'documents', 'payment', 'emails'] as const;
export type StoredDataId = (typeof storedDataIds)[number];

export interface StoredData {
  id: StoredDataId;
  /** Where this data appears in the export; empty when it is not part of the export. */
  exportKeys: readonly string[];
}

export const storedData: readonly StoredData[] = [
  { id: 'account', exportKeys: ['profile'] },
  { id: 'answers', exportKeys: ['application.answers'] },
  {
    id: 'progress',
    exportKeys: [
      'application.id',
      'application.status',
      'application.version',
      'application.created_at',
      'application.updated_at',
      'application.submitted_at',
      'application.status_note',
      'application.filed_on',
      'application.itin',
      'application.checklist',
    ],
  },
  { id: 'history', exportKeys: ['application.events'] },
  { id: 'documents', exportKeys: ['application.documents', 'files'] },
  { id: 'payment', exportKeys: ['application.payment'] },
  // The e-mails themselves are in the person's own mailbox; the service keeps no copy to export.
  { id: 'emails', exportKeys: [] },
];

/** Keys of the export that describe the export itself rather than the person. */
export const exportMetadataKeys: readonly string[] = ['exported_at'];

/**
 * The key paths of an export: its top-level keys, with `application` replaced by the keys of the
 * application when there is one. Metadata keys are left out.
 */
export function exportKeyPaths(exported: Record<string, unknown>): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(exported)) {
    if (exportMetadataKeys.includes(key)) continue;
    if (key === 'application' && value !== null && typeof value === 'object') {
      paths.push(...Object.keys(value).map((inner) => `application.${inner}`));
    } else {
      paths.push(key);
    }
  }
  return paths.sort();
}

/** Every export key path the privacy page accounts for. */
export function describedExportKeys(): string[] {
  return storedData.flatMap((entry) => entry.exportKeys).sort();
}
