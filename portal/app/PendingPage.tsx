/**
 * Stands in for a page whose module is not written yet (landing, steps). It keeps the journey
 * working end to end: a step records itself as the last step and offers sign-out. routes.tsx
 * swaps each one for its real page with a single lazy-import line.
 */
import { useIntl } from 'react-intl';
import { Button, PlaceholderPage } from '../../ui';
import { isStepRoute, paths, type AppPath } from '../paths';
import { useRecordLastStep, useSession } from '../session/hooks';
import { titleMessages } from './messages';
import { MAIN_ID } from './navigation';

function PendingStep({ path }: { path: AppPath }) {
  const intl = useIntl();
  const { logout, user } = useSession();
  useRecordLastStep(isStepRoute(path) ? path : paths.step1);
  const step = Number(/^\/step(\d)$/.exec(path)?.[1] ?? 0);
  const title = step
    ? intl.formatMessage(titleMessages.step, { step, total: 6 })
    : intl.formatMessage(titleMessages.basicDataForm);
  return (
    <PlaceholderPage
      id={MAIN_ID}
      title={title}
      description={user ? `${user.firstName} ${user.lastName}`.trim() || user.email : ''}
      actions={
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      }
    />
  );
}

/** A route element for `path` until its page exists. */
export function pendingPage(path: AppPath) {
  function Pending() {
    const intl = useIntl();
    if (isStepRoute(path)) return <PendingStep path={path} />;
    return (
      <PlaceholderPage
        id={MAIN_ID}
        title={intl.formatMessage(titleMessages.landing)}
        description=""
        actions={<Button href={paths.signup}>Get Started</Button>}
      />
    );
  }
  return async () => ({ Component: Pending });
}
