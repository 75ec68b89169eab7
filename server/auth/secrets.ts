import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';
/** HS256 keys shorter than this can be brute-forced from one token. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The HS256 signing secret: JWT_SECRET when given (refused under 32 characters), else one generated
 * on first start and kept in DATA_DIR readable by the owner only, so tokens stay valid across
 * restarts. A kept secret that is too short (an empty or truncated file) is replaced by a new one,
 * which signs everybody out once.
 */
export function loadSigningSecret(dataDir: string, configured: string | undefined): string {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return configured;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, SECRET_FILE);
  const read = (): string | undefined => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const existing = read();
  if (existing !== undefined && existing.length >= MIN_SECRET_LENGTH) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return existing;
  }
  const secret = randomBytes(48).toString('base64url');
  if (existing !== undefined) {
    // Replaced in one step, so a concurrent reader sees the old file or the new one, never half.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, secret + '\n', { mode: 0o600, flag: 'w' });
    renameSync(temporary, file);
    return secret;
  }
  try {
    // 'wx': if two processes start at once only one writes; the other reads its secret.
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = read();
    if (written === undefined || written.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds a signing secret shorter than ${MIN_SECRET_LENGTH} characters`, {
        cause: error,
      });
    }
    return written;
  }
  chmodSync(file, 0o600);
  return secret;
}
