/**
 * The wizard's questions, bound to an answer path: each one reads and writes the working copy,
 * takes its id from the path (so the error summary can link to it) and shows the domain's error
 * for that path. Markup comes from the kit only.
 */
import { useMemo, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Checkbox, DateInput, Fieldset, RadioGroup, Select, TextField } from '../../../ui';
import { fieldId } from './answerPaths';
import { countryOptions } from './countries';
import { valueMessages, wizardMessages as m } from './messages';
import type { PageForm } from './WizardPage';

interface BaseProps {
  form: PageForm;
  path: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** Shown with "(optional)" after the label. */
  optional?: boolean;
}

function useLabel({ form, label, optional }: Pick<BaseProps, 'form' | 'label' | 'optional'>) {
  const text = form.intl.formatMessage(label);
  return optional ? form.intl.formatMessage(valueMessages.optional, { label: text }) : text;
}

export function TextQuestion(
  props: BaseProps & { autoComplete?: string; inputMode?: 'text' | 'numeric' | 'tel'; type?: 'text' | 'tel' },
) {
  const { form, path, hint, autoComplete, inputMode, type } = props;
  const label = useLabel(props);
  return (
    <TextField
      id={fieldId(path)}
      name={path}
      label={label}
      hint={hint ? form.intl.formatMessage(hint) : undefined}
      error={form.error(path)}
      value={form.text(path)}
      onChange={(event) => form.set(path, event.target.value)}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
      type={type}
      spellCheck={false}
    />
  );
}

export interface Choice {
  value: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** Follow-up questions shown while this answer is chosen. */
  conditional?: ReactNode;
}

/** One answer of several: a string answer, or a boolean with `boolean`. */
export function ChoiceQuestion(
  props: BaseProps & {
    choices: readonly Choice[];
    /** Store 'yes' / 'no' choices as true / false. */
    boolean?: boolean;
    /** Store the choice as a one-item list (the W-7 reason boxes). */
    list?: boolean;
    horizontal?: boolean;
    /** Write this value instead of storing the choice (e.g. to derive another answer). */
    onChoose?: (value: string) => void;
    value?: string;
    /** The error to show instead of the one at `path`. */
    error?: string;
  },
) {
  const { form, path, hint, choices, boolean, list, horizontal, onChoose } = props;
  const label = useLabel(props);
  const stored = form.get(path);
  const value =
    props.value ??
    (boolean
      ? stored === true
        ? 'yes'
        : stored === false
          ? 'no'
          : ''
      : list
        ? Array.isArray(stored) && stored.length === 1
          ? String(stored[0])
          : ''
        : typeof stored === 'string'
          ? stored
          : '');
  return (
    <RadioGroup
      id={fieldId(path)}
      name={path}
      legend={label}
      hint={hint ? form.intl.formatMessage(hint) : undefined}
      error={'error' in props ? props.error : form.error(path)}
      value={value}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      options={choices.map((choice) => ({
        value: choice.value,
        label: form.intl.formatMessage(choice.label),
        hint: choice.hint ? form.intl.formatMessage(choice.hint) : undefined,
        // Only the chosen answer's follow-ups are rendered: several answers share questions (the
        // treaty for a and f), and the working copy keeps what was typed anyway.
        conditional: choice.value === value ? choice.conditional : undefined,
      }))}
      onValueChange={(next) => {
        if (onChoose) return onChoose(next);
        form.set(path, boolean ? next === 'yes' : list ? [next] : next);
      }}
    />
  );
}

export function CheckQuestion(props: BaseProps) {
  const { form, path, hint } = props;
  const label = useLabel(props);
  return (
    <Checkbox
      id={fieldId(path)}
      name={path}
      label={label}
      hint={hint ? form.intl.formatMessage(hint) : undefined}
      error={form.error(path)}
      checked={form.get(path) === true}
      onCheckedChange={(checked) => form.set(path, checked ? true : undefined)}
    />
  );
}

export function DateQuestion(props: BaseProps & { birthday?: boolean }) {
  const { form, path, hint, birthday } = props;
  const label = useLabel(props);
  const id = fieldId(path);
  return (
    <DateInput
      id={id}
      name={path}
      legend={label}
      hint={hint ? form.intl.formatMessage(hint) : undefined}
      error={form.error(path)}
      dayLabel={form.intl.formatMessage(m.day)}
      monthLabel={form.intl.formatMessage(m.month)}
      yearLabel={form.intl.formatMessage(m.year)}
      locale={form.intl.locale}
      value={form.date(path)}
      onValueChange={(value) => form.setDate(path, value)}
      autoComplete={birthday ? 'bday' : undefined}
    />
  );
}

/** A country from the list in the reader's language; the answer keeps its ISO code. */
export function CountryQuestion(props: BaseProps) {
  const { form, path, hint } = props;
  const label = useLabel(props);
  const locale = form.intl.locale;
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select
      id={fieldId(path)}
      name={path}
      label={label}
      hint={hint ? form.intl.formatMessage(hint) : undefined}
      error={form.error(path)}
      emptyOptionLabel={form.intl.formatMessage(m.chooseCountry)}
      value={form.text(path)}
      options={options.map((option) => ({ value: option.code, label: option.label }))}
      onValueChange={(code) => form.set(path, code || undefined)}
      autoComplete="off"
    />
  );
}

/** Questions that belong together under one legend (an address, a name). */
export function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} hint={hint}>
      {children}
    </Fieldset>
  );
}
