// Shared helpers for the end-to-end tests. Accounts are created through the auth API directly
// (as supabase-js would), so each test starts from a known user without clicking through signup.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The public development key the local server accepts (portal/config.ts LOCAL_ANON_KEY). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpdGluLWJyaWRnZS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0MDI4ODAwLCJleHAiOjIwNzkzODg4MDB9.cnrM1c_oar7Yu97WQSa-FduTy8zwfswLMUIh44XcdAU';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A unique address per call, so tests never collide (also across parallel workers). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account through POST /auth/v1/signup. */
export async function createUser(
  request: APIRequestContext,
  overrides: Partial<TestUser> & { tag?: string } = {},
): Promise<TestUser> {
  const user: TestUser = {
    email: overrides.email ?? uniqueEmail(overrides.tag ?? 'user'),
    password: overrides.password ?? 'secret-pass-1',
    firstName: overrides.firstName ?? 'maria',
    lastName: overrides.lastName ?? 'dos santos',
  };
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'x-supabase-api-version': '2024-01-01' },
    data: {
      email: user.email,
      password: user.password,
      data: { first_name: user.firstName, last_name: user.lastName },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return user;
}

/** Fills and submits the login form (the page must show it). */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel(/^Email Address/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest message the local mailbox holds for `to`. */
export async function latestMail(request: APIRequestContext, to: string) {
  let messages: Array<{ subject: string; link: string | null; to: string }> = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_mail/api/messages?to=${encodeURIComponent(to)}`);
        messages = response.ok() ? await response.json() : [];
        return messages.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return messages[0]!;
}

/** Reads a key of the page's localStorage. */
export function stored(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Holds the responses for `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
