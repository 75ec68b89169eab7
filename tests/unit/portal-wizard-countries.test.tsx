// Countries in the wizard: the list names them in the reader's language, the answers keep the ISO
// code, "check your answers" names the code in the reader's language again, and the print view
// (laid out like the English Form W-7) in English.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { W7Answers } from '../../domain/index.ts';
import { createMemoryApplicationService } from '../../portal/application/memoryApplicationService';
import { BirthPage, CheckPage, PrintPage } from '../../portal/pages/step2';
import { WizardProvider } from '../../portal/pages/step2/WizardContext';
import { studentAnswers } from './application-fixtures';
import { renderPortal, signedInStore } from './portal-helpers';

const TODAY = '2026-11-26';
const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'Ana', lastName: 'Silva' };

function setup(path: string, page: ReactElement, answers: W7Answers) {
  const application = createMemoryApplicationService({ today: TODAY, application: { answers } });
  renderPortal({
    path,
    locale: 'de',
    authOptions: { users: [ana], signedInAs: ana.email },
    store: signedInStore(ana.email),
    application,
    children: <WizardProvider today={TODAY}>{page}</WizardProvider>,
  });
  return application;
}

describe('countries in the wizard', () => {
  it('lists Mexiko in German and stores MX', async () => {
    const { birth: _birth, citizenship: _citizenship, ...rest } = studentAnswers;
    const application = setup('/step2/birth', <BirthPage />, { ...rest, birth: { date: '2000-04-02' } });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Geburtsland' });
    // The questions show while the answers load, disabled until they have been read.
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Mexiko');
    expect(select).toHaveValue('MX');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Staatsangehörigkeit' }), 'Kanada');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() =>
      expect(application.snapshot()?.answers).toMatchObject({
        birth: { date: '2000-04-02', country: 'MX' },
        citizenship: ['CA'],
      }),
    );
  });

  it('shows a stored code by its German name on "check your answers"', async () => {
    setup('/step2/check', <CheckPage />, { ...studentAnswers, birth: { date: '2000-04-02', country: 'MX' } });
    expect(await screen.findByText('Mexiko')).toBeInTheDocument();
    expect(screen.queryByText('MX')).not.toBeInTheDocument();
    expect(screen.queryByText('Mexico')).not.toBeInTheDocument();
  });

  it('shows the English name in the print view, as it goes on the English form', async () => {
    setup('/step2/print', <PrintPage />, {
      ...studentAnswers,
      birth: { date: '2000-04-02', country: 'KN' },
      citizenship: ['MX'],
    });
    expect(await screen.findByText('Saint Kitts & Nevis')).toBeInTheDocument();
    expect(screen.getByText('Mexico')).toBeInTheDocument();
    expect(screen.queryByText('Mexiko')).not.toBeInTheDocument();
  });
});
