import type { ReactNode } from 'react';
import * as styles from './FieldError.css';

/** True when a validation message was given (not `undefined`, `null`, `false` or empty). */
export function hasMessage(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/**
 * A field's validation message with its icon, for the form components (Fieldset, Select,
 * Checkbox, FileUpload). The icon and the danger colour support the text; the text carries the meaning.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.root}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 7.5v5.5M12 16.6h.01" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** Joins the ids that describe a control, skipping the absent ones; `undefined` when none is left. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
