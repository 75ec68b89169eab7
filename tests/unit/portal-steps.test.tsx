// The step pages and the basic data form, rendered through the app's own routes (guard, lazy
// pages, shell) with an in-memory account, in a build that embeds forms at steps 2 and 3 (the
// portal's own wizard and checklist have their tests elsewhere): completion of the embedded forms,
// the payment return, progress recording and the step header.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { paths, type StepRoute } from '../../portal/paths';
import { PAYMENT_REDIRECT_DELAY } from '../../portal/pages/steps/Step4Page';
import { paymentFields, paymentResultOf } from '../../portal/payment/checkout';
import { telHref } from '../../portal/pages/steps/Step6Page';
import { findHeading, renderPortal, signedInStore } from './portal-helpers';

// Hoisted above the imports, so the helper comes in through a dynamic import.
vi.mock('../../portal/config', async (importOriginal) =>
  (await import('./embedded-config')).embeddedFormsConfig(importOriginal),
);

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
const origin = window.location.origin;
const completion = '[iFrameSizer]itin-form:submitted:itin-application';

function setup(path: string, options: { step2Completed?: boolean; store?: ReturnType<typeof signedInStore> } = {}) {
  const auth = createMemoryAuthService({
    users: [{ ...ana, step2Completed: options.step2Completed }],
    signedInAs: ana.email,
  });
  const store = options.store ?? signedInStore(ana.email);
  return renderPortal({ path, auth, store });
}

// happy-dom does not load frames: give the rendered iframe a window of its own, as a browser would.
function frameWindow(title: string): Window {
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  const contentWindow = { name: title } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: contentWindow });
  return contentWindow;
}

