// Step 4 when the application lives in the portal: the review of answers and documents above
// the package, with change links while the application can change, and Buy Now only once sent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { W7Answers } from '../../domain/index.ts';
import {
  createMemoryApplicationService,
  type MemoryApplicationSeed,
} from '../../portal/application/memoryApplicationService';
import Step4Page from '../../portal/pages/steps/Step4Page';
import { completeAnswers, TODAY } from './domain/fixtures';
import { renderPortal, signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'silva' };
const answers: W7Answers = completeAnswers();
const documents = [
  { kind: 'passport', file_name: 'passport.pdf', review_status: 'accepted' },
  { kind: 'federal_tax_return', file_name: 'return.pdf' },
] as const;

function setup(seed: MemoryApplicationSeed | null) {
  return renderPortal({
    path: '/step4',
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application: createMemoryApplicationService({ today: TODAY, application: seed }),
    children: <Step4Page review redirectDelay={null} />,
  });
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

  it('offers Buy Now once the application is sent, and no change links', async () => {
    setup({ status: 'submitted', answers, documents: [...documents] });
    expect(await screen.findByText(/^Sent to our team on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('thanks the applicant once paid', async () => {
    setup({ status: 'paid', answers, documents: [...documents] });
    expect(await screen.findByText('Your payment has been received. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('leads to step 2 when there is no application', async () => {
    setup(null);
    expect(await screen.findByText('You have not started your application yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to step 2/ })).toHaveAttribute('href', '/step2');
  });
});
