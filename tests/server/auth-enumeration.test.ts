// No account enumeration by timing: a sign-in with an unknown e-mail must do the same bcrypt
// work as one with a wrong password. Wall-clock timing is too noisy to assert on a shared
// machine, so this counts the comparisons and checks the hash each one used has the same cost.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../server/auth/passwords.ts';
import { signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

const compared = vi.hoisted(() => [] as string[]);

vi.mock('../../server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (password: string, encrypted: string) => {
      compared.push(encrypted);
      return original.verifyPassword(password, encrypted);
    },
  };
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const cost = (bcryptHash: string) => bcryptHash.split('$')[2];

describe('sign-in with an unknown e-mail', () => {
  it('runs one bcrypt comparison at the real cost, exactly like a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(t, email, 'right-password');

    compared.length = 0;
    const wrong = await t.auth('/token?grant_type=password', { json: { email, password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(compared).toHaveLength(1);
    const wrongHash = compared[0] as string;

    compared.length = 0;
    const unknown = await t.auth('/token?grant_type=password', {
      json: { email: uniqueEmail('ghost'), password: 'nope-nope' },
    });
    expect(unknown.status).toBe(400);
    expect(compared).toHaveLength(1);
    const unknownHash = compared[0] as string;

    expect(cost(unknownHash)).toBe('10');
    expect(cost(unknownHash)).toBe(cost(wrongHash));
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});
