import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApplicationService } from '../../portal/application/memoryApplicationService';
import { storedDataMessages } from '../../portal/pages/legal/messages';
import { describedExportKeys, exportKeyPaths, storedData, storedDataIds } from '../../portal/pages/legal/storedData';
import { findHeading, renderPortal } from './portal-helpers';

describe('PrivacyPage', () => {
  it('lists every kind of stored data, and says which one is not in the download', async () => {
    renderPortal({ path: '/privacy' });
    await findHeading('Privacy Policy');
    const list = screen.getByTestId('stored-data');
    const terms = within(list).getAllByRole('term');
    expect(terms.map((term) => term.getAttribute('data-stored'))).toEqual([...storedDataIds]);
    expect(terms.map((term) => term.textContent)).toEqual(
      storedData.map(({ id }) => storedDataMessages[id].title.defaultMessage),
    );
    expect(within(list).getAllByText(/Not part of the download/)).toHaveLength(
      storedData.filter((entry) => entry.exportKeys.length === 0).length,
    );
    for (const name of ['Where it is kept and how it is protected', 'Who can read it', 'How long it is kept'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('describes exactly the keys the in-memory export has, as the server test does for the real one', async () => {
    const service = createMemoryApplicationService({ application: { answers: { name: { first: 'Ana' } } } });
    const exported = await service.accountExport();
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exportKeyPaths(exported.value)).toEqual(describedExportKeys());
  });

  it('fails a new export key without an entry, and an entry without its key', () => {
    const complete = Object.fromEntries(
      describedExportKeys()
        .filter((path) => !path.startsWith('application.'))
        .map((key) => [key, {}]),
    );
    const application = Object.fromEntries(
      describedExportKeys()
        .filter((path) => path.startsWith('application.'))
        .map((path) => [path.slice('application.'.length), null]),
    );
    expect(exportKeyPaths({ exported_at: 'now', ...complete, application })).toEqual(describedExportKeys());
    expect(exportKeyPaths({ ...complete, application, sessions: [] })).not.toEqual(describedExportKeys());
    const { answers: _answers, ...withoutAnswers } = application;
    expect(exportKeyPaths({ ...complete, application: withoutAnswers })).not.toEqual(describedExportKeys());
  });
});

describe('TermsPage', () => {
  it('says what the service is and that it is not legal or tax advice', async () => {
    renderPortal({ path: '/terms' });
    await findHeading('Terms of Service');
    expect(screen.getByRole('heading', { level: 2, name: 'Not legal or tax advice' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing in the service is legal or tax advice/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Privacy Policy' }))
      expect(link).toHaveAttribute('href', '/privacy');
  });

  it('is in the reader’s language', async () => {
    renderPortal({ path: '/terms', locale: 'de' });
    await findHeading('Nutzungs\u00adbedingungen');
    expect(screen.getByRole('heading', { level: 2, name: 'Keine Rechts- oder Steuerberatung' })).toBeInTheDocument();
  });
});

describe('SignupPage', () => {
  it('links the terms and the privacy policy to their pages', async () => {
    renderPortal({ path: '/signup' });
    await findHeading('Create Your Account');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
