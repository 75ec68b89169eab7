import { forwardRef, useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /**
   * Accessible name of the show/hide toggle, e.g. "Show password". It stays the same in both
   * states: `aria-pressed` tells whether the password is shown.
   */
  showLabel: string;
  /** Called with `true` when the password becomes visible and `false` when it is hidden again. */
  onVisibilityChange?: (visible: boolean) => void;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {crossed ? (
        <>
          <path d="M10.6 5.1A9.9 9.9 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6" />
          <path d="M6.6 6.6A17.2 17.2 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
          <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
          <path d="m3 3 18 18" />
        </>
      ) : (
        <>
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

/** A password input with a show/hide toggle inside the field. */
export const PasswordField = forwardRef(function PasswordField(
  { showLabel, onVisibilityChange, disabled, ...fieldProps }: PasswordFieldProps,
  forwardedRef: Ref<HTMLInputElement>,
) {
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Where the caret was when the toggle ran, to put it back after the type change.
  const pendingSelection = useRef<[number | null, number | null] | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  // Changing `type` resets the selection in some browsers; restore it so typing continues where
  // it left off.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (input && selection && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(selection[0], selection[1]);
    }
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input && input.ownerDocument.activeElement === input) {
      pendingSelection.current = [input.selectionStart, input.selectionEnd];
    }
    const next = !visible;
    setVisible(next);
    onVisibilityChange?.(next);
  };

  return (
    <TextField
      ref={setRefs}
      {...fieldProps}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      // Browsers would otherwise capitalise or correct the password while it is shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={showLabel}
          aria-pressed={visible}
          disabled={disabled}
          // A pointer press must not pull focus out of the field: the caret stays where the person
          // was typing. Keyboard users reach the toggle with Tab and keep focus on it, so they
          // hear the new pressed state.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
});
PasswordField.displayName = 'PasswordField';
