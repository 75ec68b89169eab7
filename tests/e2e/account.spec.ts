// The account page end to end on the local backend: download my data, then delete the account;
// signing in again fails and the stored files are gone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ANON_KEY, createUser, signIn } from './helpers';

const api = { apikey: ANON_KEY, 'x-supabase-api-version': '2024-01-01' };

test('download my data, then delete the account: sign-in fails and the files are gone', async ({ page, request }) => {
  const user = await createUser(request, { tag: 'account' });

  // A document in the user's folder, uploaded as the portal does.
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers: api,
    data: { email: user.email, password: user.password, gotrue_meta_security: {} },
  });
  expect(token.ok()).toBe(true);
  const session = (await token.json()) as { access_token: string; user: { id: string } };
  const objectName = `${session.user.id}/${randomUUID()}.pdf`;
  const upload = await request.post(`/storage/v1/object/documents/${objectName}`, {
    headers: { ...api, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/pdf' },
    data: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // The default build's server keeps its data in the `native` folder (playwright.config.ts).
  const storedFile = path.join(process.env.E2E_DATA_DIR!, 'native', 'documents', 'objects', `${objectName}.enc`);
  expect(existsSync(storedFile)).toBe(true);

  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  await page.getByRole('link', { name: 'Maria (Your account)' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^itin-bridge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    files: { path: string }[];
  };
  expect(exported.profile.email).toBe(user.email);
  expect(exported.files.map((file) => file.path)).toEqual([objectName]);
  await expect(page.getByText(/Your data has been downloaded as/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel(/^Enter your password to confirm/).fill(user.password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
  expect(existsSync(storedFile)).toBe(false);

  await page.goto('/login');
  await signIn(page, user);
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
