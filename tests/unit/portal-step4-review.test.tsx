// Step 4 when the application lives in the portal: the review of answers and documents above
// the package, with change links while the application can change, and Buy Now only once sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { W7Answers } from '../../domain/index.ts';
import {
  createMemoryApplicationService,
  type MemoryApplicationOptions,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import Step4Page from '../../portal/pages/steps/Step4Page';
import { completeAnswers, dependentAnswers, TODAY } from './domain/fixtures';
import { renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
const answers: W7Answers = completeAnswers();
const documents = [
  { kind: 'passport', file_name: 'passport.pdf', review_status: 'accepted' },
  { kind: 'federal_tax_return', file_name: 'return.pdf' },
] as const;

function setup(
  seed: MemoryApplicationSeed | null,
  {
    path = '/step4',
    errors,
    ...props
  }: { path?: string; errors?: MemoryApplicationOptions['errors'] } & Partial<Parameters<typeof Step4Page>[0]> = {},
) {
  const application = createMemoryApplicationService({ today: TODAY, application: seed, errors });
  const view = renderPortal({
    path,
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application,
    children: <Step4Page review redirectDelay={null} {...props} />,
  });
  return { ...view, application };
}

describe('the review on step 4', () => {
  it('lists a draft with change links and holds Buy Now back until it is sent', async () => {
    setup({ answers, documents: [...documents] });
    expect(await screen.findByText('Your application has not been sent yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change First name' })).toHaveAttribute('href', '/step2/name#w-name-first');
    const docs = screen.getByRole('heading', { name: 'Your documents' }).parentElement!;
    expect(within(docs).getByText(/passport\.pdf/)).toBeInTheDocument();
    expect(within(docs).getByText('Accepted')).toBeInTheDocument();
    expect(within(docs).getByRole('link', { name: 'Change Your passport' })).toHaveAttribute(
      'href',
      '/step3#checklist-passport',
    );
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to step 3' })).toHaveLength(2);
  });

  it('says a birth certificate has no expiry date rather than leaving it unanswered', async () => {
    const child = dependentAnswers('2022-06-01');
    setup({ answers: { ...child, id_document: { ...child.id_document, expires: undefined } } });
    const identity = (await screen.findByRole('heading', { name: 'Your identity document' })).parentElement!;
    expect(within(identity).getByText('No expiry date')).toBeInTheDocument();
    expect(within(identity).queryByText('Not answered')).not.toBeInTheDocument();
  });

  it('offers Buy Now once the application is sent, and no change links', async () => {
    setup({ status: 'submitted', answers, documents: [...documents] });
    expect(await screen.findByText(/^Sent to our team on/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it("posts the order the server prepared for the application, in the portal's language", async () => {
    const { application } = setup({ status: 'submitted', answers, documents: [...documents] });
    const form = (await screen.findByRole('button', { name: /Buy Now/ })).closest('form')!;
    expect(form).toHaveAttribute('action', '/checkout');
    expect(form).toHaveAttribute('target', '_blank');
    const fields = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(fields).toMatchObject({ invoice: application.snapshot()!.id, lc: 'en', amount: '125.00' });
    expect(application.calls).toContain('paymentCheckout');
  });

  it('offers to try again when the order cannot be prepared', async () => {
    const { application } = setup(
      { status: 'submitted', answers, documents: [...documents] },
      { errors: { paymentCheckout: { kind: 'network', message: 'Failed to fetch' } } },
    );
    expect(await screen.findByText(/We could not prepare your order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    application.setError('paymentCheckout', null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
  });

  it('shows the receipt once paid, and no Buy Now', async () => {
    setup({
      status: 'paid',
      answers,
      documents: [...documents],
      payment: {
        status: 'completed',
        amount_cents: 125000,
        currency: 'USD',
        transaction_id: 'standin_abc123',
        paid_at: '2026-03-14T10:00:00.000Z',
      },
    });
    const receipt = within(await screen.findByRole('region', { name: 'Receipt' }));
    expect(receipt.getByText('Your payment has been received. Thank you!')).toBeInTheDocument();
    expect(receipt.getByText('$1,250.00')).toBeInTheDocument();
    expect(receipt.getByText('March 14, 2026')).toBeInTheDocument();
    expect(receipt.getByText('standin_abc123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });
});

describe('the return from the payment page on step 4', () => {
  const submitted: MemoryApplicationSeed = { status: 'submitted', answers, documents: [...documents] };

  it('says it is confirming, and neither shows success nor moves on, until the server reports the payment', async () => {
    const view = setup(submitted, { path: '/step4?payment=success', pollInterval: 20, redirectDelay: 300 });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await waitFor(() => expect(view.application.calls.filter((c) => c === 'get').length).toBeGreaterThan(3));
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/step4');

    view.application.pay('standin_paid');
    expect(await screen.findByText('Payment Successful! Redirecting to next step...')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/step5'));
  });

  it('says so, with the support contact, when the payment is not confirmed in time', async () => {
    setup(submitted, { path: '/step4?payment=success', pollInterval: 20, confirmTimeout: 100 });
    expect(await screen.findByText('Your payment is not confirmed yet')).toBeInTheDocument();
    expect(screen.getByText(/contact us at support@itinbridge\.example or \+1 \(555\) 010-0199/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
  });

  it('shows success at once when the payment is already confirmed', async () => {
    const view = setup({ ...submitted, status: 'paid' }, { path: '/step4?payment=success', redirectDelay: 300 });
    expect(await screen.findByText('Payment Successful! Redirecting to next step...')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/step5'));
  });

  it('says nothing was charged after a cancelled payment, and offers Buy Now again', async () => {
    setup(submitted, { path: '/step4?payment=cancelled' });
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
  });

  it('leads to step 2 when there is no application', async () => {
    setup(null);
    expect(await screen.findByText('You have not started your application yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to step 2/ })).toHaveAttribute('href', '/step2');
  });
});
