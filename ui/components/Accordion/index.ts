export { Accordion, type AccordionProps } from './Accordion';
export { AccordionItem, type AccordionItemProps } from './AccordionItem';
export { accordionHeadingLevels, type AccordionHeadingLevel } from './AccordionContext';
