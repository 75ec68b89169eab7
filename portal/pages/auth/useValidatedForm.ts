import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '../../lib/validation';
import { validationMessages } from '../../lib/validationMessages';

/**
 * The client-side checks of an auth form: the problems of the last submit, each field's message,
 * and an attempt counter. A new attempt remounts the summary (use it as its `key`), so focus moves
 * to it on every failed submit; editing any field clears the problems.
 */
export function useValidatedForm<F extends string>() {
  const intl = useIntl();
  const [problems, setProblems] = useState<FieldProblem<F>[]>([]);
  const [attempt, setAttempt] = useState(0);

  /** Call from every field's change handler. */
  const edited = () => {
    if (problems.length) setProblems([]);
  };

  /** The translated message of `field`'s problem, if it has one. */
  const problemOf = (field: F) => {
    const problem = problems.find((item) => item.field === field);
    return problem ? intl.formatMessage(validationMessages[problem.code]) : undefined;
  };

  /** Shows `found` and returns false when there is any, so the submit stops there. */
  const passes = (found: FieldProblem<F>[]) => {
    if (!found.length) return true;
    setAttempt((previous) => previous + 1);
    setProblems(found);
    return false;
  };

  return { problems, attempt, edited, problemOf, passes };
}
