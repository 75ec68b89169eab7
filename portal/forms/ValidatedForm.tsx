import { createContext, useContext, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Form, type FormProps } from '../../ui';
import type { ValidatedFormState } from './useValidatedForm';
import { ValidationSummary } from './ValidationSummary';

/** What a field bound to a `ValidatedForm` by name receives from it. */
export interface BoundField {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

interface FormBinding {
  /** The props of the field named `name`. */
  field(name: string): BoundField;
  /** True while the submit runs. */
  loading: boolean;
}

const FormBindingContext = createContext<FormBinding | null>(null);

/** The form around a field or submit button: `FormTextField`, `FormPasswordField`, `SubmitButton`. */
export function useFormBinding(component: string): FormBinding {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error(`${component} must be inside a ValidatedForm.`);
  return binding;
}

export interface ValidatedFormProps<F extends string> extends Omit<FormProps, 'children'> {
  /** The state from `useValidatedForm`, which the fields inside are bound to by name. */
  form: ValidatedFormState<F>;
  /** Id of the notice shown above the fields after a submit. */
  noticeId?: string;
  /** The fields, in reading order, and the actions. */
  children: ReactNode;
}

/**
 * The kit's `Form` drawn from `useValidatedForm`: first the summary of the last submit's problems
 * (remounted on each attempt, so it is focused and announced again), then the service's notice,
 * then the fields, which take their id, value, change handler and message from the form by name.
 */
export function ValidatedForm<F extends string>({ form, noticeId, children, ...formProps }: ValidatedFormProps<F>) {
  const isField = (name: string): name is F => Object.hasOwn(form.values, name);
  const binding: FormBinding = {
    field(name) {
      if (!isField(name)) throw new Error(`The form has no field "${name}".`);
      return { id: form.ids[name], value: form.values[name], onChange: form.update(name), error: form.problemOf(name) };
    },
    loading: form.loading,
  };
  return (
    <Form {...formProps}>
      <ValidationSummary key={form.attempt} problems={form.problems} fieldIds={form.ids} />
      {form.notice ? (
        <Alert tone={form.notice.tone} id={noticeId}>
          {form.notice.text}
        </Alert>
      ) : null}
      <FormBindingContext.Provider value={binding}>{children}</FormBindingContext.Provider>
    </Form>
  );
}
