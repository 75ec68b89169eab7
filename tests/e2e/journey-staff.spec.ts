// The whole journey between an applicant and our team, in one test: applicant A (portal in
// Spanish) sends the application and pays on the stand-in payment page; a staff member starts the
// review and asks for one document again; A reads the note on step 5, follows its link, replaces
// the document on step 3 and sends it again; the staff member marks the application filed and
// records the ITIN. A's step 5 shows every change and A's mailbox holds every e-mail, in Spanish.
// Applicant B, signed in alongside, never sees anything of A's, and is turned away from A's page
// in the staff console. A's answers and first documents are saved through the API (the wizard has
// its own tests); sending, paying and everything after go through the pages.
import { createClient } from '@supabase/supabase-js';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { completeAnswers } from '../server/application-helpers.ts';
import { ANON_KEY, createUser, signIn, type TestUser } from './helpers';
import { chooseFileFor, pdfFile } from './wizard-helpers';

/** The e-mails A must receive, by their Spanish subjects, in the order they are sent. */
const SPANISH_MAIL = {
  submitted: { subject: 'Hemos recibido su solicitud de ITIN', body: 'Su solicitud y sus documentos se han enviado.' },
  paid: { subject: 'Pago confirmado', body: 'Hemos confirmado su pago.' },
  changes: { subject: 'Su solicitud necesita cambios', body: 'Nuestro equipo revisó su solicitud' },
  filed: { subject: 'Su solicitud se ha enviado al IRS', body: 'Hemos presentado su formulario W-7 ante el IRS.' },
  issued: { subject: 'Su ITIN ha sido emitido', body: 'Buenas noticias: el IRS ha emitido su ITIN.' },
};

const ITIN = '912-78-4321';
const CHANGES_NOTE = 'La foto del pasaporte está borrosa; sube una copia nítida de la página con la foto.';
const DOCUMENT_NOTE = 'Borrosa: no se lee el número de pasaporte.';

