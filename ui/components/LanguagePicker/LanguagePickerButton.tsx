import { forwardRef, useId, type Ref } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import type { LanguageOption } from './LanguagePicker';
import * as styles from './LanguagePicker.css';

export interface LanguagePickerButtonProps {
  /** The languages offered, in display order (the button shows the current one's name). */
  options: readonly LanguageOption[];
  /** The code of the current language. */
  value: string;
  /** Names the control in the current language, e.g. 'Language' or 'Idioma'; read before the current language. */
  label: string;
}

interface ButtonContentProps {
  labelId: string;
  valueId: string;
  label: string;
  current: LanguageOption | undefined;
}

/** What the picker's button shows: a globe, the current language's name in its own language, a chevron. */
export function PickerButtonContent({ labelId, valueId, label, current }: ButtonContentProps) {
  return (
    <>
      <span className={styles.globe}>
        <Icon name="globe" />
      </span>
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>{' '}
      <span id={valueId} lang={current?.code} className={styles.currentName}>
        {current?.label}
      </span>
      <span className={styles.chevron}>
        <Icon name="chevron-down" size="small" />
      </span>
    </>
  );
}

/**
 * LanguagePicker's button alone, closed, without the menu's code: it looks and reads the same (a
 * menu button named by the label and the current language). For an app that loads the menu only
 * once the visitor reaches for it and then puts LanguagePicker in its place; pressed on its own,
 * it does nothing.
 */
export const LanguagePickerButton = forwardRef(function LanguagePickerButton(
  { options, value, label }: LanguagePickerButtonProps,
  ref: Ref<HTMLButtonElement>,
) {
  const labelId = useId();
  const valueId = useId();
  const current = options.find((option) => option.code === value);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-labelledby={`${labelId} ${valueId}`}
    >
      <PickerButtonContent labelId={labelId} valueId={valueId} label={label} current={current} />
    </button>
  );
});
LanguagePickerButton.displayName = 'LanguagePickerButton';