function post(data: unknown, source: Window | null, from = origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: source as MessageEventSource }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('every journey page', () => {
  const pages: Array<[StepRoute, RegExp]> = [
    [paths.step1, /Your Path to a U\.S\. ITIN/],
    [paths.basicDataForm, /Your Basic Information/],
    [paths.step2, /ITIN Application Form/],
    [paths.step3, /Document Upload & Information/],
    [paths.step4, /Review & Payment/],
    [paths.step5, /Processing Your Application/],
    [paths.step6, /Congratulations!/],
  ];

  it.each(pages)('%s records itself as the last step, here and in the account', async (path, title) => {
    const view = setup(path);
    const update = vi.spyOn(view.auth, 'updateUserData');
    const heading = await findHeading(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(view.store.getItem('lastStep_ana@example.com')).toBe(path));
    await waitFor(() => expect(view.auth.users()[0]!.lastStep).toBe(path));
    update.mockRestore();
  });

  it('shows where the user is, the first name and the current step in the progress', async () => {
    setup(paths.step3);
    await findHeading(/Document Upload/);
    const header = within(screen.getAllByRole('banner')[0]!);
    expect(header.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(header.getByText('Ana')).toBeInTheDocument();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Documents');
  });

  it("labels the basic data form 'Basic Data Form' and step 6 'Step 6 of 6 - Complete!'", async () => {
    const first = setup(paths.basicDataForm);
    await findHeading(/Your Basic Information/);
    expect(within(screen.getAllByRole('banner')[0]!).getByText('Basic Data Form')).toBeInTheDocument();
    first.unmount();
    setup(paths.step6);
    await findHeading(/Congratulations/);
    expect(within(screen.getAllByRole('banner')[0]!).getByText('Step 6 of 6 - Complete!')).toBeInTheDocument();
  });

  it("falls back to 'User' when the account has no first name", async () => {
    const auth = createMemoryAuthService({
      users: [{ email: 'lee@example.com', password: 'secret1' }],
      signedInAs: 'lee@example.com',
    });
    const store = signedInStore('lee@example.com');
    store.setItem('userData', JSON.stringify({ email: 'lee@example.com', firstName: '', lastName: '' }));
    renderPortal({ path: paths.step1, auth, store });
    await findHeading(/Your Path/);
    expect(within(screen.getAllByRole('banner')[0]!).getByText('User')).toBeInTheDocument();
  });

  it('logs out to the landing page and keeps the last step', async () => {
    const view = setup(paths.step5);
    await findHeading(/Processing/);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(view.store.getItem('userData')).toBeNull();
    expect(view.store.getItem('authenticated')).toBeNull();
    expect(view.store.getItem('lastStep_ana@example.com')).toBe('/step5');
  });
});

describe('step 1', () => {
  it('keeps one benefit open at a time and leads to the basic data form', async () => {
    const view = setup(paths.step1);
    await findHeading(/Your Path/);
    const credit = await screen.findByRole('button', { name: 'Build U.S. credit' });
    const tax = screen.getByRole('button', { name: 'Tax compliance' });
    expect(credit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(tax);
    expect(tax).toHaveAttribute('aria-expanded', 'true');
    expect(credit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Average processing takes 49 days. Start today.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Continue to Basic Data Form/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/basic-data-form'));
  });
});

describe('basic data form', () => {
  it('opens the form 800 px high, prefilled, and grows it to the height the form reports', async () => {
    setup(paths.basicDataForm);
    await findHeading(/Your Basic Information/);
    const frame = (await screen.findByTitle('Basic data form')) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/forms/basic-data');
    expect(src.searchParams.get('first_name')).toBe('ana');
    expect(src.searchParams.get('last_name')).toBe('silva');
    expect(src.searchParams.get('email')).toBe('ana@example.com');
    expect(src.searchParams.get('theme')).toBe('dark');
    expect(frame.style.height).toBe('800px');
    const source = frameWindow('Basic data form');
    post({ type: 'itin-form:height', formId: 'basic-data', height: 1134.4 }, source);
    expect(frame.style.height).toBe('1135px');
    post({ type: 'itin-form:height', formId: 'basic-data', height: 500 }, source);
    expect(frame.style.height).toBe('800px');
    // A height from another window is not the form's.
    post({ type: 'itin-form:height', formId: 'basic-data', height: 2000 }, window);
    expect(frame.style.height).toBe('800px');
  });

  it('shows the form-completed banner only for the completion message from the frame', async () => {
    const view = setup(paths.basicDataForm);
    await findHeading(/Your Basic Information/);
    await screen.findByTitle('Basic data form');
    const source = frameWindow('Basic data form');
    post('[iFrameSizer]itin-form:submitted:basic-data', window);
    post('[iFrameSizer]itin-form:submitted:basic-data', source, 'https://elsewhere.example');
    post('itin-form:submitted:basic-data', source);
    expect(screen.queryByText('Form completed!')).not.toBeInTheDocument();
    post('[iFrameSizer]itin-form:submitted:basic-data', source);
    expect(await screen.findByText('Form completed!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Continue to Step 2/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/step2'));
  });
});

describe('step 2', () => {
  it('enables the way on when the form in the frame reports completion, and saves it', async () => {
    const view = setup(paths.step2);
    await findHeading(/ITIN Application Form/);
    await screen.findByTitle('ITIN application form');
    const next = screen.getByRole('button', { name: /Continue to Review & Payment/ });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(view.location().pathname).toBe('/step2');

    const source = frameWindow('ITIN application form');
    post(completion, window);
    post(completion, source, 'https://elsewhere.example');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(view.store.getItem('step2_completed_ana@example.com')).toBeNull();

    post(completion, source);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    expect(view.store.getItem('step2_completed_ana@example.com')).toBe('true');
    await waitFor(() => expect(view.auth.users()[0]!.step2Completed).toBe(true));
    await userEvent.click(next);
    await waitFor(() => expect(view.location().pathname).toBe('/step3'));
  });

  it('follows the height the application form reports, shorter or taller', async () => {
    setup(paths.step2);
    await findHeading(/ITIN Application Form/);
    const frame = (await screen.findByTitle('ITIN application form')) as HTMLIFrameElement;
    expect(frame.style.height).toBe('900px');
    const source = frameWindow('ITIN application form');
    post({ type: 'itin-form:height', formId: 'itin-application', height: 3129 }, source);
    expect(frame.style.height).toBe('3129px');
    post({ type: 'itin-form:height', formId: 'itin-application', height: 420 }, source);
    expect(frame.style.height).toBe('420px');
  });

  it('is open at once when step2_completed_{email} is stored in this browser', async () => {
    setup(paths.step2, { store: signedInStore(ana.email, { 'step2_completed_ana@example.com': 'true' }) });
    await findHeading(/ITIN Application Form/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Continue to Review & Payment/ })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('is open at once when the account says step 2 is done (another device)', async () => {
    setup(paths.step2, { step2Completed: true });
    await findHeading(/ITIN Application Form/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Continue to Review & Payment/ })).not.toHaveAttribute('aria-disabled'),
    );
  });
});

describe('step 3', () => {
  it('embeds the intake form 1200 px high and always lets the user continue to payment', async () => {
    const view = setup(paths.step3);
    await findHeading(/Document Upload/);
    const frame = (await screen.findByTitle('Document upload form')) as HTMLIFrameElement;
    expect(frame.style.height).toBe('1200px');
    expect(new URL(frame.src).pathname).toBe('/forms/document-intake');
    const next = screen.getByRole('button', { name: /Continue to Payment/ });
    expect(next).toHaveAccessibleDescription(/Submit the form above before you continue/);
    post('[iFrameSizer]itin-form:submitted:document-intake', frameWindow('Document upload form'));
    expect(await screen.findByText('Documents received')).toBeInTheDocument();
    expect(next).not.toHaveAccessibleDescription();
    await userEvent.click(next);
    await waitFor(() => expect(view.location().pathname).toBe('/step4'));
  });
});

describe('step 4', () => {
  it('posts the order to the payment page in a new tab with the contract fields', async () => {
    setup(paths.step4);
    await findHeading(/Review & Payment/);
    const buy = screen.getByRole('button', { name: /Buy Now/ });
    const form = buy.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(form.getAttribute('action')).toBe(`${origin}/checkout`);
    const fields = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(fields).toEqual(paymentFields('ana@example.com', origin, 'en'));
    expect(fields.lc).toBe('en');
    expect(screen.getByText('$1,250')).toBeInTheDocument();
    expect(screen.getByText('Secure payment with 256-bit SSL encryption')).toBeInTheDocument();
  });

  it("asks the payment page for the portal's language and follows a change of language", async () => {
    const auth = createMemoryAuthService({ users: [ana], signedInAs: ana.email });
    renderPortal({ path: paths.step4, auth, store: signedInStore(ana.email), locale: 'zh' });
    const languageField = async () => {
      const buy = await screen.findByRole('button', { name: /立即购买|Jetzt kaufen/ });
      return buy.closest('form')!.querySelector<HTMLInputElement>('input[type=hidden][name=lc]')?.value;
    };
    expect(await languageField()).toBe('zh');
    const [trigger] = await screen.findAllByRole('button', { name: /^语言 中文/ });
    // A key press goes to the focused button (the menu's code loads then, and the press opens it).
    act(() => trigger!.focus());
    fireEvent.keyDown(trigger!, { key: 'Enter' });
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Jetzt kaufen/ })).toBeInTheDocument());
    expect(await languageField()).toBe('de');
  });

  it('sends English to the payment page for the pseudo-locale', async () => {
    const auth = createMemoryAuthService({ users: [ana], signedInAs: ana.email });
    renderPortal({ path: paths.step4, auth, store: signedInStore(ana.email), locale: 'en-XA' });
    const field = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('form[target=_blank] input[name=lc]');
      expect(input).not.toBeNull();
      return input!;
    });
    expect(document.documentElement.lang).toBe('en-XA');
    expect(field.value).toBe('en');
  });

  it('after a successful payment shows the banner, then opens step 5', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = setup('/step4?payment=success');
    await findHeading(/Review & Payment/);
    expect(await screen.findByText('Payment Successful! Redirecting to next step...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/step4');
    await act(async () => {
      vi.advanceTimersByTime(PAYMENT_REDIRECT_DELAY);
    });
    await waitFor(() => expect(view.location().pathname).toBe('/step5'));
    expect(await findHeading(/Processing/)).toBeInTheDocument();
  });

  it("'Continue now' opens step 5 without waiting", async () => {
    const view = setup('/step4?payment=success');
    fireEvent.click(await screen.findByRole('button', { name: /Continue now/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/step5'));
  });

  it('after a cancelled payment says nothing was charged and offers Buy Now again', async () => {
    const view = setup('/step4?payment=cancelled');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location().pathname).toBe('/step4');
  });

  it('reads only the two known payment results', () => {
    expect(paymentResultOf('success')).toBe('success');
    expect(paymentResultOf('cancelled')).toBe('cancelled');
    expect(paymentResultOf('SUCCESS')).toBeNull();
    expect(paymentResultOf(null)).toBeNull();
  });

  it('builds the payment fields of the contract', () => {
    expect(paymentFields('ana@example.com', 'https://app.example', 'pt')).toEqual({
      cmd: '_s-xclick',
      hosted_button_id: 'ITINBRIDGE-COMPLETE-1250',
      amount: '1250.00',
      currency_code: 'USD',
      item_name: 'ITIN Complete Package',
      custom: 'ana@example.com',
      return: 'https://app.example/step4?payment=success',
      cancel_return: 'https://app.example/step4?payment=cancelled',
      lc: 'pt',
    });
  });
});

describe('steps 5 and 6', () => {
  it('step 5 shows the status, the estimate and five next steps, and leads to step 6', async () => {
    const view = setup(paths.step5);
    await findHeading(/Processing/);
    expect(screen.getByText('Under Review')).toBeInTheDocument();
    expect(screen.getByText('Estimated processing time: 6-10 weeks')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: /Continue to Step 6/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/step6'));
  });

  it('step 6 lists four next steps and links to support by e-mail and phone', async () => {
    setup(paths.step6);
    await findHeading(/Congratulations/);
    expect(within(screen.getByRole('region', { name: 'Your next steps' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'support@itinbridge.example' })).toHaveAttribute(
      'href',
      'mailto:support@itinbridge.example',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
  });

  it('turns a phone number written for people into a tel: address', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref('030 1234-56')).toBe('tel:030123456');
  });
});
