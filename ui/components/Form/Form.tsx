import type { FormEventHandler, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Form.css';

export interface FormProps {
  /** The form's content: messages, fields and its actions, in reading order. */
  children: ReactNode;
  /** Called when the form is submitted (call `preventDefault` to stay on the page). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Leave validation to the app's own messages and error summary instead of the browser's. @default false */
  noValidate?: boolean;
  /**
   * Disables every control inside at once (a native `<fieldset disabled>`), e.g. until the page
   * can respond to input. @default false
   */
  disabled?: boolean;
  /** Space between the form's parts, on the space scale. @default 'medium' */
  gap?: Sprinkles['gap'];
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Id of the form element. */
  id?: string;
}

/** A form whose parts stand one under the other, with its controls grouped so they can be disabled together. */
export function Form({
  children,
  onSubmit,
  noValidate = false,
  disabled = false,
  gap = 'medium',
  'aria-labelledby': labelledBy,
  id,
}: FormProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate={noValidate} aria-labelledby={labelledBy}>
      <fieldset disabled={disabled} className={`${styles.group} ${sprinkles({ gap })}`}>
        {children}
      </fieldset>
    </form>
  );
}
