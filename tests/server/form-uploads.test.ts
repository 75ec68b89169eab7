import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { MultipartParser } from '../../server/http/multipart.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BOUNDARY = '----itin-test-boundary';

function png(size: number): Uint8Array {
  const data = new Uint8Array(size);
  data.set(PNG_SIGNATURE);
  return data;
}

const intakeFields = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  document_type: 'passport',
  document_number: 'AB123456',
  issuing_country: 'BR',
  expiry_date: '2099-12-31',
  notes: '',
};

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
});

async function start(forms: Partial<ServerConfig['forms']>): Promise<TestServer> {
  const t = await startTestServer({ forms: { ...loadConfig({}).forms, ...forms } });
  servers.push(t);
  return t;
}

async function freshToken(t: TestServer): Promise<{ action: string; token: string }> {
  const page = await (await fetch(`${t.url}/forms/document-intake`)).text();
  const token = /name="_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const action = (/<form\b[^>]*\saction="([^"]+)"/.exec(page)?.[1] ?? '').replace(/&amp;/g, '&');
  return { action, token };
}

/** The multipart body before and after the file's bytes. */
function framing(token: string, filename: string): { head: Buffer; tail: Buffer } {
  let head = '';
  for (const [name, value] of Object.entries({ _token: token, ...intakeFields })) {
    head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}

async function upload(t: TestServer, data: Uint8Array): Promise<{ status: number; page: string }> {
  const { action, token } = await freshToken(t);
  const { head, tail } = framing(token, 'passport.png');
  const response = await fetch(`${t.url}${action}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([head, data, tail]),
  });
  return { status: response.status, page: await response.text() };
}

function uploadsOf(t: TestServer): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads'));
  } catch {
    return [];
  }
}

function bytesIn(t: TestServer): number {
  return uploadsOf(t).reduce((sum, name) => sum + statSync(path.join(t.dataDir, 'uploads', name)).size, 0);
}

describe('form uploads', () => {
  it('reads the upload limits from the environment', () => {
    expect(loadConfig({ FORM_RATE_LIMIT: '7', UPLOAD_CONCURRENCY: '2', UPLOAD_QUOTA_MB: '50' }).forms).toEqual({
      postsPerIp: 7,
      concurrentUploads: 2,
      uploadQuotaBytes: 50 * 1024 * 1024,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
  });

  it('limits form posts per client IP', async () => {
    const t = await start({ postsPerIp: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload(t, png(1024))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await upload(t, png(1024));
    expect(limited.status).toBe(429);
    expect(limited.page).toContain('try again');
    expect(uploadsOf(t)).toHaveLength(3);
    // The bucket refills with time.
    t.advance(5 * 60 * 1000);
    expect((await upload(t, png(1024))).status).toBe(200);
  });

  it('streams an upload to disk, caps concurrent uploads and removes a partial file on abort', async () => {
    const t = await start({ concurrentUploads: 1 });
    const { action, token } = await freshToken(t);
    const { head } = framing(token, 'slow.png');
    const aborter = new AbortController();
    const first = Buffer.concat([head, Buffer.from(png(1024 * 1024))]);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(first);
        // The rest never comes: the client stalls, then gives up.
      },
    });
    const slow = fetch(`${t.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
      signal: aborter.signal,
    } as RequestInit).catch((error: unknown) => error);

    // The first megabyte is on disk while the request is still open: nothing waits in memory.
    await expect.poll(() => bytesIn(t), { timeout: 10_000 }).toBeGreaterThanOrEqual(512 * 1024);

    const second = await upload(t, png(1024));
    expect(second.status).toBe(503);
    expect(second.page).toContain('try again');

    aborter.abort();
    await slow;
    await expect.poll(() => uploadsOf(t), { timeout: 10_000 }).toEqual([]);
    expect((await upload(t, png(1024))).status).toBe(200);
  });

  it('keeps DATA_DIR/uploads under its quota', async () => {
    const t = await start({ uploadQuotaBytes: 1024 * 1024 });
    expect((await upload(t, png(600 * 1024))).status).toBe(200);
    const over = await upload(t, png(600 * 1024));
    expect(over.status).toBe(507);
    expect(over.page).toContain('try again');
    expect(uploadsOf(t)).toHaveLength(1);
    expect(bytesIn(t)).toBeLessThanOrEqual(1024 * 1024);
    // A file that still fits is taken.
    expect((await upload(t, png(300 * 1024))).status).toBe(200);
    expect(uploadsOf(t)).toHaveLength(2);
  });
});

describe('the multipart parser', () => {
  it('finds every part whatever the chunk boundaries, including a delimiter split across chunks', () => {
    const content = Buffer.from('line one\r\n--not-the-boundary\r\n\r\n--' + BOUNDARY.slice(0, 10) + ' end');
    const body = Buffer.concat([
      Buffer.from(`preamble\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nfirst\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x.bin"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\nepilogue`),
    ]);
    for (const size of [1, 2, 3, 7, 64, body.length]) {
      const parser = new MultipartParser(BOUNDARY);
      const parts: { headers: string; data: Buffer[] }[] = [];
      for (let i = 0; i < body.length; i += size) {
        for (const event of parser.push(body.subarray(i, i + size))) {
          if (event.kind === 'part') parts.push({ headers: event.headers.get('content-disposition') ?? '', data: [] });
          else if (event.kind === 'data') parts.at(-1)?.data.push(Buffer.from(event.data));
        }
      }
      expect(parser.finished, `chunks of ${size}`).toBe(true);
      expect(parts.map((p) => p.headers)).toEqual(['form-data; name="a"', 'form-data; name="f"; filename="x.bin"']);
      expect(Buffer.concat(parts[0]?.data ?? []).toString()).toBe('first');
      expect(Buffer.concat(parts[1]?.data ?? []).equals(content), `chunks of ${size}`).toBe(true);
    }
  });
});
