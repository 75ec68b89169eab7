// Steps 2 to 4 for a dependent (the default build): a parent applies for their four-year-old
// daughter, claimed by a U.S. citizen (reason d). The wizard asks who claims her and how they are
// related, the date she entered the United States and who signs for her, and nothing that does not
// apply to her (no school, no treaty, no "have you entered", no signing for herself); step 3 asks
// for exactly what a dependent under 6 with a passport sends, and the review on step 4 shows it all.
import { expect, test, type Page } from '@playwright/test';
import {
  CHECK_PATH,
  expectWizardPage,
  fillDate,
  jpegFile,
  pdfFile,
  saveAndContinue,
  signedInApplicant,
  uploadFor,
  yearsFromToday,
} from './wizard-helpers';

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const yesNo = (page: Page, question: string, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();

/** The pages asked about a child from Brazil living in the U.S., in order, and how to answer them. */
const dependentPages: Array<{ path: string; title: string; answer(page: Page): Promise<void> }> = [
  {
    path: '/step2/type',
    title: 'Why you need an ITIN',
    answer: async (page) => {
      await radio(page, 'Yes, I am applying for the first time').check();
      await radio(page, 'A U.S. citizen or resident claims me as a dependent').check();
      // Reason d asks who claims the applicant and how they are related; nothing of the other reasons.
      await page.getByLabel('How are you related to them?').fill('Daughter');
      await page.getByLabel('Full name of the U.S. citizen or resident').fill('Carlos Souza');
      await page.getByLabel('Their SSN or ITIN').fill('123-45-6789');
      await expect(page.getByRole('group', { name: 'Do you claim a tax treaty benefit?' })).toHaveCount(0);
      await expect(page.getByLabel('I am enrolled as a student')).toHaveCount(0);
    },
  },
  {
    path: '/step2/name',
    title: 'Your name',
    answer: async (page) => {
      await page.getByLabel('First name', { exact: true }).fill('Lia');
      await page.getByLabel('Last name', { exact: true }).fill('Souza');
    },
  },
  {
    path: '/step2/birth',
    title: 'Birth and citizenship',
    answer: async (page) => {
      await fillDate(page, 'Date of birth', yearsFromToday(-4));
      await page.getByLabel('Country of birth').selectOption({ label: 'Brazil' });
      await radio(page, 'Female').check();
      await page.getByLabel('Country of citizenship').selectOption({ label: 'Brazil' });
    },
  },
  {
    path: '/step2/foreign-address',
    title: 'Your address in your home country',
    answer: async (page) => {
      // She lives with the family in the U.S.: line 3 holds only the country.
      await page.getByLabel('I have moved to the United States and no longer have a home abroad').check();
      await expect(page.getByLabel('Street address, apartment or house number')).toHaveCount(0);
      await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Brazil' });
    },
  },
  {
    path: '/step2/mailing-address',
    title: 'Where the IRS should send your ITIN',
    answer: async (page) => {
      await page.getByLabel('Street address, apartment or house number').fill('48 Elm Street');
      await page.getByLabel('City, state or province, and postal code').fill('Newark, NJ 07102');
      await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
    },
  },
  {
    path: '/step2/visa',
    title: 'U.S. visa and entry',
    answer: async (page) => {
      await yesNo(page, 'Do you have a U.S. visa?', 'No');
      // A dependent's date of entry is required: asked outright, not whether there is one.
      await expect(page.getByRole('group', { name: 'Have you entered the United States?' })).toHaveCount(0);
      await fillDate(page, 'Date you entered the United States', yearsFromToday(-2));
    },
  },
  {
    path: '/step2/identity',
    title: 'Your identity document',
    answer: async (page) => {
      await radio(page, 'Passport').check();
      await page.getByLabel('Issued by (country or authority)').fill('Brazil');
      await page.getByLabel('Document number').fill('GB654321');
      await fillDate(page, 'Expiry date', yearsFromToday(3));
      // Being a student only matters to dependents from 14 to 17 without a passport.
      await expect(page.getByLabel('I am enrolled as a student')).toHaveCount(0);
    },
  },
  {
    path: '/step2/previous',
    title: 'Earlier tax numbers',
    answer: async (page) => {
      await yesNo(page, 'Have you ever had an ITIN or an IRSN?', 'No');
    },
  },
  // No school or company page (line 6g is for students, professors and researchers).
  {
    path: '/step2/declaration',
    title: 'Who signs the application',
    answer: async (page) => {
      // Under 18: a parent or a court-appointed guardian signs, nobody else.
      const who = page.getByRole('group', { name: 'Who signs the form?' });
      await expect(who.getByRole('radio')).toHaveCount(2);
      await expect(who.getByRole('radio', { name: 'A parent' })).toBeVisible();
      await expect(who.getByRole('radio', { name: 'A court-appointed guardian' })).toBeVisible();
      await radio(page, 'A parent').check();
      await page.getByLabel('Their full name').fill('Carlos Souza');
      await page.getByLabel('Phone number').fill('+1 973 555 0142');
    },
  },
];

/** Step 3's items for her, by their headings, in order. */
const dependentDocuments = [
  'Your passport',
  'Proof that you live in the United States',
  'Your U.S. federal tax return',
];

/** What shows that a child under 6 lives in the U.S. */
const medicalRecords = 'U.S. medical records (dated in the last 12 months)';
const under6Residency = [
  medicalRecords,
  'U.S. school records (dated in the last 12 months)',
  'U.S. state ID card',
  'U.S. visa',
];

test('a parent applies for a dependent under 6 and reaches Review & Payment', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedInApplicant(page, request, 'wizard-dependent');
  await page.goto('/step2');
  for (const [index, step] of dependentPages.entries()) {
    await expectWizardPage(page, step.path, step.title);
    await step.answer(page);
    await saveAndContinue(page, dependentPages[index + 1]?.path ?? CHECK_PATH);
  }

  // Check your answers: the reason d details, and no school.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers');
  await expect(page.getByText('Daughter', { exact: true })).toBeVisible();
  await expect(page.getByText('Carlos Souza', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Name of your school or company')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to your documents' }).click();

  // Step 3: exactly what a dependent under 6 with a passport sends.
  await expect(page).toHaveURL(/\/step3$/);
  const list = page.getByRole('list', { name: 'Your document list' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(dependentDocuments);
  const residency = page.getByRole('listitem', { name: 'Proof that you live in the United States' });
  const kinds = residency.getByRole('group', { name: 'Which document are you uploading?' });
  await expect(kinds.getByRole('radio')).toHaveCount(under6Residency.length);
  for (const kind of under6Residency) await expect(kinds.getByRole('radio', { name: kind })).toBeVisible();

  await uploadFor(page, 'Your passport', await jpegFile(page, 'lia-passport.jpg'));
  await kinds.getByRole('radio', { name: medicalRecords }).check();
  await uploadFor(page, 'Proof that you live in the United States', pdfFile('pediatric-records.pdf'));
  // The stored file's row names the kind of document it was uploaded as.
  const stored = residency.getByRole('list', { name: 'Your file' }).getByRole('listitem');
  await expect(stored).toContainText('pediatric-records.pdf');
  await expect(stored).toContainText(medicalRecords);
  await uploadFor(page, 'Your U.S. federal tax return', pdfFile('form-1040.pdf'));
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click();

  // Step 4: the review shows her answers and documents; Buy Now is there and enabled.
  await expect(page).toHaveURL(/\/step4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review & Payment');
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(page.getByText('Daughter', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeVisible();
  for (const file of ['lia-passport.jpg', 'pediatric-records.pdf', 'form-1040.pdf']) {
    await expect(page.getByText(file)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Buy Now/ })).toBeEnabled();
});
