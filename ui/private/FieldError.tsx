import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';
import * as styles from './FieldError.css';

/** True when a validation message was given (not `undefined`, `null`, `false` or empty). */
export function hasMessage(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/**
 * A field's validation message with its icon, for every form component (TextField, Fieldset,
 * Select, Checkbox, FileUpload). The icon and the danger colour support the text; the text carries the meaning.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.root}>
      <span className={styles.icon}>
        <Icon name="alert-circle" size="small" />
      </span>
      <span>{children}</span>
    </p>
  );
}

/** Joins the ids that describe a control, skipping the absent ones; `undefined` when none is left. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
