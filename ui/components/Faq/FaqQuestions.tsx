import { useId } from 'react';
import { Icon } from '../Icon';
import * as accordion from '../Accordion/Accordion.css';
import * as styles from '../Accordion/AccordionItem.css';
import type { FaqProps } from './Faq';

export type FaqQuestionsProps = Pick<FaqProps, 'items' | 'headingLevel'>;

/**
 * Faq's questions, all closed, without the accordion's code: the same look, headings and buttons
 * (collapsed) as Faq with nothing open. For an app that loads the accordion only once the visitor
 * reaches for it and then puts Faq in its place; pressed on their own, the questions do nothing.
 */
export function FaqQuestions({ items, headingLevel = 3 }: FaqQuestionsProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  return (
    <div className={accordion.root} data-orientation="vertical">
      {items.map((item, index) => (
        <div key={item.id} data-state="closed" data-orientation="vertical" className={styles.item}>
          <Heading className={styles.header} data-orientation="vertical" data-state="closed">
            <button
              type="button"
              id={`${id}-${index}`}
              aria-expanded={false}
              data-state="closed"
              data-orientation="vertical"
              className={styles.trigger}
            >
              <span className={styles.label}>{item.question}</span>
              <span className={styles.chevronBox}>
                <Icon name="chevron-down" />
              </span>
            </button>
          </Heading>
          <div
            data-state="closed"
            hidden
            role="region"
            aria-labelledby={`${id}-${index}`}
            data-orientation="vertical"
            className={styles.content}
          />
        </div>
      ))}
    </div>
  );
}
