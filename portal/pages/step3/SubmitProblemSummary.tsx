/**
 * Why the application could not be sent, at the top of step 3: each missing document links to the
 * upload of its checklist item; each answer to change links to the step 2 page that asks it, at
 * its field. Version conflicts and other failures get a sentence of their own.
 */
import type { MessageDescriptor } from 'react-intl';
import { useIntl, type IntlShape } from 'react-intl';
import { Alert, ErrorSummary, type ErrorSummaryItem } from '../../../ui';
import type { FieldError } from '../../../domain/index.ts';
import { fieldId } from '../step2/answerPaths';
import { pageOfField, wizardPath, type QuestionPageId } from '../step2/flow';
import { pageMessages } from '../step2/messages';
import { errorText } from '../step2/WizardPage';
import { requirementTitles } from './checklistContent';
import { checklistMessages as m } from './messages';
import { checklistItemId, type SubmitProblem } from './submitProblems';

const pageTitles: Record<QuestionPageId, MessageDescriptor> = {
  type: pageMessages.typeTitle,
  name: pageMessages.nameTitle,
  birth: pageMessages.birthTitle,
  foreignAddress: pageMessages.foreignAddressTitle,
  mailingAddress: pageMessages.mailingAddressTitle,
  visa: pageMessages.visaTitle,
  identity: pageMessages.identityTitle,
  previous: pageMessages.previousTitle,
  stay: pageMessages.stayTitle,
  declaration: pageMessages.declarationTitle,
};

/** Where an answer is fixed: the step 2 page that asks it, at its field (or the answers' check page). */
export function answerHref(path: string): string {
  const page = pageOfField(path);
  return page ? `${wizardPath(page)}#${fieldId(path)}` : wizardPath('check');
}

/** The error summary entries of a refused submit. */
export function problemItems(intl: IntlShape, problem: SubmitProblem): ErrorSummaryItem[] {
  if (problem.type === 'missing_documents') {
    return problem.kinds.map((kind) => ({
      message: intl.formatMessage(m.missingItem, { item: intl.formatMessage(requirementTitles[kind]) }),
      href: `#${checklistItemId(kind)}-file`,
    }));
  }
  if (problem.type === 'invalid_answers') {
    return problem.fields.map((field: FieldError) => {
      const page = pageOfField(field.path);
      const problemText = errorText(intl, field);
      return {
        message: page
          ? intl.formatMessage(m.answerProblem, { page: intl.formatMessage(pageTitles[page]), problem: problemText })
          : problemText,
        href: answerHref(field.path),
      };
    });
  }
  return [];
}

export function SubmitProblemSummary({ problem }: { problem: SubmitProblem }) {
  const intl = useIntl();
  if (problem.type === 'missing_documents' || problem.type === 'invalid_answers') {
    return (
      <ErrorSummary
        id="checklist-problems"
        title={intl.formatMessage(m.errorTitle)}
        description={problem.type === 'invalid_answers' ? intl.formatMessage(m.answersDescription) : undefined}
        errors={problemItems(intl, problem)}
        focusOnMount
      />
    );
  }
  return (
    <Alert tone="error" id="checklist-problems">
      {intl.formatMessage(problem.type === 'version_conflict' ? m.conflict : m.submitFailed)}
    </Alert>
  );
}
