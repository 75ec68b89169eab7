// Steps 2 and 3 as the portal's own screens (the default build): a student answers the W-7 wizard
// page by page, checks the answers, uploads what the checklist asks and reaches Review & Payment;
// another device resumes at the first unanswered page; the pages work by keyboard alone, pass axe
// at 320 px in both themes, and read in Chinese.
import { expect, test, type Page } from '@playwright/test';
import {
  answerStudent,
  axeViolations,
  CHECK_PATH,
  expectWizardPage,
  jpegFile,
  onAnotherDevice,
  pdfFile,
  PRINT_PATH,
  saveAndContinue,
  signedInApplicant,
  studentDocuments,
  studentPages,
  uploadFor,
} from './wizard-helpers';

// Each test has an applicant of its own: they can share the two workers.
test.describe.configure({ mode: 'parallel' });

test('a student answers the wizard, uploads the documents and reaches Review & Payment', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInApplicant(page, request, 'wizard');
  await page.goto('/step2');
  await answerStudent(page);

  // Check your answers: the answers by page, each with a change link.
  await expect(page.getByText('Cornell University')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change/ }).first()).toBeVisible();

  // The answers by W-7 line, printed from the dark theme: dark ink on white, without the header,
  // the progress, the back link or the buttons.
  await page.getByRole('link', { name: 'Print your answers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Form W-7 answers');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Application progress' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to your answers' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Line 6g · Name of your school or company')).toBeVisible();
  await expect(page.getByText('Cornell University')).toBeVisible();
  const ink = await page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    };
    const heading = document.querySelector('h1')!;
    return {
      text: luminance(getComputedStyle(heading).color),
      paper: luminance(getComputedStyle(document.body).backgroundColor),
    };
  });
  expect(ink.text, 'printed text is dark').toBeLessThan(0.3);
  expect(ink.paper, 'printed page is light').toBeGreaterThan(0.9);
  expect((await page.pdf({ format: 'A4' })).byteLength, 'the page prints to a PDF').toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to your answers' }).click();

  await page.getByRole('button', { name: 'Continue to your documents' }).click();

  // Step 3: exactly the student's documents, each missing, then uploaded.
  await expect(page).toHaveURL(/\/step3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your documents');
  const list = page.getByRole('list', { name: 'Your document list' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(studentDocuments);
  await uploadFor(page, 'Your passport', await jpegFile(page, 'passport.jpg'));
  await uploadFor(page, 'Your U.S. visa', await jpegFile(page, 'visa.jpg'));
  await uploadFor(page, 'Letter from your school or program', pdfFile('dso-letter.pdf'));
  await uploadFor(page, 'Your U.S. federal tax return', pdfFile('form-1040-nr.pdf'));
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click();

  // Step 4: the application is sent, so Buy Now is there and enabled.
  await expect(page).toHaveURL(/\/step4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review & Payment');
  const buy = page.getByRole('button', { name: /Buy Now/ });
  await expect(buy).toBeEnabled();
  await expect(buy).not.toHaveAttribute('aria-disabled', 'true');
});

test('another device resumes at the first unanswered page', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const user = await signedInApplicant(page, request, 'wizard-resume');
  await page.goto('/step2');
  await expectWizardPage(page, studentPages[0]!.path, studentPages[0]!.title);
  for (const [index, step] of studentPages.slice(0, 3).entries()) {
    await expectWizardPage(page, step.path, step.title);
    await step.answer(page);
    await saveAndContinue(page, studentPages[index + 1]!.path);
  }
  // Halfway through the foreign address, the applicant moves to another device.
  await page.getByLabel('Street address, apartment or house number').fill('Rua das Flores 120, apto 31');

  const other = await onAnotherDevice(browser, user);
  await other.goto('/step2');
  await expectWizardPage(other, studentPages[3]!.path, studentPages[3]!.title);
  // The answers given so far came along.
  await other.getByRole('link', { name: 'Back', exact: true }).click();
  await expectWizardPage(other, studentPages[2]!.path, studentPages[2]!.title);
  // The list shows the country's name; the answer holds its ISO code.
  await expect(other.getByLabel('Country of birth')).toHaveValue('BR');
  await other.context().close();
});

/** Presses Tab until the element `matches` has focus (a bounded number of times). */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await matches()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached after ${limit} presses of Tab`);
}

const isFocused = (page: Page, role: 'radio' | 'textbox' | 'button', name: string) => () =>
  page
    .getByRole(role, { name, exact: true })
    .evaluate((element) => element === document.activeElement)
    .catch(() => false);

test('the first wizard pages by keyboard alone', async ({ page, request }) => {
  await signedInApplicant(page, request, 'wizard-keys');
  await page.goto('/step2');
  await expectWizardPage(page, '/step2/type', 'Why you need an ITIN');

  // Application type: the first radio of its group, chosen with Space.
  await tabTo(page, isFocused(page, 'radio', 'Yes, I am applying for the first time'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Yes, I am applying for the first time' })).toBeChecked();
  // The reason: Tab into the group, arrows down to f (the sixth reason), which reveals its question.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'I live abroad and claim a tax treaty benefit' })).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  const student = page.getByRole('radio', { name: 'I am a student, professor or researcher in the U.S.' });
  await expect(student).toBeFocused();
  await expect(student).toBeChecked();
  const treaty = page.getByRole('group', { name: 'Do you claim a tax treaty benefit?' });
  await expect(treaty).toBeVisible();
  await tabTo(page, () =>
    treaty
      .getByRole('radio', { name: 'Yes' })
      .evaluate((element) => element === document.activeElement)
      .catch(() => false),
  );
  await page.keyboard.press('ArrowRight');
  await expect(treaty.getByRole('radio', { name: 'No' })).toBeChecked();
  await tabTo(page, isFocused(page, 'button', 'Save and continue'));
  await page.keyboard.press('Enter');

  // Name: typed in, sent with Enter from the last field.
  await expectWizardPage(page, '/step2/name', 'Your name');
  await tabTo(page, isFocused(page, 'textbox', 'First name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ana');
  await tabTo(page, isFocused(page, 'textbox', 'Last name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Souza');
  await page.keyboard.press('Enter');

  // The next page opens with the answers saved: going back shows them.
  await expectWizardPage(page, '/step2/birth', 'Birth and citizenship');
  await tabTo(page, async () =>
    page
      .getByRole('link', { name: 'Back', exact: true })
      .evaluate((element) => element === document.activeElement)
      .catch(() => false),
  );
  await page.keyboard.press('Enter');
  await expectWizardPage(page, '/step2/name', 'Your name');
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Souza');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('axe finds nothing on any wizard page, in the dark and the light theme', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signedInApplicant(page, request, 'wizard-axe');
    const check = async (where: string) => {
      expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
    };

    // Dark (the default): every page as the applicant meets it, before answering.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/step2');
    for (const [index, step] of studentPages.entries()) {
      await expectWizardPage(page, step.path, step.title);
      await check(`${step.path} (dark)`);
      await step.answer(page);
      await saveAndContinue(page, studentPages[index + 1]?.path ?? CHECK_PATH);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers');
    await check(`${CHECK_PATH} (dark)`);
    await page.goto(PRINT_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Form W-7 answers');
    await check(`${PRINT_PATH} (dark)`);

    // Light: every page again, answered.
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    for (const step of studentPages) {
      await page.goto(step.path);
      await expectWizardPage(page, step.path, step.title);
      await check(`${step.path} (light)`);
    }
    await page.goto(CHECK_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers');
    await check(`${CHECK_PATH} (light)`);
    await page.goto(PRINT_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Form W-7 answers');
    await check(`${PRINT_PATH} (light)`);
  });
});

test('a wizard page in Chinese, with its errors', async ({ page, request }) => {
  await signedInApplicant(page, request, 'wizard-zh');
  await page.evaluate(() => window.localStorage.setItem('language', 'zh'));
  await page.goto('/step2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page).toHaveURL(/\/step2\/type$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您为什么需要 ITIN');
  await expect(page.getByRole('radio', { name: '我是在美国的学生、教授或研究人员' })).toBeVisible();
  // Continue with nothing answered: the error summary and the inline errors, in Chinese.
  await page.getByRole('button', { name: '保存并继续' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '出现问题' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(2);
  await expect(page).toHaveURL(/\/step2\/type$/);
});
