import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.ts';
import type { FileTarget } from '../http/multipart.ts';

/** Files still being received are named so; any left over from a crash are removed at start. */
const PARTIAL_PREFIX = '.partial-';

/**
 * The uploads folder and its budget: how many uploads are being received at once, and how many
 * bytes the folder holds (kept files plus files in flight), against a quota.
 */
export class UploadSpace implements FileTarget {
  private used = 0;
  private active = 0;

  constructor(
    readonly dir: string,
    private readonly quotaBytes: number,
    private readonly maxConcurrent: number,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.startsWith(PARTIAL_PREFIX)) unlinkSync(file);
      else this.used += statSync(file).size;
    }
  }

  /** Takes an upload slot, or refuses with 503 when all are busy; call `leave` when done. */
  enter(): void {
    if (this.active >= this.maxConcurrent) {
      throw new HttpError(503, 'uploads_busy', 'Too many uploads at once', { headers: { 'retry-after': '30' } });
    }
    this.active += 1;
  }

  leave(): void {
    this.active -= 1;
  }

  async open(): Promise<{ path: string; handle: Awaited<ReturnType<typeof open>> }> {
    const file = path.join(this.dir, `${PARTIAL_PREFIX}${randomUUID()}`);
    return { path: file, handle: await open(file, 'wx', 0o600) };
  }

  reserve(bytes: number): void {
    if (this.used + bytes > this.quotaBytes) {
      throw new HttpError(507, 'uploads_full', 'The upload quota is used up');
    }
    this.used += bytes;
  }

  release(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }
}
