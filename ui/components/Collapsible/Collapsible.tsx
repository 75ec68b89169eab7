import { forwardRef, type ReactNode, type Ref } from 'react';
import * as RadixCollapsible from '@radix-ui/react-collapsible';
import { Icon } from '../Icon';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** A `CollapsibleTrigger` followed by a `CollapsibleContent`, plus anything always visible. */
  children: ReactNode;
  /** Whether the content is shown (controlled). */
  open?: boolean;
  /** Whether the content is shown on first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when the trigger is used. */
  onOpenChange?: (open: boolean) => void;
  /** The trigger does nothing. @default false */
  disabled?: boolean;
}

/**
 * Shows and hides one piece of content behind a button. Follows the WAI-ARIA Disclosure pattern:
 * the trigger is a real button with `aria-expanded` and `aria-controls`.
 */
export const Collapsible = forwardRef(function Collapsible(
  { children, open, defaultOpen, onOpenChange, disabled = false }: CollapsibleProps,
  ref: Ref<HTMLDivElement>,
) {
  return (
    <RadixCollapsible.Root
      ref={ref}
      className={styles.root}
      disabled={disabled}
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {children}
    </RadixCollapsible.Root>
  );
});
Collapsible.displayName = 'Collapsible';

export interface CollapsibleTriggerProps {
  /** The button text, e.g. 'Show details'; it names the control. */
  children: ReactNode;
}

/** The button that shows and hides the content; a chevron turns to show the state. */
export const CollapsibleTrigger = forwardRef(function CollapsibleTrigger(
  { children }: CollapsibleTriggerProps,
  ref: Ref<HTMLButtonElement>,
) {
  return (
    <RadixCollapsible.Trigger ref={ref} className={styles.trigger}>
      <span className={styles.chevron}>
        <Icon name="chevron-down" />
      </span>
      <span>{children}</span>
    </RadixCollapsible.Trigger>
  );
});
CollapsibleTrigger.displayName = 'CollapsibleTrigger';

export interface CollapsibleContentProps {
  /** Content shown while open. */
  children: ReactNode;
}

/** The content shown and hidden by the trigger. */
export const CollapsibleContent = forwardRef(function CollapsibleContent(
  { children }: CollapsibleContentProps,
  ref: Ref<HTMLDivElement>,
) {
  return (
    <RadixCollapsible.Content ref={ref} className={styles.content}>
      <div className={styles.contentInner}>{children}</div>
    </RadixCollapsible.Content>
  );
});
CollapsibleContent.displayName = 'CollapsibleContent';
