import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors.ts';
import { sniffDocument, SNIFF_BYTES, type DocumentMime } from './sniff.ts';

/** Stored file layout: magic, 12-byte IV, AES-256-GCM ciphertext, 16-byte tag. */
const MAGIC = Buffer.from('IBD1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Counts bytes, refuses more than the limit and remembers the first bytes for sniffing. */
class Meter extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(new HttpError(413, 'object_too_large', 'The object exceeded the maximum allowed size'));
      return;
    }
    if (this.head.length < SNIFF_BYTES) this.head = Buffer.concat([this.head, chunk]).subarray(0, SNIFF_BYTES);
    done(null, chunk);
  }
}

/**
 * Encrypted files of the documents bucket under DATA_DIR/documents. An upload is encrypted as it
 * streams into a temporary file and renamed into place only when complete and accepted, so a
 * crash mid-upload never leaves a partial object where downloads look; temporary files are
 * removed at start.
 */
export class ObjectFiles {
  private readonly root: string;
  private readonly temp: string;

  constructor(
    dataDir: string,
    private readonly key: Buffer,
  ) {
    this.root = path.join(dataDir, 'documents', 'objects');
    this.temp = path.join(dataDir, 'documents', 'tmp');
    mkdirSync(this.root, { recursive: true, mode: 0o700 });
    mkdirSync(this.temp, { recursive: true, mode: 0o700 });
  }

  /** Deletes what interrupted uploads left behind. */
  cleanTemp(): number {
    const names = readdirSync(this.temp);
    for (const name of names) rmSync(path.join(this.temp, name), { force: true });
    return names.length;
  }

  /** The file of an object name (`<user id>/<uuid>.<ext>`, validated by the caller). */
  fileOf(name: string): string {
    return path.join(this.root, `${name}.enc`);
  }

  /**
   * Streams `source` into an encrypted temporary file, checking size and type. Returns a commit
   * (rename into place) and a discard; on any error nothing is left on disk.
   */
  async receive(
    source: Readable,
    limit: number,
  ): Promise<{ size: number; mime: DocumentMime; commit(name: string): void; discard(): void }> {
    const tempFile = path.join(this.temp, `${randomUUID()}.part`);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const meter = new Meter(limit);
    const out = createWriteStream(tempFile, { mode: 0o600 });
    const discard = () => rmSync(tempFile, { force: true });
    // Frames the ciphertext: header before the first byte, the tag after the last.
    let started = false;
    const frame = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (!started) {
          started = true;
          this.push(Buffer.concat([MAGIC, iv]));
        }
        done(null, chunk);
      },
      flush(done) {
        if (!started) this.push(Buffer.concat([MAGIC, iv]));
        done(null, cipher.getAuthTag());
      },
    });
    try {
      await pipeline(source, meter, cipher, frame, out);
    } catch (error) {
      out.destroy();
      discard();
      throw error;
    }
    const mime = sniffDocument(meter.head);
    if (meter.size === 0 || !mime) {
      discard();
      throw new HttpError(415, 'invalid_mime_type', 'Only PDF, JPEG, PNG and HEIC files are accepted');
    }
    return {
      size: meter.size,
      mime,
      discard,
      commit: (name: string) => {
        const target = this.fileOf(name);
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        renameSync(tempFile, target);
      },
    };
  }

  /** The plaintext of an object; the tag is checked before any byte is returned. */
  read(name: string): Buffer {
    const stored = readFileSync(this.fileOf(name));
    if (stored.length < MAGIC.length + IV_BYTES + TAG_BYTES || !stored.subarray(0, 4).equals(MAGIC)) {
      throw new Error(`stored object ${name} is not in the expected format`);
    }
    const iv = stored.subarray(4, 4 + IV_BYTES);
    const tag = stored.subarray(stored.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(stored.subarray(4 + IV_BYTES, stored.length - TAG_BYTES)), decipher.final()]);
  }

  remove(name: string): void {
    rmSync(this.fileOf(name), { force: true });
  }
}
