import { useIntl } from 'react-intl';
import { ErrorSummary } from '../../ui';
import type { FieldProblem } from '../lib/validation';
import { validationMessages } from '../lib/validationMessages';
import { formMessages } from './messages';

export interface ValidationSummaryProps<F extends string> {
  /** Every problem found on submit (all shown together). Renders nothing when empty. */
  problems: FieldProblem<F>[];
  /** The id of each field's input, so each message links to its field. */
  fieldIds: Record<F, string>;
}

/**
 * The list of validation messages at the top of a `ValidatedForm`, announced together and
 * focused when it appears. It gets a new `key` per submit so a repeated submit with the same
 * problems is announced again.
 */
export function ValidationSummary<F extends string>({ problems, fieldIds }: ValidationSummaryProps<F>) {
  const intl = useIntl();
  if (!problems.length) return null;
  return (
    <ErrorSummary
      title={intl.formatMessage(formMessages.errorSummaryTitle)}
      errors={problems.map(({ field, code }) => ({
        message: intl.formatMessage(validationMessages[code]),
        href: `#${fieldIds[field]}`,
      }))}
      focusOnMount
    />
  );
}