const client = (baseURL: string) =>
  createClient(baseURL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

/** Saves complete answers and uploads a passport and a tax return, as the portal would (no submit). */
async function saveDraft(baseURL: string, user: TestUser) {
  const api = client(baseURL);
  const signedIn = await api.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(signedIn.error).toBeNull();
  const userId = signedIn.data.user!.id;
  const call = async (name: string, args: Record<string, unknown>) => {
    const { error } = await api.rpc(name, args);
    expect(error, `${name}: ${JSON.stringify(error)}`).toBeNull();
  };
  await call('application_save_draft', { answers: completeAnswers(), version: 0 });
  for (const [kind, fileName] of [
    ['passport', 'pasaporte.pdf'],
    ['federal_tax_return', 'declaracion.pdf'],
  ] as const) {
    const objectPath = `${userId}/${randomUUID()}.pdf`;
    const file = pdfFile(fileName);
    const uploaded = await api.storage
      .from('documents')
      .upload(objectPath, file.buffer, { contentType: file.mimeType });
    expect(uploaded.error).toBeNull();
    await call('document_add', { kind, object_path: objectPath, file_name: fileName });
  }
  await api.auth.signOut({ scope: 'local' });
}

/** Grants the staff role on the server's own database, as the `npm run staff -- add` command does. */
function grantStaff(email: string) {
  execFileSync('node', ['--import', 'tsx', 'scripts/staff.ts', 'add', email], {
    env: { ...process.env, DATA_DIR: path.join(process.env.E2E_DATA_DIR!, 'native') },
    stdio: 'pipe',
  });
}

/** Signs `user` in on a browser context of its own and returns its page. */
async function signedInElsewhere(browser: Browser, user: TestUser, expected: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(expected);
  return page;
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Waits until A's mailbox holds a message with `subject`, and returns every message (newest first). */
async function mailboxWith(request: APIRequestContext, to: string, subject: string): Promise<Mail[]> {
  let messages: Mail[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/_mail/api/messages?to=${encodeURIComponent(to)}`);
      messages = response.ok() ? ((await response.json()) as Mail[]) : [];
      return messages.map((message) => message.subject);
    })
    .toContain(subject);
  return messages;
}

/** Step 5 reads the application again when the window regains focus (as when A comes back to it). */
async function lookAgain(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('an applicant and our team take an application from sending to the ITIN, in Spanish, unseen by others', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const a = await createUser(request, { tag: 'journey-a', firstName: 'ana', lastName: 'souza' });
  const staffUser = await createUser(request, { tag: 'journey-staff', firstName: 'sam', lastName: 'reviewer' });
  const b = await createUser(request, { tag: 'journey-b', firstName: 'bruno', lastName: 'lima' });
  await saveDraft(baseURL!, a);
  grantStaff(staffUser.email);

  // A signs in and switches the portal to Spanish; the choice reaches the account.
  await page.goto('/login');
  await signIn(page, a);
  await expect(page).toHaveURL(/\/step1$/);
  const savedLanguage = page.waitForResponse(
    (response) => response.url().endsWith('/auth/v1/user') && response.request().method() === 'PUT' && response.ok(),
  );
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await savedLanguage;

  // Step 3: the saved documents are there; continuing sends the application.
  await page.goto('/step3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tus documentos');
  const passportItem = page.getByRole('listitem', { name: 'Tu pasaporte' });
  await expect(passportItem.getByText('pasaporte.pdf', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuar a Revisión y pago' }).click();
  await expect(page).toHaveURL(/\/step4$/);
  await mailboxWith(request, a.email, SPANISH_MAIL.submitted.subject);

  // Step 4: paying on the stand-in payment page, which sends A back to step 4 and on to step 5.
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Comprar ahora/ }).click(),
  ]);
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: /^Pagar / }).click();
  await expect(checkout).toHaveURL(/\/step4\?payment=success$/);
  await expect(checkout.getByText('¡Pago realizado con éxito! Redirigiendo al siguiente paso...')).toBeVisible();
  await expect(checkout).toHaveURL(/\/step5$/);
  await checkout.close();
  await page.goto('/step5');
  const timeline = page.getByRole('region', { name: 'Tu solicitud hasta ahora' });
  await expect(timeline.getByText('Solicitud enviada')).toBeVisible();
  await expect(timeline.getByText('Pago confirmado')).toBeVisible();
  await mailboxWith(request, a.email, SPANISH_MAIL.paid.subject);

  // The staff member finds A's application in the queue and starts the review.
  const staff = await signedInElsewhere(browser, staffUser, /\/step1$/);
  await staff.goto('/staff');
  await staff.getByLabel('Name or e-mail').fill(a.email);
  await staff.getByRole('button', { name: 'Show applications' }).click();
  await staff.getByRole('link', { name: 'Ana Souza' }).click();
  await expect(staff).toHaveURL(/\/staff\/applications\/[^/]+$/);
  const staffPageOfA = new URL(staff.url()).pathname;
  const applicationId = decodeURIComponent(staffPageOfA.split('/').pop()!);
  await expect(staff.getByText(a.email)).toBeVisible();
  await staff.getByRole('button', { name: 'Start review' }).click();
  await expect(staff.getByText('Saved: the application is now “In review”.')).toBeVisible();

  await lookAgain(page);
  await expect(timeline.getByText('Nuestro equipo empezó la revisión')).toBeVisible();

  // One document needs attention, with a note; then the application goes back to A.
  await staff.getByRole('button', { name: 'Needs attention: pasaporte.pdf' }).click();
  await staff.getByLabel('What is wrong with pasaporte.pdf').fill(DOCUMENT_NOTE);
  await staff.getByRole('button', { name: 'Mark as needing attention' }).click();
  await expect(staff.getByText('Saved: pasaporte.pdf is now “Needs attention”.')).toBeVisible();
  await staff.getByLabel(/^What the applicant must change/).fill(CHANGES_NOTE);
  await staff.getByRole('button', { name: 'Request changes' }).click();
  await expect(staff.getByRole('heading', { name: 'Send this to the applicant?' })).toBeFocused();
  await staff.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(staff.getByText('Saved: the application is now “Changes requested”.')).toBeVisible();

  // A sees the note and what to fix on step 5, follows the link to the passport on step 3…
  await lookAgain(page);
  await expect(page.getByText('Cambios solicitados').first()).toBeVisible();
  await expect(page.getByText(`Nota de nuestro equipo: ${CHANGES_NOTE}`).first()).toBeVisible();
  await expect(page.getByText(`Nota de nuestro equipo: ${DOCUMENT_NOTE}`).first()).toBeVisible();
  await mailboxWith(request, a.email, SPANISH_MAIL.changes.subject);
  await page.getByRole('link', { name: 'Sustituir pasaporte.pdf' }).click();
  await expect(page).toHaveURL(/\/step3#/);
  await expect(page.getByRole('alert').getByText('Nuestro equipo pidió cambios')).toBeVisible();
  await expect(page.getByRole('alert').getByText(`Nota de nuestro equipo: ${CHANGES_NOTE}`)).toBeVisible();
  await expect(passportItem.getByText('Requiere atención', { exact: true })).toBeVisible();
  await expect(passportItem.getByText(`Nota de nuestro equipo: ${DOCUMENT_NOTE}`)).toBeVisible();

  // …replaces it and sends the application again.
  const replacement = pdfFile('pasaporte-nitido.pdf');
  await chooseFileFor(page, 'Tu pasaporte', replacement, 'Elegir un archivo');
  await expect(passportItem.getByText('pasaporte-nitido.pdf', { exact: true }).first()).toBeVisible();
  await expect(passportItem.getByText('pasaporte.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar a Revisión y pago' }).click();
  await expect(page).toHaveURL(/\/step4$/);
  await page.goto('/step5');
  await expect(timeline.getByText('Cambios enviados')).toBeVisible();

  // The staff member sees the new passport, marks the application filed, then records the ITIN.
  await staff.reload();
  await expect(staff.getByText('pasaporte-nitido.pdf').first()).toBeVisible();
  const filedOn = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month, day] = filedOn.split('-');
  const dateGroup = staff.getByRole('group', { name: /^Date sent to the IRS/ });
  await dateGroup.getByLabel('Day').fill(day!);
  await dateGroup.getByLabel('Month').fill(month!);
  await dateGroup.getByLabel('Year').fill(year!);
  await staff.getByRole('button', { name: 'Mark filed' }).click();
  await staff.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(staff.getByText('Saved: the application is now “Filed with the IRS”.')).toBeVisible();

  const filedDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${filedOn}T00:00:00Z`),
  );
  await lookAgain(page);
  await expect(page.getByText(`Presentamos tu solicitud ante el IRS el ${filedDate}.`)).toBeVisible();
  await expect(timeline.getByText('Presentada ante el IRS')).toBeVisible();
  await mailboxWith(request, a.email, SPANISH_MAIL.filed.subject);

  await staff.getByLabel(/^ITIN issued/).fill(ITIN);
  await staff.getByRole('button', { name: 'Record the ITIN' }).click();
  await staff.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(staff.getByText('Saved: the application is now “ITIN issued”.')).toBeVisible();

  // A's step 5 after a reload: the ITIN, masked until A asks to see it.
  await page.reload();
  await expect(page.getByText('¡Enhorabuena! El IRS te ha asignado tu ITIN.')).toBeVisible();
  await expect(timeline.getByText('ITIN asignado')).toBeVisible();
  await expect(page.getByText('9XX-XX-4321')).toBeVisible();
  await expect(page.getByText(ITIN)).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar el ITIN completo' }).click();
  await expect(page.getByText(ITIN)).toBeVisible();

  // Every e-mail A received is in Spanish.
  const mails = await mailboxWith(request, a.email, SPANISH_MAIL.issued.subject);
  for (const expected of Object.values(SPANISH_MAIL)) {
    const mail = mails.find((message) => message.subject === expected.subject);
    expect(mail, expected.subject).toBeDefined();
    expect(mail!.text).toContain(expected.body);
    expect(mail!.html).toContain('lang="es"');
  }
  expect(mails.find((message) => message.subject === SPANISH_MAIL.changes.subject)!.text).toContain(CHANGES_NOTE);
  for (const mail of mails) {
    expect(mail.html, mail.subject).toContain('lang="es"');
    // The ITIN is read in the portal, never sent by e-mail.
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('4321');
  }

  // B, signed in on a third browser, sees nothing of A's on steps 2 to 5…
  const other = await signedInElsewhere(browser, b, /\/step1$/);
  const traces = [a.email, 'Souza', 'pasaporte', 'declaracion', '4321', CHANGES_NOTE, DOCUMENT_NOTE];
  for (const step of ['/step2', '/step3', '/step4', '/step5']) {
    await other.goto(step);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.locator('[aria-busy="true"]')).toHaveCount(0);
    const text = await other.locator('body').innerText();
    for (const trace of traces) expect(text, `${step} shows ${trace}`).not.toContain(trace);
  }
  await other.goto('/step5');
  await expect(other.getByText('Tu solicitud aún no se ha enviado').or(other.getByText(/not been sent/))).toBeVisible();

  // …is turned away from A's page in the staff console, and the server refuses to give it to B.
  await other.goto(staffPageOfA);
  await expect(other.getByRole('heading', { name: 'This area is for staff only' })).toBeVisible();
  const text = await other.locator('body').innerText();
  for (const trace of traces) expect(text, `the staff page shows ${trace}`).not.toContain(trace);
  const api = client(baseURL!);
  expect((await api.auth.signInWithPassword({ email: b.email, password: b.password })).error).toBeNull();
  const refused = await api.rpc('staff_get_application', { id: applicationId });
  expect(refused.data).toBeNull();
  expect([403, 404]).toContain(refused.status);
  const own = await api.rpc('application_get');
  expect(JSON.stringify(own.data ?? null)).not.toContain(a.email);
  expect(JSON.stringify(own.data ?? null)).not.toContain('pasaporte');
});
