import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { discardBody } from './body.ts';
import { HttpError } from './errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  /** Bytes received. */
  size: number;
  /** The first bytes, enough to tell the file type by its content. */
  head: Buffer;
  /** Hex SHA-256 of the content. */
  sha256: string;
  /** Where the content was written (owner-only); undefined for an empty file. */
  path: string | undefined;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: UploadedFile[];
}

/** Where file parts go: a new owner-only file, and a check on every chunk (a disk quota, say). */
export interface FileTarget {
  open(): Promise<{ path: string; handle: FileHandle }>;
  /** Called before `bytes` more are written; throws to refuse the upload. */
  reserve(bytes: number): void;
  /** Called when `bytes` reserved earlier will not be kept (the file was removed). */
  release(bytes: number): void;
}

const MAX_PARTS = 100;
const MAX_FILES = 4;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_HEADER_BYTES = 8 * 1024;
const HEAD_BYTES = 16;

/** The boundary of a multipart/form-data Content-Type, or undefined for other types. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function headerParam(header: string, name: string): string | undefined {
  const match =
    new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

const malformed = () => new HttpError(400, 'bad_multipart', 'Malformed multipart body');

type ParseEvent =
  | { kind: 'part'; headers: Map<string, string> }
  | { kind: 'data'; data: Buffer }
  | { kind: 'part-end' }
  | { kind: 'end' };

/**
 * An incremental multipart/form-data parser (RFC 7578): fed chunks as they arrive, it reports part
 * headers, content and ends, holding back only as many bytes as a delimiter could span.
 */
export class MultipartParser {
  private buffer: Buffer = Buffer.alloc(0);
  private state: 'preamble' | 'delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  private parts = 0;
  private readonly first: Buffer;
  private readonly next: Buffer;

  constructor(boundary: string) {
    this.first = Buffer.from(`--${boundary}`);
    this.next = Buffer.from(`\r\n--${boundary}`);
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  push(chunk: Buffer): ParseEvent[] {
    if (this.state === 'done') return [];
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const events: ParseEvent[] = [];
    for (;;) {
      if (this.state === 'preamble') {
        const at = this.buffer.indexOf(this.first);
        if (at === -1) {
          this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.first.length + 1));
          return events;
        }
        this.buffer = this.buffer.subarray(at + this.first.length);
        this.state = 'delimiter';
      } else if (this.state === 'delimiter') {
        if (this.buffer.length < 2) return events;
        // "--" right after a delimiter closes the body; whatever follows is ignored.
        if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
          this.state = 'done';
          this.buffer = Buffer.alloc(0);
          events.push({ kind: 'end' });
          return events;
        }
        if (this.buffer[0] !== 0x0d || this.buffer[1] !== 0x0a) throw malformed();
        this.buffer = this.buffer.subarray(2);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end === -1) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw malformed();
          return events;
        }
        if (++this.parts > MAX_PARTS) throw new HttpError(413, 'request_too_large', 'Too many form parts');
        const headers = new Map<string, string>();
        for (const line of this.buffer.subarray(0, end).toString('utf8').split('\r\n')) {
          const colon = line.indexOf(':');
          if (colon <= 0) throw malformed();
          headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
        }
        events.push({ kind: 'part', headers });
        this.buffer = this.buffer.subarray(end + 4);
        this.state = 'body';
      } else if (this.state === 'body') {
        const at = this.buffer.indexOf(this.next);
        if (at === -1) {
          const safe = this.buffer.length - this.next.length + 1;
          if (safe > 0) {
            events.push({ kind: 'data', data: this.buffer.subarray(0, safe) });
            this.buffer = this.buffer.subarray(safe);
          }
          return events;
        }
        if (at > 0) events.push({ kind: 'data', data: this.buffer.subarray(0, at) });
        events.push({ kind: 'part-end' });
        this.buffer = this.buffer.subarray(at + this.next.length);
        this.state = 'delimiter';
      } else {
        return events;
      }
    }
  }
}

interface OpenFile {
  upload: UploadedFile;
  handle: FileHandle | undefined;
  hash: ReturnType<typeof createHash>;
  head: Buffer[];
}

/** Removes the files of an upload that will not be kept, and gives their space back. */
export async function discardFiles(files: readonly UploadedFile[], target: FileTarget): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (!file.path) return;
      await unlink(file.path).catch(() => undefined);
      target.release(file.size);
    }),
  );
}

