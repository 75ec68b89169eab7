import { forwardRef, useMemo, type ReactNode, type Ref } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { AccordionContext, accordionHeadingLevels, type AccordionHeadingLevel } from './AccordionContext';
import * as styles from './Accordion.css';

export interface AccordionProps {
  /** The `AccordionItem`s. */
  children: ReactNode;
  /** The `value` of the open item, or `''` when all are closed (controlled). */
  value?: string;
  /** The item open on first render (uncontrolled). @default '' (all closed) */
  defaultValue?: string;
  /** Called with the newly open item's `value`, or `''` when the open item closes. */
  onValueChange?: (value: string) => void;
  /** Heading level of every item's header; pick the one that fits the page outline. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** Optional id for the list, e.g. as an in-page link target. */
  id?: string;
}

/**
 * A vertical stack of headed disclosure sections of which at most one is open: opening one
 * closes the other, and the open one can be closed again. Follows the WAI-ARIA Accordion pattern.
 */
export const Accordion = forwardRef(function Accordion(
  { children, value, defaultValue, onValueChange, headingLevel = 3, id }: AccordionProps,
  ref: Ref<HTMLDivElement>,
) {
  if (import.meta.env.DEV && !accordionHeadingLevels.includes(headingLevel)) {
    throw new Error(
      `Accordion: headingLevel must be one of ${accordionHeadingLevels.join(', ')} (got ${String(headingLevel)}).`,
    );
  }
  const context = useMemo(() => ({ headingLevel }), [headingLevel]);
  return (
    <AccordionContext.Provider value={context}>
      <RadixAccordion.Root
        ref={ref}
        id={id}
        type="single"
        collapsible
        className={styles.root}
        {...(value !== undefined ? { value } : {})}
        {...(defaultValue !== undefined ? { defaultValue } : {})}
        {...(onValueChange ? { onValueChange } : {})}
      >
        {children}
      </RadixAccordion.Root>
    </AccordionContext.Provider>
  );
});
Accordion.displayName = 'Accordion';
