/**
 * The step 2 wizard as one route chunk: the layout route holds the working copy of the answers
 * for all its pages, `/step2` itself resumes at the first page with something missing.
 */
import { Navigate, Outlet } from 'react-router-dom';
import { useWizard, WizardProvider } from './WizardContext';
import { resumePage, wizardPath } from './flow';
import { WizardFrame, WizardGate } from './WizardPage';
import { useIntl } from 'react-intl';
import { pageMessages } from './messages';
import { paths } from '../../paths';

export function WizardLayout() {
  return (
    <WizardProvider>
      <Outlet />
    </WizardProvider>
  );
}

/** `/step2`: on to the first page with something missing ("check your answers" when none is). */
export function WizardResume() {
  const intl = useIntl();
  const { state, answers, today } = useWizard();
  if (state === 'ready') return <Navigate to={wizardPath(resumePage(answers, today))} replace />;
  return (
    <WizardFrame title={intl.formatMessage(pageMessages.typeTitle)} backHref={paths.step1}>
      <WizardGate>{null}</WizardGate>
    </WizardFrame>
  );
}
