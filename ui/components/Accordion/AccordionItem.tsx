import { forwardRef, type ReactNode, type Ref } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { Icon } from '../Icon';
import { useAccordionContext, type AccordionHeadingLevel } from './AccordionContext';
import * as styles from './AccordionItem.css';

export interface AccordionItemProps {
  /** Unique within the accordion; what `value` and `onValueChange` speak of. */
  value: string;
  /** The header text: names the button that opens and closes the section. */
  label: ReactNode;
  /** The section's content, shown while it is open. */
  children: ReactNode;
  /** Overrides the accordion's heading level for this item only. */
  headingLevel?: AccordionHeadingLevel;
  /** The section cannot be opened or closed. @default false */
  disabled?: boolean;
}

/**
 * One section of an `Accordion`: a heading holding a button (`aria-expanded`, `aria-controls`)
 * and a labelled region for its content.
 */
export const AccordionItem = forwardRef(function AccordionItem(
  { value, label, children, headingLevel, disabled = false }: AccordionItemProps,
  ref: Ref<HTMLDivElement>,
) {
  const context = useAccordionContext('AccordionItem');
  const Heading = `h${headingLevel ?? context.headingLevel}` as const;
  return (
    <RadixAccordion.Item ref={ref} value={value} disabled={disabled} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span className={styles.label}>{label}</span>
            <span className={styles.chevronBox}>
              <Icon name="chevron-down" />
            </span>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
});
AccordionItem.displayName = 'AccordionItem';
