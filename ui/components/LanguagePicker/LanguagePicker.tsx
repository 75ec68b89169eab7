import { forwardRef, useId, useRef, useState, type Ref } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../Icon';
import { PickerButtonContent } from './LanguagePickerButton';
import * as styles from './LanguagePicker.css';

export interface LanguageOption {
  /** Language code, e.g. 'en', 'pt', 'zh'; also set as the option's `lang` attribute. */
  code: string;
  /** The language's name in that language itself: 'English', 'Español', 'Português', 'Deutsch', '中文'. */
  label: string;
}

export interface LanguagePickerProps {
  /** The languages offered, in display order. */
  options: readonly LanguageOption[];
  /** The code of the current language. */
  value: string;
  /** Called with the chosen language's code. */
  onValueChange: (code: string) => void;
  /** Names the control in the current language, e.g. 'Language' or 'Idioma'; read before the current language. */
  label: string;
}

/**
 * A menu button for choosing the interface language. Follows the WAI-ARIA Menu Button pattern with
 * a group of `menuitemradio`s: Enter, Space or ArrowDown opens it, arrows move, Enter chooses,
 * Escape closes and returns focus to the button. Each option is written in its own language.
 */
export const LanguagePicker = forwardRef(function LanguagePicker(
  { options, value, onValueChange, label }: LanguagePickerProps,
  ref: Ref<HTMLButtonElement>,
) {
  const current = options.find((option) => option.code === value);
  if (import.meta.env.DEV && !current) {
    throw new Error(
      `LanguagePicker: value '${value}' is not among the options (${options.map((o) => o.code).join(', ')}).`,
    );
  }
  const labelId = useId();
  const valueId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // Radix writes `dir` onto the menu and defaults it to 'ltr'; follow the page's direction instead.
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');

  return (
    <RadixMenu.Root
      modal={false}
      dir={dir}
      onOpenChange={(open) => {
        const trigger = triggerRef.current;
        if (open && trigger) setDir(getComputedStyle(trigger).direction === 'rtl' ? 'rtl' : 'ltr');
      }}
    >
      <RadixMenu.Trigger
        ref={(node) => {
          triggerRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        className={styles.trigger}
        aria-labelledby={`${labelId} ${valueId}`}
      >
        <PickerButtonContent labelId={labelId} valueId={valueId} label={label} current={current} />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align="end" sideOffset={8} collisionPadding={8}>
          <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {options.map((option) => (
              <RadixMenu.RadioItem key={option.code} value={option.code} lang={option.code} className={styles.item}>
                <span>{option.label}</span>
                <span className={styles.indicator}>
                  <RadixMenu.ItemIndicator>
                    <Icon name="check" />
                  </RadixMenu.ItemIndicator>
                </span>
              </RadixMenu.RadioItem>
            ))}
          </RadixMenu.RadioGroup>
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
});
LanguagePicker.displayName = 'LanguagePicker';
