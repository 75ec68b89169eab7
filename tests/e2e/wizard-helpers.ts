// Helpers for the end-to-end tests of the portal's own W-7 wizard (step 2) and document checklist
// (step 3): a signed-in applicant, the answers of a student (reason f) page by page, the
// documents the checklist asks of them, and an axe check of the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type Axe from 'axe-core';
import { createUser, signIn, type TestUser } from './helpers';

/** Creates an account and signs it in on `page`, which lands on step 1. */
export async function signedInApplicant(page: Page, request: APIRequestContext, tag: string): Promise<TestUser> {
  const user = await createUser(request, { tag, firstName: 'ana', lastName: 'souza' });
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/step1$/);
  return user;
}

/** Signs `user` in on a fresh browser context (another device) and returns its page. */
export async function onAnotherDevice(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The wizard page's title, its only level-1 heading. */
export async function expectWizardPage(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** "Save and continue", then the next page is there. */
export async function saveAndContinue(page: Page, nextPath: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
}

/** Fills a date of three fields (day, month, year) named by its legend. */
export async function fillDate(page: Page, legend: string, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Day').fill(day!);
  await group.getByLabel('Month').fill(month!);
  await group.getByLabel('Year').fill(year!);
}

/** A date `years` from today (YYYY-MM-DD). */
export function yearsFromToday(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/**
 * The pages a student from Brazil is asked, in order, each with its title and how to answer it:
 * a first ITIN for study (reason f, no treaty), a passport, an F-1 visa, entered the U.S. a year ago.
 */
export const studentPages: Array<{ path: string; title: string; answer(page: Page): Promise<void> }> = [
  {
    path: '/step2/type',
    title: 'Why you need an ITIN',
    answer: async (page) => {
      await radio(page, 'Yes, I am applying for the first time').check();
      await radio(page, 'I am a student, professor or researcher in the U.S.').check();
      await page
        .getByRole('group', { name: 'Do you claim a tax treaty benefit?' })
        .getByRole('radio', { name: 'No' })
        .check();
    },
  },
  {
    path: '/step2/name',
    title: 'Your name',
    answer: async (page) => {
      await page.getByLabel('First name', { exact: true }).fill('Ana');
      await page.getByLabel('Last name', { exact: true }).fill('Souza');
    },
  },
  {
    path: '/step2/birth',
    title: 'Birth and citizenship',
    answer: async (page) => {
      await fillDate(page, 'Date of birth', '2001-03-14');
      await page.getByLabel('Country of birth').selectOption({ label: 'Brazil' });
      await radio(page, 'Female').check();
      await page.getByLabel('Country of citizenship').selectOption({ label: 'Brazil' });
    },
  },
  {
    path: '/step2/foreign-address',
    title: 'Your address in your home country',
    answer: async (page) => {
      await page.getByLabel('Street address, apartment or house number').fill('Rua das Flores 120, apto 31');
      await page.getByLabel('City, state or province, and postal code').fill('São Paulo, SP 01310-000');
      await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Brazil' });
    },
  },
  {
    path: '/step2/mailing-address',
    title: 'Where the IRS should send your ITIN',
    answer: async (page) => {
      await page.getByLabel('Street address, apartment or house number').fill('200 College Avenue, Apt 4');
      await page.getByLabel('City, state or province, and postal code').fill('Ithaca, NY 14850');
      await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
    },
  },
  {
    path: '/step2/visa',
    title: 'U.S. visa and entry',
    answer: async (page) => {
      await page.getByLabel('Visa type').fill('F-1');
      await page.getByLabel('Visa number').fill('A1234567');
      await fillDate(page, 'Visa expiry date', yearsFromToday(3));
      await page
        .getByRole('group', { name: 'Have you entered the United States?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await fillDate(page, 'Date you entered the United States', yearsFromToday(-1));
    },
  },
  {
    path: '/step2/identity',
    title: 'Your identity document',
    answer: async (page) => {
      await radio(page, 'Passport').check();
      await page.getByLabel('Issued by (country or authority)').fill('Brazil');
      await page.getByLabel('Document number').fill('FX123456');
      await fillDate(page, 'Expiry date', yearsFromToday(5));
    },
  },
  {
    path: '/step2/previous',
    title: 'Earlier tax numbers',
    answer: async (page) => {
      await page
        .getByRole('group', { name: 'Have you ever had an ITIN or an IRSN?' })
        .getByRole('radio', { name: 'No' })
        .check();
    },
  },
  {
    path: '/step2/stay',
    title: 'Your school or company in the U.S.',
    answer: async (page) => {
      await page.getByLabel('Name of your school or company').fill('Cornell University');
      await page.getByLabel('City and state').fill('Ithaca, NY');
      await page.getByLabel('How long you will stay').fill('4 years');
    },
  },
  {
    path: '/step2/declaration',
    title: 'Who signs the application',
    answer: async (page) => {
      await radio(page, 'I do (the applicant)').check();
      await page.getByLabel('Phone number').fill('+55 11 91234 5678');
    },
  },
];

export const CHECK_PATH = '/step2/check';
export const PRINT_PATH = '/step2/print';

/** Answers every page of the student from the one the page shows, up to "check your answers". */
export async function answerStudent(page: Page, from = 0) {
  for (const [index, step] of studentPages.entries()) {
    if (index < from) continue;
    await expectWizardPage(page, step.path, step.title);
    await step.answer(page);
    await saveAndContinue(page, studentPages[index + 1]?.path ?? CHECK_PATH);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers');
}

/** The checklist items of the student, by their headings. */
export const studentDocuments = [
  'Your passport',
  'Your U.S. visa',
  'Letter from your school or program',
  'Your U.S. federal tax return',
];

/** A small, valid one-page PDF (the server recognises files by their first bytes). */
export function pdfFile(name: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A small, valid JPEG photo, drawn and encoded by the browser itself. */
export async function jpegFile(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 40, 30);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** A file to hand to the browser's file picker. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Picks `file` with the choose button of the checklist item headed `title`, as a person would; the
 * button is named by the item and its text ("Your passport Choose a file").
 */
export async function chooseFileFor(page: Page, title: string, file: PickedFile, chooseLabel = 'Choose a file') {
  const item = page.getByRole('listitem', { name: title });
  const chooser = page.waitForEvent('filechooser');
  await item.getByRole('button', { name: `${title} ${chooseLabel}`, exact: true }).click();
  await (await chooser).setFiles(file);
  return item;
}

/** Uploads `file` on the checklist item headed `title` and waits for it to be recorded. */
export async function uploadFor(page: Page, title: string, file: PickedFile) {
  const item = await chooseFileFor(page, title, file);
  // Once the server has stored the file, its row is done: "Uploaded", with Replace and Remove
  // (each also naming the file for screen readers).
  const row = item.getByRole('list', { name: 'Your file' }).getByRole('listitem');
  await expect(row.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  await expect(row).toContainText(file.name);
  await expect(row).toContainText('Uploaded');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe violations of the page as it is now, one line each. The script goes in through the
 * DevTools protocol, so the page's Content-Security-Policy does not stand in its way.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const result = await axe.run(document);
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  });
}
