import { hash, verify } from '@node-rs/bcrypt';
import { randomUUID } from 'node:crypto';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, encrypted: string): Promise<boolean> {
  return verify(password, encrypted).catch(() => false);
}

let dummy: Promise<string> | undefined;

/**
 * A real bcrypt hash of a random password at the same cost. Sign-in compares unknown e-mails
 * against it so "no such user" takes as long as "wrong password".
 */
export function dummyHash(): Promise<string> {
  dummy ??= hash(randomUUID(), BCRYPT_COST);
  return dummy;
}
