// The journey of journey.embedded.spec.ts with the keyboard alone, in the build that embeds forms
// at steps 2 and 3: Tab and Shift+Tab to move, Enter and Space to act, typing and arrow keys in the
// forms (also inside the embedded forms' frames). At every stop on the way the focused element must
// show a visible focus indicator.
import { expect, test, type Page } from '@playwright/test';
import { stored, uniqueEmail } from './helpers';

interface Stop {
  /** The focused element's accessible name, roughly: aria-label, label text, or text. */
  name: string;
  tag: string;
  /** A focus ring: an outline or a box shadow on the element or the label or control around it. */
  visible: boolean;
}

/** Reads the focused element, following focus into same-origin frames. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element instanceof HTMLIFrameElement && element.contentDocument?.activeElement) {
      element = element.contentDocument.activeElement;
    }
    if (!element || element === element.ownerDocument.body) return null;
    const html = element as HTMLElement;
    const labelled = html.getAttribute('aria-labelledby');
    const name = (
      html.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => element!.ownerDocument.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (html as HTMLInputElement).labels?.[0]?.textContent ??
      html.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const view = element.ownerDocument.defaultView!;
    const ringOn = (node: Element | null) => {
      if (!node) return false;
      const style = view.getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A date field's focus moves between its own month, day and year parts and the calendar
    // button, which Chromium highlights itself.
    const nativeParts = element instanceof view.HTMLInputElement && element.type === 'date';
    const visible =
      nativeParts ||
      (element.matches(':focus-visible') &&
        (ringOn(element) || ringOn(element.closest('label')) || ringOn(element.parentElement)));
    return { name, tag: element.tagName.toLowerCase(), visible };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking on every stop
 * that the focus can be seen.
 */
async function tabTo(page: Page, name: RegExp, options: { back?: boolean; max?: number } = {}) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.max ?? 60); presses++) {
    await page.keyboard.press(key);
    const stop = await focusedStop(page);
    if (!stop) continue;
    expect(stop.visible, `focus is visible on <${stop.tag}> "${stop.name}"`).toBe(true);
    if (name.test(stop.name)) return stop;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Moves to a field and types into it. */
async function fill(page: Page, name: RegExp, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** A page reached inside the app: the shell moves focus to its heading, where Tab then starts. */
async function expectHeading(page: Page, path: RegExp, title: string, { focused = true } = {}) {
  await expect(page).toHaveURL(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  if (focused) await expect(heading).toBeFocused();
}

/** The date field's keys in Chromium's en-US order: month, day, year. */
function dateKeys(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`;
}

test('a new user completes the journey with the keyboard alone', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('keyboard');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The skip link comes first and is visible when focused.
  const skip = await tabTo(page, /Skip to main content/, { max: 1 });
  expect(skip.tag).toBe('a');
  await tabTo(page, /^Get Started$/);
  await page.keyboard.press('Enter');

  // Signup. The landing page is served prerendered: a link used before the app has taken over
  // loads the next page afresh, and focus then starts at the top of the document, as it should.
  await expectHeading(page, /\/signup$/, 'Create Your Account', { focused: false });
  await fill(page, /^First Name/, 'ana-luísa');
  await fill(page, /^Last Name/, 'fernández');
  await fill(page, /^Email Address/, email);
  await fill(page, /^Password/, 'secret-pass-1');
  await fill(page, /^Confirm Password/, 'secret-pass-1');
  // One step back and forth with Shift+Tab, as people check what they typed.
  await tabTo(page, /^Password/, { back: true });
  await tabTo(page, /^Create Account$/);
  await page.keyboard.press('Enter');

  // Step 1: open a benefit with Space, then go on with Enter.
  await expectHeading(page, /\/step1$/, 'Your Path to a U.S. ITIN Starts Here');
  await tabTo(page, /^Travel perks$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Travel perks' })).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, /Continue to Basic Data Form/);
  await page.keyboard.press('Enter');

  // Basic data form, inside its frame.
  await expectHeading(page, /\/basic-data-form$/, 'Your Basic Information');
  // As a person would, wait for the form to appear before moving into it.
  const basic = page.frameLocator('iframe[title="Basic data form"]');
  await expect(basic.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('ana-luísa');
  await fill(page, /^Phone number/, '+55 11 91234 5678');
  await fill(page, /^Country of residence/, 'Brazil');
  await fill(page, /^Occupation/, 'Founder');
  await fill(page, /^Main reason/, 'Run a');
  await expect(basic.getByRole('combobox', { name: /Main reason/ })).toHaveValue('business');
  await tabTo(page, /^Save details$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Form completed!')).toBeVisible();
  await tabTo(page, /Continue to Step 2/);
  await page.keyboard.press('Enter');

  // Step 2: the application form; the way on opens after its submit.
  await expectHeading(page, /\/step2$/, 'ITIN Application Form');
  const next = page.getByRole('button', { name: /Continue to Review & Payment/ });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // As a person would, wait for the form to appear before moving into it.
  const application = page.frameLocator('iframe[title="ITIN application form"]');
  await expect(application.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('ana-luísa');
  await tabTo(page, /Nonresident alien claiming a tax treaty benefit/);
  // Arrow keys move through the radio group and choose: b is the second reason.
  await page.keyboard.press('ArrowDown');
  await expect(application.getByLabel(/Nonresident alien filing a U\.S\. federal tax return/)).toBeChecked();
  await fill(page, /^Date of birth/, '04121990');
  await fill(page, /^Country of birth/, 'Brazil');
  await fill(page, /^City or town of birth/, 'São Paulo');
  await fill(page, /^Country of citizenship/, 'Brazil');
  await fill(page, /^Street address/, 'Rua Augusta 1500');
  await fill(page, /^City\s*\*?$/, 'São Paulo');
  await fill(page, /^Country\s*\*?$/, 'Brazil');
  await tabTo(page, /I declare that these answers are true/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Submit application$/);
  await page.keyboard.press('Enter');
  await expect(next).not.toHaveAttribute('aria-disabled');
  expect(await stored(page, `step2_completed_${email}`)).toBe('true');
  await tabTo(page, /Continue to Review & Payment/);
  await page.keyboard.press('Enter');

  // Step 3: the intake form.
  await expectHeading(page, /\/step3$/, 'Document Upload & Information');
  const intake = page.frameLocator('iframe[title="Document upload form"]');
  await expect(intake.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('ana-luísa');
  await fill(page, /^Document type/, 'Passport');
  await fill(page, /^Document number/, 'FX123456');
  await fill(page, /^Issuing country/, 'Brazil');
  await fill(page, /^Expiry date/, dateKeys(5));
  await tabTo(page, /^Send document details$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Documents received')).toBeVisible();
  await tabTo(page, /Continue to Payment/);
  await page.keyboard.press('Enter');

  // Step 4: Buy Now opens the payment page in a new tab; pay there with the keyboard too.
  await expectHeading(page, /\/step4$/, 'Review & Payment');
  await tabTo(page, /^Buy Now/);
  const [checkout] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await checkout.waitForLoadState();
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Review and pay');
  await tabTo(checkout, /^Pay \$1,250\.00/);
  await checkout.keyboard.press('Enter');
  await expect(checkout.getByText('Payment Successful! Redirecting to next step...')).toBeVisible();

  // Step 5 → step 6.
  await expect(checkout).toHaveURL(/\/step5$/, { timeout: 10_000 });
  await expectHeading(checkout, /\/step5$/, 'Processing Your Application');
  await tabTo(checkout, /Continue to Step 6/);
  await checkout.keyboard.press('Enter');
  await expectHeading(checkout, /\/step6$/, 'Congratulations!');
});
