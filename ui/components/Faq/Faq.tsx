import { forwardRef, type ReactNode, type Ref } from 'react';
import { Accordion, AccordionItem, type AccordionHeadingLevel } from '../Accordion';

export interface FaqEntry {
  /** Unique and stable (e.g. 'what-is-itin'); used as the item's value. */
  id: string;
  /** The question, shown as the section heading. */
  question: string;
  /** The answer, shown while the question is open. */
  answer: ReactNode;
}

export interface FaqProps {
  /** The questions and answers, in display order. */
  items: readonly FaqEntry[];
  /** Heading level of each question; usually one below the FAQ section's heading. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** The `id` of the open question, or `''` when all are closed (controlled). */
  value?: string;
  /** The question open on first render (uncontrolled). @default '' (all closed) */
  defaultValue?: string;
  /** Called with the newly open question's `id`, or `''` when it closes. */
  onValueChange?: (value: string) => void;
}

/** The landing page's frequently asked questions: an accordion with one answer open at a time. */
export const Faq = forwardRef(function Faq(
  { items, headingLevel = 3, value, defaultValue, onValueChange }: FaqProps,
  ref: Ref<HTMLDivElement>,
) {
  if (import.meta.env.DEV) {
    const ids = new Set(items.map((item) => item.id));
    if (ids.size !== items.length) {
      throw new Error('Faq: every item needs its own `id`; two or more share one.');
    }
  }
  return (
    <Accordion
      ref={ref}
      headingLevel={headingLevel}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
    >
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id} label={item.question}>
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
});
Faq.displayName = 'Faq';
