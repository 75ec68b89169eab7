import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http/errors.ts';

const MAX_HEADER_BYTES = 8 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Passes on only the bytes of the first file part of a multipart/form-data stream (the part with
 * a filename, or the unnamed part supabase-js sends), without buffering the file. Other parts are
 * small fields and are discarded.
 */
export class MultipartFileStream extends Transform {
  private readonly delimiter: Buffer;
  private buffer = Buffer.alloc(0);
  /** preamble: before the first boundary; headers: reading a part's headers; body: inside a part. */
  private state: 'preamble' | 'headers' | 'body' | 'done' = 'preamble';
  private inFile = false;
  private fileSeen = false;
  private partBytes = 0;

  constructor(boundary: string) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first boundary may start the body without the leading CRLF.
    this.buffer = Buffer.from('\r\n');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    try {
      this.drain();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (!this.fileSeen || this.state !== 'done') {
      done(new HttpError(400, 'invalid_multipart', 'The upload has no complete file part'));
      return;
    }
    done();
  }

  private drain(): void {
    for (;;) {
      if (this.state === 'done') {
        this.buffer = Buffer.alloc(0);
        return;
      }
      if (this.state === 'preamble' || this.state === 'body') {
        const at = this.buffer.indexOf(this.delimiter);
        if (at === -1) {
          // Keep a tail that could be the start of a delimiter split across chunks.
          const keep = Math.min(this.buffer.length, this.delimiter.length - 1);
          this.emitBody(this.buffer.subarray(0, this.buffer.length - keep));
          this.buffer = this.buffer.subarray(this.buffer.length - keep);
          return;
        }
        this.emitBody(this.buffer.subarray(0, at));
        const after = this.buffer.subarray(at + this.delimiter.length);
        if (after.length < 2) return void (this.buffer = this.buffer.subarray(at));
        if (this.state === 'body' && this.inFile) {
          this.inFile = false;
          this.fileSeen = true;
        }
        if (after.subarray(0, 2).toString('latin1') === '--') {
          this.state = 'done';
          continue;
        }
        this.buffer = after;
        this.state = 'headers';
        continue;
      }
      // headers
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end === -1) {
        if (this.buffer.length > MAX_HEADER_BYTES)
          throw new HttpError(400, 'invalid_multipart', 'Part headers too long');
        return;
      }
      const headers = this.buffer.subarray(0, end).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4);
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const isFile = /;\s*filename\*?=/i.test(disposition) || /;\s*name=""/i.test(disposition);
      this.inFile = isFile && !this.fileSeen;
      this.partBytes = 0;
      this.state = 'body';
    }
  }

  private emitBody(bytes: Buffer): void {
    if (this.state !== 'body' || bytes.length === 0) return;
    if (this.inFile) {
      this.push(bytes);
      return;
    }
    this.partBytes += bytes.length;
    if (this.partBytes > MAX_FIELD_BYTES) throw new HttpError(400, 'invalid_multipart', 'A form field is too long');
  }
}