/**
 * Reads a multipart/form-data request as it arrives: text fields into memory (64 KB each at most),
 * file parts straight to files from `target`, so an upload never sits in memory whole. Refuses a
 * body over `limit` bytes with a readable 413 (the rest is drained, up to a bound). On any failure,
 * including the client going away, every file written so far is removed before the error is thrown.
 */
export function readMultipart(
  req: IncomingMessage,
  boundary: string,
  limit: number,
  target: FileTarget,
): Promise<MultipartBody> {
  const parser = new MultipartParser(boundary);
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  let field: { name: string; chunks: Buffer[]; size: number } | undefined;
  let file: OpenFile | undefined;
  let received = 0;

  const startPart = (headers: Map<string, string>) => {
    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition)) throw malformed();
    const name = headerParam(disposition, 'name');
    if (name === undefined) throw malformed();
    const filename = headerParam(disposition, 'filename');
    if (filename === undefined) {
      field = { name, chunks: [], size: 0 };
      return;
    }
    if (files.length >= MAX_FILES) throw new HttpError(413, 'request_too_large', 'Too many files');
    file = {
      upload: {
        field: name,
        filename,
        contentType: headers.get('content-type') ?? 'application/octet-stream',
        size: 0,
        head: Buffer.alloc(0),
        sha256: '',
        path: undefined,
      },
      handle: undefined,
      hash: createHash('sha256'),
      head: [],
    };
  };

  const write = async (data: Buffer) => {
    if (field) {
      field.size += data.length;
      if (field.size > MAX_FIELD_BYTES) throw new HttpError(413, 'request_too_large', 'Form field is too large');
      field.chunks.push(Buffer.from(data));
      return;
    }
    if (!file) return;
    if (!file.handle) {
      const opened = await target.open();
      file.handle = opened.handle;
      file.upload.path = opened.path;
      // Listed at once, so a failure from here on removes it.
      files.push(file.upload);
    }
    target.reserve(data.length);
    file.upload.size += data.length;
    file.hash.update(data);
    const headSoFar = file.head.reduce((n, b) => n + b.length, 0);
    if (headSoFar < HEAD_BYTES) file.head.push(Buffer.from(data.subarray(0, HEAD_BYTES - headSoFar)));
    let written = 0;
    while (written < data.length) written += (await file.handle.write(data, written)).bytesWritten;
  };

  const endPart = async () => {
    if (field) {
      fields.set(field.name, Buffer.concat(field.chunks, field.size).toString('utf8'));
      field = undefined;
      return;
    }
    if (!file) return;
    const current = file;
    file = undefined;
    current.upload.head = Buffer.concat(current.head);
    current.upload.sha256 = current.hash.digest('hex');
    if (current.handle) {
      // On disk before the submission that names it can commit.
      await current.handle.sync();
      await current.handle.close();
      current.handle = undefined;
    } else if (current.upload.filename !== '') {
      // An empty file input still sends a part, with an empty file name and no content; a named
      // empty file is kept (with no file on disk) so validation can say it is empty.
      files.push(current.upload);
    }
  };

  const handle = async (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) throw new HttpError(413, 'request_too_large', 'Request body is too large');
    for (const event of parser.push(chunk)) {
      if (event.kind === 'part') startPart(event.headers);
      else if (event.kind === 'data') await write(event.data);
      else if (event.kind === 'part-end') await endPart();
    }
  };

  return new Promise<MultipartBody>((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      discardBody(req, limit);
      reject(new HttpError(413, 'request_too_large', 'Request body is too large'));
      return;
    }
    let settled = false;
    let queue = Promise.resolve();
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      // A client that is still sending gets its answer once the rest is drained; one that left is gone.
      if (!req.destroyed && !req.complete) discardBody(req, limit);
      const open = file?.handle;
      void (async () => {
        await open?.close().catch(() => undefined);
        await discardFiles(files, target);
        reject(error);
      })();
    };
    const onData = (chunk: Buffer) => {
      req.pause();
      queue = queue.then(async () => {
        if (settled) return;
        try {
          await handle(chunk);
          req.resume();
        } catch (error) {
          fail(error);
        }
      });
    };
    req.on('data', onData);
    req.on('end', () => {
      void queue.then(() => {
        if (settled) return;
        if (!parser.finished) return fail(malformed());
        settled = true;
        resolve({ fields, files });
      });
    });
    req.on('error', (error) => void queue.then(() => fail(error)));
    req.on('close', () => {
      if (!req.complete) void queue.then(() => fail(new HttpError(400, 'aborted', 'The upload was interrupted')));
    });
  });
}
