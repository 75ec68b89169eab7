// The privacy page's list of stored data and the account export describe the same things: a key
// added to `account_export` without a privacy entry, or an entry whose key the export no longer
// has, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describedExportKeys,
  exportKeyPaths,
  exportMetadataKeys,
  storedData,
} from '../../portal/pages/legal/storedData.ts';
import { completeAnswers, person, seedObject } from './application-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe('the privacy page and the account export', () => {
  it('list the same stored data: every export key has exactly one privacy entry, and every entry a key', async () => {
    const p = await person(t, { data: { first_name: 'Ana', last_name: 'Souza' } });
    const saved = await p.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
    expect(saved.error).toBeNull();
    const added = await p.client.rpc('document_add', {
      kind: 'passport',
      object_path: seedObject(t, p.id),
      file_name: 'passport.pdf',
    });
    expect(added.error).toBeNull();

    const { data, error } = await p.client.rpc('account_export');
    expect(error).toBeNull();
    const exported = data as Record<string, unknown>;
    for (const key of exportMetadataKeys) expect(exported).toHaveProperty(key);
    // The person's own data is in it (a sanity check that the export is not empty).
    expect(exported.profile).toMatchObject({ email: p.email });

    const described = describedExportKeys();
    expect(new Set(described).size).toBe(described.length);
    expect(exportKeyPaths(exported)).toEqual(described);
  });

  it('before any application, the export still has only described keys', async () => {
    const p = await person(t);
    const { data, error } = await p.client.rpc('account_export');
    expect(error).toBeNull();
    const paths = exportKeyPaths(data as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining(['profile', 'files', 'application']));
    const described = new Set(describedExportKeys());
    for (const path of paths) {
      if (path === 'application') continue; // null until the first save; its keys are checked above
      expect(described).toContain(path);
    }
  });

  it('only the e-mails are described without an export key, and the page says they are not in the download', () => {
    expect(storedData.filter((entry) => entry.exportKeys.length === 0).map((entry) => entry.id)).toEqual(['emails']);
  });
});
