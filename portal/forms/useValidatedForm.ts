import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '../lib/validation';
import { validationMessages } from '../lib/validationMessages';

/** A message above the form after a submit: the service's refusal, or a success that keeps the form. */
export interface FormNotice {
  tone: 'error' | 'success';
  text: ReactNode;
}

export interface ValidatedFormOptions<F extends string> {
  /** The fields and their starting values. */
  initial: Record<F, string>;
  /** The id of each field's input: the fields take it, and each summary message links to it. */
  ids: Record<F, string>;
  /**
   * The client-side rules: every problem, in field order. Without rules only the browser's own
   * checks (`required`, `type="email"`) run, as on sign-in. @default no rules
   */
  validate?: (values: Record<F, string>) => FieldProblem<F>[];
}

/**
 * What the submit does once the rules pass: call `AuthService` (which never rejects: it resolves
 * with `{ ok: false, error }`) and return a notice to show, or nothing when it navigated away or
 * changed the screen.
 */
export type SubmitAction<F extends string> = (values: Record<F, string>) => Promise<FormNotice | void>;

const noRules = () => [];

/**
 * The state every form of the sign-in screens and the account page shares: the values and their
 * change handlers, the problems of the last submit (with each field's message and an attempt
 * counter), the notice, and the loading state. Editing any field clears the problems.
 * `ValidatedForm` draws it (summary, notice) and hands it to the fields bound to it by name:
 *
 *   const form = useValidatedForm({ initial: { email: '' }, ids: { email: 'login-email' }, validate });
 *   <ValidatedForm form={form} onSubmit={form.submit(async ({ email }) => { … return { tone: 'error', text } })}>
 *     <FormTextField field="email" label={…} required />
 *     <SubmitButton loadingLabel={…}>{…}</SubmitButton>
 */
export function useValidatedForm<F extends string>({ initial, ids, validate = noRules }: ValidatedFormOptions<F>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblem<F>[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [loading, setLoading] = useState(false);

  /** The change handler of `field`'s input. */
  const update = (field: F) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (problems.length) setProblems([]);
  };

  /** The translated message of `field`'s problem, if it has one. */
  const problemOf = (field: F) => {
    const problem = problems.find((item) => item.field === field);
    return problem ? intl.formatMessage(validationMessages[problem.code]) : undefined;
  };

  /** The form's submit handler: checks the rules, then runs `action` once at a time. */
  const submit = (action: SubmitAction<F>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setNotice(null);
    const found = validate(values);
    if (found.length) {
      setAttempt((previous) => previous + 1);
      setProblems(found);
      return;
    }
    setLoading(true);
    const outcome = await action(values);
    setLoading(false);
    if (outcome) setNotice(outcome);
  };

  /** Empties the fields (e.g. passwords after a successful change); the notice stays. */
  const reset = () => {
    setValues(initial);
    setProblems([]);
  };

  return { values, ids, update, problems, attempt, problemOf, notice, loading, submit, reset };
}

/** What `useValidatedForm` returns. */
export type ValidatedFormState<F extends string> = ReturnType<typeof useValidatedForm<F>>;
