// Step 4's payment as the server confirms it, and step 5's status from the application record:
// a return to `?payment=success` without a payment never shows success nor moves on; paying on
// the stand-in payment page does, and step 5 then shows the payment as confirmed. Needs the
// portal's own wizard and checklist (no embedded forms), where the application lives on the server.
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { completeAnswers } from '../server/application-helpers.ts';
import { ANON_KEY, createUser, signIn, type TestUser } from './helpers';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('scanned passport '.repeat(64))]);

/** Saves complete answers, uploads a passport and a tax return, and submits, as the portal would. */
async function submitApplication(baseURL: string, user: TestUser) {
  const client = createClient(baseURL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(signedIn.error).toBeNull();
  const userId = signedIn.data.user!.id;
  const call = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(name, args);
    expect(error, `${name}: ${JSON.stringify(error)}`).toBeNull();
    return data as Record<string, unknown>;
  };
  await call('application_save_draft', { answers: completeAnswers(), version: 0 });
  for (const kind of ['passport', 'federal_tax_return']) {
    const objectPath = `${userId}/${randomUUID()}.pdf`;
    const uploaded = await client.storage.from('documents').upload(objectPath, PDF, { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    await call('document_add', { kind, object_path: objectPath, file_name: `${kind}.pdf` });
  }
  const application = await call('application_submit', { version: 1 });
  expect(application.status).toBe('submitted');
  await client.auth.signOut({ scope: 'local' });
}

async function signedInWithSubmittedApplication(page: Page, baseURL: string, tag: string) {
  const user = await createUser(page.request, { tag });
  await submitApplication(baseURL, user);
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  return user;
}

const isApplicationRead = (response: { url(): string }) => response.url().endsWith('/rest/v1/rpc/application_get');

test('a return to ?payment=success without a payment shows no success and does not advance', async ({
  page,
  baseURL,
}) => {
  await signedInWithSubmittedApplication(page, baseURL!, 'unpaid-return');
  await page.goto('/step4?payment=success');
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
  // The page keeps asking the server; after several answers that still say "submitted"…
  for (let read = 0; read < 3; read += 1) await page.waitForResponse(isApplicationRead);
  // …it still neither shows success nor opens step 5, and offers no second Buy Now meanwhile.
  await expect(page.getByText(/Payment Successful/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/step4\?payment=success$/);
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
});

test('paying on the payment page is confirmed by the server, then step 5 shows the payment', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signedInWithSubmittedApplication(page, baseURL!, 'paid-flow');
  await page.goto('/step4');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Buy Now/ }).click(),
  ]);
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: /^Pay \$1,250\.00/ }).click();
  // The payment page tells the server before it sends the browser back.
  await expect(checkout).toHaveURL(/\/step4\?payment=success$/);
  await expect(checkout.getByText('Payment Successful! Redirecting to next step...')).toBeVisible();
  await expect(checkout.getByRole('region', { name: 'Receipt' })).toBeVisible();
  await expect(checkout).toHaveURL(/\/step5$/, { timeout: 10_000 });
  await expect(checkout.getByText('Under Review')).toBeVisible();
  const timeline = checkout.getByRole('region', { name: 'Your application so far' });
  await expect(timeline.getByText('Application sent')).toBeVisible();
  await expect(timeline.getByText('Payment confirmed')).toBeVisible();

  // The first tab learns of the payment when it is looked at again: the receipt, no Buy Now.
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
});
