import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { paths, type StepRoute } from '../../portal/paths';
import { useRecordLastStep, useSession, useStep2Completion } from '../../portal/session/hooks';
import { PortalProviders } from '../../portal/testing/PortalProviders';
import { signedInStore } from './portal-helpers';

const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'Ana', lastName: 'Silva' };

function StepProbe({ path }: { path: StepRoute }) {
  useRecordLastStep(path);
  const { completed, markCompleted } = useStep2Completion();
  const { resumePath, status } = useSession();
  // As behind the route guard: the page exists only for a signed-in user.
  if (status !== 'authenticated') return null;
  return (
    <main>
      <h1>{path}</h1>
      <p data-testid="completed">{String(completed)}</p>
      <p data-testid="resume">{resumePath}</p>
      <button type="button" onClick={markCompleted}>
        complete
      </button>
    </main>
  );
}

function setup(options: { step2Completed?: boolean; store?: ReturnType<typeof signedInStore> } = {}) {
  const auth = createMemoryAuthService({
    users: [{ ...ana, step2Completed: options.step2Completed }],
    signedInAs: ana.email,
  });
  const store = options.store ?? signedInStore(ana.email);
  const update = vi.spyOn(auth, 'updateUserData');
  const view = (path: StepRoute) =>
    render(
      <PortalProviders path={path} auth={auth} store={store}>
        <StepProbe path={path} />
      </PortalProviders>,
    );
  return { auth, store, update, view };
}

describe('useRecordLastStep', () => {
  it('saves the step in this browser and in the account metadata', async () => {
    const { auth, store, update, view } = setup();
    view(paths.step3);
    await screen.findByRole('heading', { name: '/step3' });
    await waitFor(() => expect(update).toHaveBeenCalledWith({ last_step: '/step3' }));
    expect(store.getItem('lastStep_ana@example.com')).toBe('/step3');
    expect(auth.users()[0]!.lastStep).toBe('/step3');
    expect(screen.getByTestId('resume')).toHaveTextContent('/step3');
  });

  it('does not write the account again when it already holds that step', async () => {
    const { update, view } = setup();
    const first = view(paths.step2);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    first.unmount();
    const second = view(paths.step2);
    await screen.findByRole('heading', { name: '/step2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The account already said /step2 (a fresh provider reads it from the session).
    expect(update).toHaveBeenCalledTimes(1);
    second.unmount();
  });
});

describe('useStep2Completion', () => {
  it('is incomplete until marked, then saves the flag here and in the account', async () => {
    const { auth, store, update, view } = setup();
    view(paths.step2);
    await screen.findByRole('heading', { name: '/step2' });
    expect(screen.getByTestId('completed')).toHaveTextContent('false');
    await act(async () => screen.getByRole('button', { name: 'complete' }).click());
    expect(screen.getByTestId('completed')).toHaveTextContent('true');
    expect(store.getItem('step2_completed_ana@example.com')).toBe('true');
    // (Marked before the saved session was confirmed, it goes to the account with the last step.)
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ step2_completed: true })));
    expect(auth.users()[0]!.step2Completed).toBe(true);
  });

  it('is complete when this browser saved the flag', async () => {
    const { view } = setup({ store: signedInStore(ana.email, { 'step2_completed_ana@example.com': 'true' }) });
    view(paths.step2);
    await screen.findByRole('heading', { name: '/step2' });
    expect(screen.getByTestId('completed')).toHaveTextContent('true');
  });

  it('is complete when the account says so (another device)', async () => {
    const { store, view } = setup({ step2Completed: true });
    view(paths.step2);
    await screen.findByRole('heading', { name: '/step2' });
    // The account's metadata arrives with the background check of the saved session.
    await waitFor(() => expect(screen.getByTestId('completed')).toHaveTextContent('true'));
    expect(store.getItem('step2_completed_ana@example.com')).toBeNull();
  });
});
