import { forwardRef, useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';
import { Icon } from '../Icon';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /**
   * Accessible name of the show/hide toggle, e.g. "Show password". It stays the same in both
   * states: `aria-pressed` tells whether the password is shown.
   */
  showLabel: string;
  /** Whether the password is shown, when the caller controls it (with `onVisibleChange`). */
  visible?: boolean;
  /** Whether the password starts shown, when the field keeps the state itself. @default false */
  defaultVisible?: boolean;
  /** Called with `true` when the password becomes visible and `false` when it is hidden again. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide toggle inside the field. */
export const PasswordField = forwardRef(function PasswordField(
  {
    showLabel,
    visible: visibleProp,
    defaultVisible = false,
    onVisibleChange,
    disabled,
    ...fieldProps
  }: PasswordFieldProps,
  forwardedRef: Ref<HTMLInputElement>,
) {
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const visible = visibleProp ?? ownVisible;
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
    if (visibleProp === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
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
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
});
PasswordField.displayName = 'PasswordField';
