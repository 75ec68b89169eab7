import { rmSync } from 'node:fs';

/** Removes the run's temporary data folder (database, secrets, mailbox). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
