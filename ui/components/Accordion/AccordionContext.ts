import { createContext, useContext } from 'react';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

interface AccordionContextValue {
  headingLevel: AccordionHeadingLevel;
}

// Items read the heading level their accordion sets, so a page sets it once for the whole list.
export const AccordionContext = createContext<AccordionContextValue | null>(null);

export function useAccordionContext(component: string): AccordionContextValue {
  const context = useContext(AccordionContext);
  if (!context) {
    throw new Error(`${component} must be rendered inside an <Accordion>.`);
  }
  return context;
}
