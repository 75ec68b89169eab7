// The whole journey of a new user in a build that embeds forms at steps 2 and 3 (the `embedded`
// project of playwright.config.ts), as a person with a mouse would take it: landing, signup, the
// basic data form and the two forms inside their frames, the payment page in a new tab and back,
// processing and completion. Everything runs against `npm start` (app, auth, stand-ins).
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { stored, uniqueEmail } from './helpers';

/** A date `years` from today as the date inputs take it (YYYY-MM-DD). */
function isoDate(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

async function expectPage(page: Page, path: RegExp, title: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

async function expectPrefilled(form: FrameLocator, email: string) {
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('ana-luísa');
  await expect(form.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('fernández');
  await expect(form.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(email);
}

test('a new user goes from the landing page to a submitted application', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');

  // Landing → Get Started → signup.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your U.S. ITIN, without a Social Security Number');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expectPage(page, /\/signup$/, 'Create Your Account');
  await page.getByLabel(/^First Name/).fill('ana-luísa');
  await page.getByLabel(/^Last Name/).fill('fernández');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('secret-pass-1');
  await page.getByLabel(/^Confirm Password/).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Step 1.
  await expectPage(page, /\/step1$/, 'Your Path to a U.S. ITIN Starts Here');
  await expect(page.getByRole('banner').getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ana Luísa', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Travel perks' }).click();
  await expect(page.getByRole('button', { name: 'Build U.S. credit' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('link', { name: /Continue to Basic Data Form/ }).click();

  // Basic data form: the real stand-in form, prefilled, inside its frame.
  await expectPage(page, /\/basic-data-form$/, 'Your Basic Information');
  await expect(page.getByRole('banner').getByText('Basic Data Form', { exact: true })).toBeVisible();
  const basic = page.frameLocator('iframe[title="Basic data form"]');
  await expectPrefilled(basic, email);
  await basic.getByLabel(/^Phone number/).fill('+55 11 91234 5678');
  await basic.getByLabel(/^Country of residence/).selectOption('BR');
  await basic.getByLabel(/^Occupation/).fill('Founder');
  await basic.getByLabel(/^Main reason/).selectOption('business');
  await expect(page.getByText('Form completed!')).toHaveCount(0);
  await basic.getByRole('button', { name: 'Save details' }).click();
  await expect(basic.getByRole('heading', { name: 'Thank you, we received your answers' })).toBeVisible();
  await expect(page.getByText('Form completed!')).toBeVisible();
  expect(await stored(page, `lastStep_${email}`)).toBe('/basic-data-form');
  await page.getByRole('link', { name: /Continue to Step 2/ }).click();

  // Step 2: continue opens only after the application form reports its submit.
  await expectPage(page, /\/step2$/, 'ITIN Application Form');
  const next = page.getByRole('button', { name: /Continue to Review & Payment/ });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  const application = page.frameLocator('iframe[title="ITIN application form"]');
  await expectPrefilled(application, email);
  await application.getByLabel(/Nonresident alien filing a U\.S\. federal tax return/).check();
  await application.getByLabel(/^Date of birth/).fill('1990-04-12');
  await application.getByLabel(/^Country of birth/).selectOption('BR');
  await application.getByLabel(/^City or town of birth/).fill('São Paulo');
  await application.getByLabel(/^Country of citizenship/).selectOption('BR');
  await application.getByLabel(/^Street address/).fill('Rua Augusta 1500');
  await application.getByRole('textbox', { name: 'City', exact: true }).fill('São Paulo');
  await application.getByRole('combobox', { name: 'Country', exact: true }).selectOption('BR');
  await application.getByLabel(/I declare that these answers are true/).check();
  await application.getByRole('button', { name: 'Submit application' }).click();
  await expect(application.getByRole('heading', { name: 'Thank you, we received your answers' })).toBeVisible();
  await expect(next).not.toHaveAttribute('aria-disabled');
  await expect(page.getByText('Application form submitted')).toBeVisible();
  expect(await stored(page, `step2_completed_${email}`)).toBe('true');
  await next.click();

  // Step 3: the intake form, 1200 px high.
  await expectPage(page, /\/step3$/, 'Document Upload & Information');
  const frame = page.locator('iframe[title="Document upload form"]');
  // 1200 px high at first, taller once the form reports a greater height.
  await expect(frame).toBeVisible();
  expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(1200);
  const intake = page.frameLocator('iframe[title="Document upload form"]');
  await expectPrefilled(intake, email);
  await intake.getByLabel(/^Document type/).selectOption('passport');
  await intake.getByLabel(/^Document number/).fill('FX123456');
  await intake.getByLabel(/^Issuing country/).selectOption('BR');
  await intake.getByLabel(/^Expiry date/).fill(isoDate(5));
  await intake.getByRole('button', { name: 'Send document details' }).click();
  await expect(page.getByText('Documents received')).toBeVisible();
  await page.getByRole('button', { name: /Continue to Payment/ }).click();

  // Step 4: Buy Now opens the payment page in a new tab; paying returns there to step 4, then 5.
  await expectPage(page, /\/step4$/, 'Review & Payment');
  await expect(page.getByText('$1,250')).toBeVisible();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Buy Now/ }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Review and pay');
  await expect(checkout.getByText('ITIN Complete Package')).toBeVisible();
  await expect(checkout.getByText(email)).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay \$1,250\.00/ }).click();
  await expect(checkout).toHaveURL(/\/step4\?payment=success$/);
  await expect(checkout.getByText('Payment Successful! Redirecting to next step...')).toBeVisible();
  await expect(checkout).toHaveURL(/\/step5$/, { timeout: 10_000 });

  // Step 5 → step 6.
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Processing Your Application');
  await expect(checkout.getByText('Under Review')).toBeVisible();
  await expect(checkout.getByText('Estimated processing time: 6-10 weeks')).toBeVisible();
  await checkout.getByRole('link', { name: /Continue to Step 6/ }).click();
  await expectPage(checkout, /\/step6$/, 'Congratulations!');
  await expect(checkout.getByRole('banner').getByText('Step 6 of 6 - Complete!')).toBeVisible();
  expect(await stored(checkout, `lastStep_${email}`)).toBe('/step6');

  // The first tab is still on step 4; its Buy Now form stays usable, and a cancelled payment says so.
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Buy Now/ }).click(),
  ]);
  await again.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(again).toHaveURL(/\/step4\?payment=cancelled$/);
  await expect(again.getByText('Payment cancelled')).toBeVisible();
  await expect(again.getByText(/Nothing was charged/)).toBeVisible();
});
