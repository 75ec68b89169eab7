import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, person, type Person } from './application-helpers.ts';
import { ANON_KEY, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('secret passport scan '.repeat(200))]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(100, 1)]);

const objectsDir = () => path.join(t.dataDir, 'documents', 'objects');
const tempDir = () => path.join(t.dataDir, 'documents', 'tmp');
const nameFor = (p: Person, ext = 'pdf') => `${p.id}/${randomUUID()}.${ext}`;

async function upload(p: Person, body: Buffer | Blob, name = nameFor(p), contentType = 'application/pdf') {
  const result = await p.client.storage.from('documents').upload(name, body, { contentType });
  return { ...result, name };
}

describe('the documents bucket', () => {
  it('uploads a PDF (raw body) and downloads it as an attachment with nosniff', async () => {
    const a = await person(t);
    const { data, error, name } = await upload(a, PDF);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `documents/${name}` });
    const response = await fetch(`${t.url}/storage/v1/object/documents/${name}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${a.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name.split('/')[1]}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    const viaClient = await a.client.storage.from('documents').download(name);
    expect(viaClient.error).toBeNull();
    expect(Buffer.from(await (viaClient.data as Blob).arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('uploads a file sent as a Blob (multipart, as the browser does)', async () => {
    const a = await person(t);
    const { error, name } = await upload(
      a,
      new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }),
      nameFor(a, 'jpg'),
    );
    expect(error).toBeNull();
    const back = await a.client.storage.from('documents').download(name);
    expect(Buffer.from(await (back.data as Blob).arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('recognises PNG and HEIC by content, and refuses other content or a name that does not match it', async () => {
    const a = await person(t);
    expect((await upload(a, PNG, nameFor(a, 'png'), 'image/png')).error).toBeNull();
    expect((await upload(a, HEIC, nameFor(a, 'heic'), 'image/heic')).error).toBeNull();
    const text = await upload(a, Buffer.from('just text, named like a PDF'));
    expect(text.error).toMatchObject({ statusCode: '415' });
    const mismatch = await upload(a, PNG, nameFor(a, 'pdf'), 'application/pdf');
    expect(mismatch.error).toMatchObject({ statusCode: '415' });
    const html = await upload(a, Buffer.from('<html><script>alert(1)</script>'), nameFor(a, 'png'), 'image/png');
    expect(html.error).toMatchObject({ statusCode: '415' });
    expect(readdirSync(tempDir())).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and leaves nothing on disk', async () => {
    const a = await person(t);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const { error, name } = await upload(a, big);
    expect(error).toMatchObject({ statusCode: '413' });
    expect(existsSync(path.join(objectsDir(), `${name}.enc`))).toBe(false);
    expect(readdirSync(tempDir())).toEqual([]);
    // Without a declared length the stream is cut at the limit too.
    let pulled = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled += 1;
        if (pulled === 1) c.enqueue(new Uint8Array(Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length)])));
        else if (pulled <= 11) c.enqueue(new Uint8Array(1024 * 1024));
        else c.close();
      },
    });
    const streamed = await fetch(`${t.url}/storage/v1/object/documents/${nameFor(a)}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/pdf' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(readdirSync(tempDir())).toEqual([]);
    const owned = t.server.db.prepare('SELECT count(*) AS n FROM storage_objects WHERE owner_id = ?').get(a.id) as {
      n: number;
    };
    expect(owned.n).toBe(0);
  });

  it('encrypts at rest: the bytes on disk are not the file, and the key is owner-only', async () => {
    const a = await person(t);
    const { name } = await upload(a, PDF);
    const stored = readFileSync(path.join(objectsDir(), `${name}.enc`));
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.includes(Buffer.from('secret passport scan'))).toBe(false);
    expect(stored.length).toBe(PDF.length + 4 + 12 + 16);
    expect(statSync(path.join(t.dataDir, 'documents-key')).mode & 0o777).toBe(0o600);
    // A second upload of the same bytes is encrypted differently (fresh IV).
    const again = await upload(a, PDF);
    expect(readFileSync(path.join(objectsDir(), `${again.name}.enc`)).equals(stored)).toBe(false);
  });

  it('paths must be <own user id>/<uuid>.<ext>', async () => {
    const a = await person(t);
    const b = await person(t);
    const other = await upload(b, PDF, nameFor(a));
    expect(other.error).toMatchObject({ statusCode: '403' });
    expect((await upload(a, PDF, `${a.id}/passport.pdf`)).error).toMatchObject({ statusCode: '400' });
    expect((await upload(a, PDF, `${a.id}/${randomUUID()}.exe`)).error).toMatchObject({ statusCode: '400' });
    const first = await upload(a, PDF);
    expect((await upload(a, PDF, first.name)).error).toMatchObject({ statusCode: '409' });
    const wrongBucket = await a.client.storage
      .from('avatars')
      .upload(nameFor(a), PDF, { contentType: 'application/pdf' });
    expect(wrongBucket.error).toMatchObject({ statusCode: '404' });
    const anonymous = await t
      .client()
      .storage.from('documents')
      .upload(nameFor(a), PDF, { contentType: 'application/pdf' });
    expect(anonymous.error).toMatchObject({ statusCode: '401' });
  });

  it("user B can never read, sign, remove or attach A's files; staff can read them", async () => {
    const a = await person(t);
    const b = await person(t);
    const staff = await person(t, { staff: true });
    const { name } = await upload(a, PDF);
    const bucketB = b.client.storage.from('documents');
    expect((await bucketB.download(name)).error).toMatchObject({ status: 403 });
    expect((await bucketB.createSignedUrl(name, 60)).error).toMatchObject({ statusCode: '403' });
    expect((await bucketB.remove([name])).error).toMatchObject({ statusCode: '403' });
    await b.client.rpc('application_save_draft', { answers: {}, version: 0 });
    expect(
      (await b.client.rpc('document_add', { kind: 'passport', object_path: name, file_name: 'x.pdf' })).status,
    ).toBe(403);
    expect(existsSync(path.join(objectsDir(), `${name}.enc`))).toBe(true);
    const asStaff = await staff.client.storage.from('documents').download(name);
    expect(asStaff.error).toBeNull();
    expect(Buffer.from(await (asStaff.data as Blob).arrayBuffer()).equals(PDF)).toBe(true);
    expect(
      (await staff.client.storage.from('documents').upload(nameFor(a), PDF, { contentType: 'application/pdf' })).error,
    ).toMatchObject({ statusCode: '403' });
  });

  it("signed URLs work without a session, only for their own object, and expire; B's URL cannot reach A's file", async () => {
    const a = await person(t);
    const b = await person(t);
    const { name } = await upload(a, PDF);
    const signed = await a.client.storage.from('documents').createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);
    const bName = (await upload(b, PDF)).name;
    const bSigned = (await b.client.storage.from('documents').createSignedUrl(bName, 60)).data?.signedUrl ?? '';
    const swapped = bSigned.replace(bName, name);
    expect((await fetch(swapped)).status).toBe(400);
    const tampered = url.replace(/token=([^&]+)/, (_m, token: string) => `token=${token.slice(0, -2)}xx`);
    expect((await fetch(tampered)).status).toBe(400);
    t.advance(61_000);
    expect((await fetch(url)).status).toBe(400);
  });

  it('removes own loose objects, but not one attached to the application', async () => {
    const a = await person(t);
    const loose = await upload(a, PDF);
    const attached = await upload(a, PDF);
    await a.client.rpc('application_save_draft', { answers: completeAnswers(), version: 0 });
    const doc = await a.client.rpc('document_add', {
      kind: 'passport',
      object_path: attached.name,
      file_name: 'passport.pdf',
    });
    expect(doc.error).toBeNull();
    const removed = await a.client.storage.from('documents').remove([loose.name, attached.name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([loose.name]);
    expect(existsSync(path.join(objectsDir(), `${loose.name}.enc`))).toBe(false);
    expect(existsSync(path.join(objectsDir(), `${attached.name}.enc`))).toBe(true);
    expect((await a.client.rpc('document_remove', { id: doc.data.id })).error).toBeNull();
    expect(existsSync(path.join(objectsDir(), `${attached.name}.enc`))).toBe(false);
  });

  it('account_delete removes the files too', async () => {
    const a = await person(t);
    const { name } = await upload(a, PDF);
    expect((await a.client.rpc('account_delete')).error).toBeNull();
    expect(existsSync(path.join(objectsDir(), `${name}.enc`))).toBe(false);
  });

  it('an interrupted upload leaves no object, and start-up removes temporary files', async () => {
    const a = await person(t);
    const name = nameFor(a);
    const controller = new AbortController();
    let sent = 0;
    const body = new ReadableStream({
      pull(c) {
        sent += 1;
        if (sent === 1) c.enqueue(new Uint8Array(PDF));
        else if (sent < 4) c.enqueue(new Uint8Array(64 * 1024));
        else controller.abort();
      },
    });
    await fetch(`${t.url}/storage/v1/object/documents/${name}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit).catch(() => undefined);
    await expect.poll(() => readdirSync(tempDir())).toEqual([]);
    expect(existsSync(path.join(objectsDir(), `${name}.enc`))).toBe(false);
    expect((await a.client.storage.from('documents').download(name)).error).toMatchObject({ status: 404 });
    // A temporary file left by a killed process is removed at the next start.
    writeFileSync(path.join(tempDir(), 'left-over.part'), 'half a file');
    await t.restart();
    expect(readdirSync(tempDir())).toEqual([]);
  });
});
