import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte secret: from the environment when given (64 hex digits or base64 of 32 bytes), else
 * generated on first start and kept in DATA_DIR readable by the owner only.
 */
export function loadKey(dataDir: string, fileName: string, configured: string | undefined, name: string): Buffer {
  if (configured !== undefined && configured.trim() !== '') {
    const value = configured.trim();
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (key.length !== 32) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64`);
    return key;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, fileName);
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) {
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return key;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}
